import Foundation

@testable import WeatherCore

/// The state as the session would save it: JSON through Foundation's encoder.
func encodeState(_ state: FinanceState) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(state)
}

/// The state read back from saved JSON.
func decodeState(_ data: Data) throws -> FinanceState {
    try JSONDecoder().decode(FinanceState.self, from: data)
}

/// The state read back from JSON text.
func decodeState(_ text: String) throws -> FinanceState {
    try decodeState(Data(text.utf8))
}
