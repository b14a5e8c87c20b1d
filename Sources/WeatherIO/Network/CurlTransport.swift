import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

extension HTTPTransport {
    /// The transport the shell uses: libcurl, through the process's one connection pool, with
    /// the certificate authorities of `CURL_CA_BUNDLE` when it is set (else the system's).
    package static var live: HTTPTransport {
        // `getenv`, not `ProcessInfo.environment`, which builds the whole environment again (0.4 M
        // instructions of every start, as the services are made at every start).
        .curl(caBundle: getenv("CURL_CA_BUNDLE").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// libcurl's transport: every request of the process goes through one `curl_multi` handle,
    /// run by one thread, so requests made together run together and connections (one TLS
    /// handshake per host) are kept for the next command.
    ///
    /// Redirects are not followed (a 3xx comes back as it is, with its `Location`); only https
    /// is fetched, and http only from this machine (127.0.0.1, ::1, localhost). Cancelling the
    /// Swift task stops the transfer and returns `.cancelled` at once.
    /// - Parameters:
    ///   - connectTimeout: seconds to make the connection (TCP and TLS), unless the request says.
    ///   - totalTimeout: seconds for the whole exchange, unless the request says.
    ///   - maximumBodySize: bytes; a longer body stops the transfer with `.tooLarge`.
    ///   - caBundle: a file of certificate authorities to trust instead of the system's.
    package static func curl(
        connectTimeout: TimeInterval = OpenWeatherClient.defaultConnectTimeout,
        totalTimeout: TimeInterval = OpenWeatherClient.defaultTotalTimeout,
        maximumBodySize: Int = 4 * 1024 * 1024, caBundle: String? = nil
    ) -> HTTPTransport {
        HTTPTransport(prepare: CurlMulti.prepare) { request throws(TransportError) in
            if let problem = CurlTransfer.refusal(request.url) { throw .badURL(problem) }
            let transfer = CurlTransfer(
                url: request.url.absoluteString,
                connectTimeout: request.connectTimeout ?? connectTimeout,
                totalTimeout: request.totalTimeout ?? totalTimeout,
                limit: maximumBodySize,
                caBundle: caBundle)
            return try await CurlMulti.shared.get().run(transfer).get()
        }
    }
}

extension CurlMulti {
    /// Runs one transfer to its outcome; cancelling the calling task cancels it.
    func run(_ transfer: CurlTransfer) async -> CurlTransfer.Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<CurlTransfer.Outcome, Never>) in
                transfer.continuation = continuation
                submit(transfer)
            }
        } onCancel: {
            transfer.cancel()
            wake()
        }
    }
}
