import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The bundled London data the shell starts on, and the folders it may be in.
extension SessionRunner {
    /// Where wxsh's data files may be, best first.
    static func dataFolders(environment: [String: String]) -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let sourceResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path
        return BundledData.searchPath(environment: environment, executable: executable, sourceResources: sourceResources)
    }

    /// Reads the London data from the first data folder that has it.
    /// - Returns: the data, or nil and a sentence saying what is missing and where it looked.
    static func loadBundledData(folders: [String]) -> (WeatherData?, Phrase?) {
        for folder in folders {
            let forecastPath = folder + "/" + BundledData.forecastFile
            guard FileManager.default.fileExists(atPath: forecastPath) else { continue }
            var files: [Data] = []
            for name in [BundledData.forecastFile, BundledData.airPollutionFile, BundledData.placeFile] {
                switch FileBytes.read(folder + "/" + name, limit: WeatherDocument.maximumSize).map(\.data) {
                case .success(let data): files.append(data)
                case .failure(let error): return (nil, "the bundled London data in \(folder) is incomplete: \(name): \(error.message)")
                }
            }
            do {
                return (try BundledData.decode(forecast: files[0], airPollution: files[1], place: files[2], folder: folder), nil)
            } catch {
                return (nil, "the bundled London data in \(folder) is damaged: \(error.file): \(error.message)")
            }
        }
        return (
            nil,
            "the bundled London data was not found (looked in \(folders.joined(separator: ", "))); set WXSH_DATA_DIR to the folder holding london/onecall.json, or reinstall with `make install`"
        )
    }
}
