import Foundation
import Testing

@testable import WeatherCore

/// The fast reader takes short numbers straight from the bytes; each must come out bit for bit
/// as `Double(text)` and `Int64(text)` give it (the path every longer number still takes).
@Suite struct JSONTreeNumberTests {
    func read(_ text: String) -> (Double, Int64?)? {
        guard case .number(let value, let integer)? = JSONTree.parse(Data(text.utf8)) else { return nil }
        return (value, integer)
    }

    func expectSameAsText(_ text: String) {
        guard let (value, integer) = read(text) else {
            Issue.record("\(text) was not read")
            return
        }
        let expected = Double(text)
        #expect(value.bitPattern == expected?.bitPattern, "\(text): \(value) against \(String(describing: expected))")
        let isInteger = !text.contains(".") && !text.lowercased().contains("e")
        #expect(integer == (isInteger ? Int64(text) : nil), "\(text)")
    }

    @Test(arguments: [
        "0", "-0", "7", "-7", "1679779619", "999999999999999", "1000000000000000", "9007199254740993",
        "123456789012345678", "-9223372036854775808", "0.0", "-0.0", "281.15", "-3.35", "0.1", "0.7",
        "12.03", "1.005", "99999999999999.9", "0.000000000000001", "123456789012.3456", "1e2", "-1.5E-3",
        "2.5e+10"
    ])
    func numbersReadAsTheirTextParses(text: String) {
        expectSameAsText(text)
    }

    /// Ten thousand random numbers of every length up to 20 digits, with and without a fraction.
    @Test func randomNumbersReadAsTheirTextParses() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let digitCount = Int.random(in: 1...20, using: &generator)
            var digits = String((0..<digitCount).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst() }
            var text = Bool.random(using: &generator) ? "-" + digits : digits
            if Bool.random(using: &generator) {
                let fraction = (0..<Int.random(in: 1...16, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
                text += "." + fraction.joined()
            }
            expectSameAsText(text)
        }
    }
}
