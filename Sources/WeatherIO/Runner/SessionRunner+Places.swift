import FoundationEssentials
import WeatherCore

/// Carrying out `.fetchPlaces`: every place asked is fetched at once (each as `location` would
/// fetch it, cache rules included): with Open-Meteo in one request per service, with OpenWeather
/// a request each over the process's one libcurl multi handle, which keeps to 6 connections a
/// host; the spinner counts the places done. Ctrl-C stops the waiting and
/// the session shows what had arrived.
extension SessionRunner {
    func fetchPlaces(_ places: [Place], refresh: Bool) {
        saveStateIfNeeded()
        let fetcher = live.fetcher(for: session.state.weather.provider, language: session.state.words.language)
        let mode = session.state.weather.mode
        let done = Locked(0)
        let spinner = spinner(for: .fetchPlaces(places, refresh: refresh))
        let ellipsis = outputTraits.unicode ? "…" : "..."
        let words = session.state.words
        spinner?.describe = { ProgressLine.placesDone(done.withLock { $0 }, of: places.count, words: words) + ellipsis }
        let (results, interrupted) = LiveData.run(spinner: spinner, interrupts: interrupts) {
            await fetcher.weather(for: places, mode: mode, refresh: refresh) { done.withLock { $0 += 1 } }
        }
        let answers = Array(zip(places, results))
        cacheFilesPending = true
        let failed = answers.filter { if case .failure = $0.1 { true } else { false } }.count
        trace?.finish(fetchingPlaces: places.count, failed: failed, provider: session.state.weather.provider)
        if interrupted && stopForInterrupt() { return }
        // A replay that missed a request: the places that failed as a network failure say so (the
        // flag does not say which of the concurrent requests missed; a recorded HTTP error keeps its own).
        let missed = services.demo?.replay?.takeMiss() == true
        perform(
            session.placesFetched(
                missed
                    ? answers.map { place, result in
                        (
                            place,
                            result.mapError { failure in
                                failure.report.kind == .network
                                    ? FetchFailure("not in the recording: forecast for \(place.displayName)") : failure
                            }
                        )
                    } : answers,
                interrupted: interrupted))
    }
}
