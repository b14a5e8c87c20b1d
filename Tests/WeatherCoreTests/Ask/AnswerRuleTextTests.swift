import Foundation
import Testing

@testable import WeatherCore

/// The answer rules are stated three times: as `AnswerRules`' thresholds (what decides), in
/// `explain`'s rule line after an answer, and in `help ask`. The two texts are written out for the
/// translators, so this checks that every threshold they state is the one the rules use: change a
/// threshold and this fails until both texts (and their translations) say the new one.
@Suite struct AnswerRuleTextTests {
    typealias R = AnswerRules

    /// A fraction as the texts write a chance: 0.4 as `40%`.
    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
    /// A number as the texts write it: no `.0`, thousands with a comma.
    static func number(_ value: Double) -> String {
        let whole = Int(value)
        guard Double(whole) == value else { return "\(value)" }
        return whole >= 1000 ? "\(whole / 1000),\(String(format: "%03d", whole % 1000))" : "\(whole)"
    }

    /// Each rule with the thresholds its text must state, as written there.
    static let stated: [(QuestionAnswer.Rule, [String])] = [
        (.precipitation, [percent(R.likelyChance), "\(number(R.likelyAmount)) mm"]),
        (.umbrella, [percent(R.likelyChance), "\(number(R.likelyAmount)) mm"]),
        (.snow, ["\(number(R.likelyAmount)) mm"]),
        (.coat, ["\(number(R.coatBelow)) °C"]),
        (.sunscreen, ["UV index reaches \(number(R.sunscreenFrom))"]),
        (
            .run,
            [
                percent(R.runDryUnder), "\(number(R.runFeels.lowerBound))–\(number(R.runFeels.upperBound)) °C",
                "\(number(R.runWindUnder)) m/s"
            ]
        ),
        (
            .bike,
            [
                percent(R.runDryUnder), "\(number(R.runFeels.lowerBound))–\(number(R.runFeels.upperBound)) °C",
                "\(number(R.bikeWindUnder)) m/s", "\(number(R.bikeGustUnder)) m/s"
            ]
        ),
        (.washing, [percent(R.washingDryUnder), "\(number(R.washingHumidityUnder))%"]),
        (.wind, ["\(number(R.windyFrom)) m/s", "\(number(R.gustyFrom)) m/s"]),
        (.gust, ["\(number(R.gustyFrom)) m/s"]),
        (.sun, ["\(number(R.sunnyUpTo))%"]),
        (.cloud, ["\(number(R.cloudyFrom))%"]),
        (.fog, ["\(number(R.fogBelow)) m"])
    ]

    /// `help ask` writes `12°C` where `explain` writes `12 °C`.
    static func normalised(_ text: String) -> String { text.replacingOccurrences(of: " °C", with: "°C") }

    @Test(arguments: stated.map(\.0))
    func explainsRuleLineStatesTheThresholdsTheRuleUses(rule: QuestionAnswer.Rule) {
        let text = Self.normalised(AnswerExplainer.ruleText(rule, words: .english))
        for threshold in Self.stated.first(where: { $0.0 == rule })?.1 ?? [] {
            #expect(text.contains(Self.normalised(threshold)), "`\(rule)` says \"\(text)\", not \(threshold)")
        }
    }

    @Test func helpAskStatesEveryThresholdTheRulesUse() {
        let help = Self.normalised(AskCommand.descriptor.details.replacingOccurrences(of: "\n", with: " "))
        for (rule, thresholds) in Self.stated {
            for threshold in thresholds {
                #expect(help.contains(Self.normalised(threshold)), "help ask lacks \(threshold) of `\(rule)`")
            }
        }
        // The first wet hour of `when will it rain` is the only threshold help leaves to explain.
        #expect(
            AnswerExplainer.ruleText(.first, words: .english).contains("\(Self.number(R.wetHour)) mm"),
            "the first wet hour's rule states \(R.wetHour) mm")
    }
}
