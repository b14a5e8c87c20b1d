import Foundation
import Testing

/// The API keys the tests use, and a check that none of them ever shows up where it must not:
/// every byte an end-to-end run prints, and every file wxsh writes (but its config file).
public enum Secrets {
    /// The keys the suites hand to wxsh.
    public static let keys = [FakeOpenWeatherServer.defaultKey, "testkey123"]

    /// Records a test issue when `data` contains a key.
    public static func check(_ data: Data, in place: String) {
        let text = String(decoding: data, as: UTF8.self)
        for key in keys where text.contains(key) {
            Issue.record("the API key appeared in \(place)")
        }
    }
}
