import Testing
@testable import WeatherCore

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        #expect(WXVersion.string.split(separator: ".").count == 3)
    }
}
