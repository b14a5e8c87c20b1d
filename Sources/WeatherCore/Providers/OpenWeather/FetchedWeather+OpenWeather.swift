import CoreLanguage
import CoreModel
import FoundationEssentials

/// Fetches built from OpenWeather's documents, and read back from the bodies the cache kept.
extension FetchedWeather {
    /// A fetch from the documents as they came (in `standard` units).
    package init(
        oneCall: OneCall, air: AirPollution?, airProblem: Phrase? = nil, isFallback: Bool = false,
        note: String? = nil, fetchedAt: Date, origin: String, provider: ProviderID = .openWeather
    ) {
        self.init(
            forecast: oneCall.forecast(), air: air?.airQuality, airProblem: airProblem, isFallback: isFallback, note: note,
            fetchedAt: fetchedAt, origin: origin, provider: provider)
    }

    /// Where a cache file keeps OpenWeather's answers as they came (`FetchedBodies`).
    package enum BodyKeys: String, CodingKey { case forecastBody, airBody }

    /// The forecast and air quality from One Call and Air Pollution bodies kept as they came;
    /// nil when the cache file holds the model instead.
    package static func openWeatherBodies(_ decoder: any Decoder) throws -> (Forecast, AirQuality?)? {
        let c = try decoder.container(keyedBy: BodyKeys.self)
        guard let oneCall = try c.decodeIfPresent(OneCall.self, forKey: .forecastBody) else { return nil }
        return (oneCall.forecast(), try c.decodeIfPresent(AirPollution.self, forKey: .airBody)?.airQuality)
    }
}
