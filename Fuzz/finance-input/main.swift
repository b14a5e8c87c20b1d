// Fuzzes what a user types into the finance calculator: `FinanceInputParser.parse` for every
// field and time unit, and `FinanceState.set` (by field and by typed name) on every tab, which
// also solves the blank or derived field; then `solve` on every field. No NaN or infinity may
// ever be stored, shown in the tab (text at 40 and 80 columns, JSON) or said in a message, and
// every message must be safe to print.
//
// Each line of the input is one value; on each tab the lines go to the fields in turn, and a
// line `NAME VALUE` is also tried as `set NAME VALUE`.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    let input = lines(of: data, limit: 8)
    steps = 0

    for line in input {
        for field in FinanceField.allCases {
            for unit in FinanceTimeUnit.allCases {
                do {
                    let value = try FinanceInputParser.parse(line, for: field, unit: unit)
                    require(value.isFinite && value >= 0, "parse(\(visible(line)), \(field)) gave \(value)")
                    switch field {
                    case .presentValue, .payment, .futureValue:
                        require(value <= FinanceInputParser.maximumAmount, "amount over the limit: \(value)")
                    case .rate:
                        require(value <= FinanceInputParser.maximumRate, "rate over the limit: \(value)")
                    case .time:
                        require(value > 0 && value <= FinanceInputParser.maximumPayments, "time out of range: \(value)")
                    }
                } catch {
                    checkMessage(error.message(currency: .pound), what: "parse error")
                }
            }
        }
    }

    for tab in FinanceTab.allCases {
        var state = FinanceState(tab: tab)
        for (index, line) in input.enumerated() {
            let field = tab.fields[index % tab.fields.count]
            step(&state, state.set(field, line), what: "set \(field) \(visible(line)) on \(tab)")
            let (name, value) = line.splitFirstWord()
            if !value.isEmpty {
                step(&state, state.set(name, value), what: "set \(visible(line)) on \(tab)")
            }
        }
        if inputWeight(input) % 2 == 1 { step(&state, state.show(.payments), what: "show payments") }
        for field in tab.fields {
            var solving = state
            step(&solving, solving.solve(field), what: "solve \(field) on \(tab)")
            var clearing = state
            step(&clearing, clearing.clear(field), what: "clear \(field) on \(tab)")
        }
    }
    return 0
}

/// A stable choice from the input, so a run is reproducible.
func inputWeight(_ input: [String]) -> Int { input.reduce(0) { $0 + $1.utf8.count } }

/// Commands checked so far in this input.
nonisolated(unsafe) var steps = 0

/// Checks the state after a command, its message and its renderings.
func step(_ state: inout FinanceState, _ outcome: FinanceOutcome, what: @autoclosure () -> String) {
    for tab in FinanceTab.allCases {
        for field in FinanceField.allCases {
            if let value = state[tab][field] {
                require(value.isFinite, "\(what()): \(field) on \(tab) stored as \(value)")
            }
        }
    }
    // Pound signs at 40 columns after odd-numbered steps, francs at 80 after even ones: each
    // layout is seen, at half the cost of rendering both every time.
    steps += 1
    let (currency, width) = steps % 2 == 1 ? (Currency.pound, 40) : (Currency(symbol: "CHF"), 80)
    if let message = FinanceRenderer.message(for: outcome, in: state, currency: currency) {
        checkMessage(message, what: "\(what()): message")
    }
    checkRenderedText(FinanceRenderer.text(state, width: width, currency: currency), what: "\(what()): tab at \(width)")
    let json = FinanceRenderer.json(state, currency: currency).serialized
    checkJSONLine(json, what: "\(what()): JSON")
    checkNoNonFiniteNumbers(json, what: "\(what()): JSON")
}

/// A message: one safe line with no NaN or infinity in it.
func checkMessage(_ text: String, what: @autoclosure () -> String) {
    checkTerminalSafe(text, multiline: false, what: what())
    checkNoNonFiniteNumbers(text, what: what())
}
