import Foundation
import Testing

@testable import WeatherCore
@testable import WeatherIO

@Suite struct APIKeyStoreTests {
    static let fileKey = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    static let environmentKey = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"

    static func write(_ text: String, in folder: APITestFolder, mode: Int = 0o600) throws {
        let config = folder.paths.config
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: config + "/config"))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: config + "/config")
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func theEnvironmentWinsOverTheFile() throws {
        let folder = try APITestFolder()
        try Self.write("api_key = \(Self.fileKey)\n", in: folder)
        let store = APIKeyStore(environment: ["OPENWEATHER_API_KEY": Self.environmentKey], paths: folder.paths)
        let lookup = store.load()
        #expect(lookup.key?.value == Self.environmentKey)
        #expect(lookup.source == .environment)
        #expect(lookup.summary == "an API key is set (from OPENWEATHER_API_KEY)")
        #expect(lookup.warnings.isEmpty)
    }

    @Test func theFileIsReadWhenTheEnvironmentHasNoKey() throws {
        let folder = try APITestFolder()
        try Self.write("# mine\n\nunits = metric\nkey = 'old'\n  API_KEY=\"\(Self.fileKey)\"  \n", in: folder)
        for environment in [[:], ["OPENWEATHER_API_KEY": ""], ["OPENWEATHER_API_KEY": "  "]] {
            let lookup = APIKeyStore(environment: environment, paths: folder.paths).load()
            #expect(lookup.key?.value == Self.fileKey)
            #expect(lookup.source == .file(folder.paths.config + "/config"))
            #expect(lookup.summary.english.hasPrefix("an API key is set (in "))
        }
    }

    @Test func withoutAKeyTheSummarySaysHowToSetOne() throws {
        let folder = try APITestFolder()
        let lookup = APIKeyStore(environment: [:], paths: folder.paths).load()
        #expect(lookup.key == nil && lookup.source == .none && lookup.warnings.isEmpty)
        #expect(lookup.summary.english.contains("`key YOUR_KEY`") && lookup.summary.english.contains("OPENWEATHER_API_KEY"))
        #expect(lookup.summary.english.contains(APIError.keysPage))
    }

    @Test func savingCreatesAPrivateFolderAndFile() throws {
        let folder = try APITestFolder()
        let store = APIKeyStore(environment: [:], paths: folder.paths)
        let saved = try store.save(APIKey(Self.fileKey)!)
        #expect(saved.path == folder.paths.config + "/config")
        #expect(!saved.overriddenByEnvironment)
        #expect(!saved.summary.english.contains(Self.fileKey))
        #expect(try Self.mode(folder.paths.config) == 0o700)
        #expect(try Self.mode(saved.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.paths.config) == ["config"])
        let text = try String(contentsOfFile: saved.path, encoding: .utf8)
        #expect(text.hasSuffix("api_key = \(Self.fileKey)\n"))
        #expect(store.load().key?.value == Self.fileKey)
    }

    @Test func savingReplacesTheKeyLineAndKeepsTheRest() throws {
        let folder = try APITestFolder()
        try Self.write("# my settings\nkey = one\nunits = imperial\napi_key = two\n", in: folder)
        let store = APIKeyStore(environment: [:], paths: folder.paths)
        _ = try store.save(APIKey(Self.fileKey)!)
        let text = try String(contentsOfFile: store.file!, encoding: .utf8)
        #expect(text == "# my settings\napi_key = \(Self.fileKey)\nunits = imperial\n")
    }

    @Test func aFileOthersCanReadIsReportedAndSavingFixesIt() throws {
        let folder = try APITestFolder()
        try Self.write("api_key = \(Self.fileKey)\n", in: folder, mode: 0o644)
        let store = APIKeyStore(environment: [:], paths: folder.paths)
        let lookup = store.load()
        #expect(lookup.key?.value == Self.fileKey)
        let warning = try #require(lookup.warnings.first)
        #expect(warning.english.contains("mode 644") && warning.english.contains("chmod 600"))
        #expect(!warning.english.contains(Self.fileKey))
        _ = try store.save(APIKey(Self.fileKey)!)
        #expect(try Self.mode(store.file!) == 0o600)
        #expect(store.load().warnings.isEmpty)
    }

    @Test func aFileReadableByItsGroupIsReportedToo() throws {
        let folder = try APITestFolder()
        try Self.write("api_key = \(Self.fileKey)\n", in: folder, mode: 0o640)
        #expect(APIKeyStore(environment: [:], paths: folder.paths).load().warnings.count == 1)
    }

    @Test func malformedKeysAreIgnoredWithAReason() throws {
        let folder = try APITestFolder()
        try Self.write("api_key = has a space\n", in: folder)
        let lookup = APIKeyStore(environment: ["OPENWEATHER_API_KEY": "bad\u{1B}key"], paths: folder.paths).load()
        #expect(lookup.key == nil)
        #expect(lookup.warnings.count == 2)
        #expect(lookup.warnings.allSatisfy { !$0.english.contains("\u{1B}") && !$0.english.contains("has a space") })
    }

    @Test func savingWhileTheEnvironmentHasAKeySaysItStillWins() throws {
        let folder = try APITestFolder()
        let store = APIKeyStore(environment: ["OPENWEATHER_API_KEY": Self.environmentKey], paths: folder.paths)
        let saved = try store.save(APIKey(Self.fileKey)!)
        #expect(saved.overriddenByEnvironment)
        #expect(saved.summary.english.contains("OPENWEATHER_API_KEY is set"))
        #expect(store.load().key?.value == Self.environmentKey)
    }

    @Test func savingWhereAFileBlocksTheFolderFails() throws {
        let folder = try APITestFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/config"))
        let store = APIKeyStore(environment: [:], paths: folder.paths)
        #expect(throws: KeyStoreError.self) { try store.save(APIKey(Self.fileKey)!) }
    }
}
