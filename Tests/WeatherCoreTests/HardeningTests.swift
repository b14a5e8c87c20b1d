import Foundation
import Testing
@testable import WeatherCore

/// Limits on what comes from outside, and the inputs the fuzzers (Fuzz/) found, kept as
/// regression tests.
@Suite struct HardeningTests {
    // MARK: - Text from outside

    /// Found by Fuzz/onecall: an error body's message reached the `load` error unescaped, so a
    /// file could put control characters (DEL here, ESC as well) on the terminal.
    @Test func anErrorBodysMessageIsMadeSafeToPrint() throws {
        let text = #"{"cod":401,"message":"Please note \u001b[2J\u007f\u009b that "# + String(repeating: "x", count: 300) + #""}"#
        do {
            _ = try WeatherDocument.decode(Data(text.utf8))
            Issue.record("an error body was accepted")
        } catch {
            #expect(!error.message.unicodeScalars.contains(where: TerminalSafety.isUnsafe), "\(error.message)")
            #expect(error.message.hasPrefix("this is an OpenWeather error response (401: Please note ^[[2J^?<U+009B> that xxx"))
            #expect(error.message.count < 200)
        }
    }
}
