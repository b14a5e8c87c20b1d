import FoundationEssentials
import WeatherCore

extension HTTPTransport {
    /// Sends every request through `inner` and writes each exchange to `file` (`Recording`'s
    /// format), stamped by `clock` when the answer came; the key never reaches the file.
    /// Every exchange that started is written, one that was cancelled too (`"error":"cancelled"`):
    /// a failed forecast cancels the air quality request sent with it, and the replay must find
    /// it to fail the same way.
    static func recording(
        _ inner: HTTPTransport, to file: LineFile, secret: String?, clock: @escaping @Sendable () -> Date
    ) -> HTTPTransport {
        HTTPTransport(prepare: inner.prepare) { request throws(TransportError) in
            let answer: Result<HTTPResponse, TransportError>
            do throws(TransportError) {
                answer = .success(try await inner.send(request))
            } catch {
                answer = .failure(error)
            }
            let exchange = Recording.Exchange(at: DemoClock.milliseconds(clock()), url: Recording.keyless(request.url), answer: answer)
            file.write(Recording.line(for: exchange, secret: secret))
            return try answer.get()
        }
    }
}
