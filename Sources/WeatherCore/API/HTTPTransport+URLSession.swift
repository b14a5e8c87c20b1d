import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPTransport {
    /// The live transport: Foundation's URLSession (libcurl on Linux), with wxsh's own deadlines
    /// and body cap, because URLSession's timeouts are idle timers and it has no size limit.
    ///
    /// Each request gets an ephemeral session: no cache, no cookies, no credentials, no
    /// redirects (a 3xx comes back as it is). Cancelling the Swift task cancels the transfer and
    /// returns `.cancelled` at once, without waiting for libcurl to wind down.
    /// - Parameters:
    ///   - connectTimeout: seconds to connect and receive the status line.
    ///   - totalTimeout: seconds for the whole exchange.
    ///   - maximumBodySize: bytes; a longer body stops the transfer with `.tooLarge`.
    public static func urlSession(connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 30,
                                  maximumBodySize: Int = 4 * 1024 * 1024) -> HTTPTransport {
        HTTPTransport { request throws(TransportError) in
            let exchange = URLSessionExchange(
                url: request.url,
                connectTimeout: request.connectTimeout ?? connectTimeout,
                totalTimeout: request.totalTimeout ?? totalTimeout,
                limit: maximumBodySize)
            return try await exchange.run().get()
        }
    }
}

/// One request through URLSession, as a delegate-driven data task (Linux's URLSession has no
/// `bytes(for:)`), so the body can be capped while it streams in.
///
/// Whichever comes first—completion, a deadline, the cap, or cancellation—settles the exchange;
/// later events are ignored. The session is invalidated right after it settles, which also
/// releases this delegate (URLSession holds its delegate strongly until then).
final class URLSessionExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportError>

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        /// Set once; an outcome that arrives before the continuation waits here.
        var outcome: Outcome?
        var status: Int?
        var body = Data()
        var session: URLSession?
        var task: URLSessionDataTask?
        var timers: [DispatchWorkItem] = []
    }

    private let url: URL
    private let connectTimeout: TimeInterval
    private let totalTimeout: TimeInterval
    private let limit: Int
    private let state = Locked(State())

    init(url: URL, connectTimeout: TimeInterval, totalTimeout: TimeInterval, limit: Int) {
        self.url = url
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.limit = limit
    }

    /// Runs the exchange to its outcome.
    func run() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                start(continuation)
            }
        } onCancel: {
            settle(.failure(.cancelled))
        }
    }

    private func start(_ continuation: CheckedContinuation<Outcome, Never>) {
        let settled: Outcome? = state.withLock { state in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let settled {
            continuation.resume(returning: settled)
            return
        }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        // Our own timers decide; URLSession's idle timers are only a backstop.
        let backstop = max(connectTimeout, totalTimeout) + 5
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop

        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: backstop)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("wxsh/\(WXVersion.string)", forHTTPHeaderField: "User-Agent")

        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: request)
        let connectTimer = DispatchWorkItem { [weak self] in self?.deadline(.connect) }
        let totalTimer = DispatchWorkItem { [weak self] in self?.deadline(.total) }

        let alreadySettled = state.withLock { state -> Bool in
            state.session = session
            state.task = task
            state.timers = [connectTimer, totalTimer]
            return state.outcome != nil
        }
        if alreadySettled {
            // Cancelled between the two locks: settle() saw no session to tear down.
            task.cancel()
            session.invalidateAndCancel()
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + connectTimeout, execute: connectTimer)
        DispatchQueue.global().asyncAfter(deadline: .now() + totalTimeout, execute: totalTimer)
        task.resume()
    }

    private func deadline(_ phase: TimeoutPhase) {
        let answered = state.withLock { $0.status != nil }
        if phase == .connect && answered { return }
        settle(.failure(.timedOut(phase)))
    }

    /// Records the outcome (first one wins), tears the transfer down and resumes the caller.
    private func settle(_ outcome: Outcome) {
        let taken = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, URLSession?, URLSessionDataTask?, [DispatchWorkItem])? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.session = nil
                state.task = nil
                state.timers = []
                state.body = Data()
            }
            return (state.continuation, state.session, state.task, state.timers)
        }
        guard let (continuation, session, task, timers) = taken else { return }
        timers.forEach { $0.cancel() }
        // The caller first: tearing the transfer down can block for a while (URLSession's
        // cancel waits on the queue that is busy reading a fast body), so it happens after,
        // and not on the thread that settled (a delegate callback, a timer, Ctrl-C).
        continuation?.resume(returning: outcome)
        guard session != nil || task != nil else { return }
        let teardown = Teardown(session: session, task: task, finish: outcome.isSuccess)
        URLSessionExchange.teardownQueue.async { teardown.run() }
    }

    /// Where finished transfers are cancelled and their sessions invalidated.
    private static let teardownQueue = DispatchQueue(label: "wxsh.http.teardown", qos: .utility)

    /// A settled transfer's session and task, to release.
    private struct Teardown: @unchecked Sendable {
        let session: URLSession?
        let task: URLSessionDataTask?
        let finish: Bool

        func run() {
            if finish {
                session?.finishTasksAndInvalidate()
            } else {
                task?.cancel()
                session?.invalidateAndCancel()
            }
        }
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        state.withLock { $0.status = status }
        if response.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            settle(.failure(.tooLarge(limit: limit)))
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > limit
        }
        if over { settle(.failure(.tooLarge(limit: limit))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (seen, body) = state.withLock { ($0.status, $0.body) }
        // Linux's URLSession skips didReceive(response:) for a 3xx without Location.
        let status = seen ?? (task.response as? HTTPURLResponse)?.statusCode
        if let error {
            settle(.failure(URLSessionExchange.classify(error, answered: status != nil)))
        } else if let status {
            settle(.success(HTTPResponse(status: status, body: body)))
        } else {
            settle(.failure(.other("the server sent no HTTP answer")))
        }
    }

    /// Sorts a URLSession error into the classes wxsh reports.
    static func classify(_ error: any Error, answered: Bool) -> TransportError {
        let ns = error as NSError
        guard ns.domain == NSURLErrorDomain else { return .other("\(ns.domain) error \(ns.code)") }
        switch ns.code {
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
            return .cannotFindHost
        case NSURLErrorCannotConnectToHost:
            return .cannotConnect
        case NSURLErrorTimedOut:
            return .timedOut(answered ? .total : .connect)
        case NSURLErrorNetworkConnectionLost, NSURLErrorBadServerResponse, NSURLErrorZeroByteResource,
             NSURLErrorCannotParseResponse, NSURLErrorCannotDecodeRawData:
            return .connectionLost
        case NSURLErrorNotConnectedToInternet, NSURLErrorDataNotAllowed, NSURLErrorInternationalRoamingOff:
            return .notConnected
        case NSURLErrorCancelled:
            return .cancelled
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateHasBadDate,
             NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasUnknownRoot,
             NSURLErrorServerCertificateNotYetValid, NSURLErrorClientCertificateRejected,
             NSURLErrorClientCertificateRequired:
            return .other("the secure (TLS) connection failed")
        case NSURLErrorUnknown where answered:
            // libcurl's "transfer closed with bytes remaining" arrives as an unknown error.
            return .connectionLost
        case NSURLErrorUnsupportedURL, NSURLErrorBadURL:
            return .other("the URL is not one wxsh can fetch (http:// or https:// only)")
        default:
            return .other("URL error \(ns.code)")
        }
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
