import CCurl
import CCurlShim
import FoundationEssentials
import WeatherCore

/// One GET through libcurl: its easy handle, the body as it arrives, and the caller waiting.
///
/// Made by the caller and then handed to `CurlMulti`'s thread, which alone touches the handle
/// and the body and resumes the caller exactly once. Only the cancelled flag is shared.
final class CurlTransfer: @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportError>

    let url: String
    let connectTimeout: TimeInterval
    let totalTimeout: TimeInterval
    let limit: Int
    /// Certificate authorities to trust instead of the system's store.
    let caBundle: String?
    /// Set by the caller before the transfer is handed over; resumed by the loop thread.
    var continuation: CheckedContinuation<Outcome, Never>?

    private let cancelled = Locked(false)

    // Loop thread only, from `start` on.
    private(set) var easy: UnsafeMutableRawPointer?
    private var headers: UnsafeMutablePointer<curl_slist>?
    private var errorText: UnsafeMutablePointer<CChar>?
    private var body = Data()
    private var overLimit = false

    /// The host and port the transfer connects to, as libcurl counts connections a host.
    let hostKey: String

    init(url: String, connectTimeout: TimeInterval, totalTimeout: TimeInterval, limit: Int, caBundle: String? = nil) {
        self.url = url
        let parts = URLComponents(string: url)
        hostKey = "\(parts?.scheme ?? "")://\(parts?.host?.lowercased() ?? ""):\(parts?.port ?? 0)"
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.limit = limit
        self.caBundle = caBundle
    }

    deinit {
        release()
    }

    /// Asks for the transfer to stop; the loop thread notices when woken. Any thread.
    func cancel() { cancelled.withLock { $0 = true } }

    var isCancelled: Bool { cancelled.withLock { $0 } }

    /// Why wxsh will not fetch `url`, or nil: only https, and http to this machine.
    static func refusal(_ url: URL) -> String? {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = (url.host ?? "").lowercased()
        switch scheme {
        case "https":
            return host.isEmpty ? "it has no host name" : nil
        case "http":
            let loopback = ["localhost", "::1", "[::1]"].contains(host) || host.hasPrefix("127.")
            return loopback ? nil : "plain http:// is used only to this machine; use https://"
        default:
            return "only https:// URLs are fetched"
        }
    }

    // MARK: - Loop thread

    /// Makes the easy handle and adds it to `multi`.
    func start(in multi: UnsafeMutableRawPointer) throws(TransportError) {
        guard let easy = wxsh_curl_easy_init() else { throw .other("libcurl could not start a transfer (out of memory)") }
        self.easy = easy
        errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText?.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        headers = wxsh_curl_slist_append(nil, "Accept: application/json")  // untranslated: an HTTP header

        var failed = CURLE_OK
        func set(_ code: CURLcode) { if failed == CURLE_OK { failed = code } }
        set(wxsh_curl_easy_setopt_string(easy, CURLOPT_URL, url))
        set(wxsh_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "https,http"))
        set(wxsh_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        // Never signals: the process's own handlers (Ctrl-C) stay in charge.
        set(wxsh_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        set(wxsh_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, CurlTransfer.milliseconds(connectTimeout)))
        set(wxsh_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, CurlTransfer.milliseconds(totalTimeout)))
        // "": every encoding libcurl can decode (gzip, deflate, …).
        set(wxsh_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
        set(wxsh_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, "wxsh/\(WXVersion.string)"))
        set(wxsh_curl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headers)))
        // A declared length over the limit is refused before the body (CURLE_FILESIZE_EXCEEDED).
        set(wxsh_curl_easy_setopt_off(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)))
        if let caBundle { set(wxsh_curl_easy_setopt_string(easy, CURLOPT_CAINFO, caBundle)) }
        set(wxsh_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText))
        set(wxsh_curl_easy_setopt_write(easy, CURLOPT_WRITEFUNCTION, curlWriteBody))
        set(wxsh_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(self).toOpaque()))
        if failed != CURLE_OK { throw CurlTransfer.classify(failed, detail: "", connected: false) }
        let added = wxsh_curl_multi_add_handle(multi, easy)
        if added != CURLM_OK { throw .other("libcurl could not start a transfer (\(String(cString: wxsh_curl_multi_strerror(added))))") }
    }

    /// Bytes of the body arrived. - Returns: how many were taken; fewer stops the transfer.
    fileprivate func receive(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let bytes, count > 0 else { return count }
        if body.count + count > limit {
            overLimit = true
            return 0
        }
        body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    /// What a finished transfer amounts to.
    func outcome(_ code: CURLcode) -> Outcome {
        guard let easy else { return .failure(.other("the transfer never started")) }
        if overLimit || code == CURLE_FILESIZE_EXCEEDED { return .failure(.tooLarge(limit: limit)) }
        guard code == CURLE_OK else {
            var sent: curl_off_t = 0
            _ = wxsh_curl_easy_getinfo_off(easy, CURLINFO_PRETRANSFER_TIME_T, &sent)
            let detail = errorText.map { String(cString: $0) } ?? ""
            return .failure(CurlTransfer.classify(code, detail: detail, connected: sent > 0))
        }
        var status = 0
        _ = wxsh_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var location: String?
        if (300...399).contains(status) {
            var text: UnsafePointer<CChar>?
            if wxsh_curl_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &text) == CURLE_OK, let text {
                location = String(cString: text)
            }
        }
        // A 429's or 503's `Retry-After` (seconds, or a date curl turns into seconds).
        var retryAfter: curl_off_t = 0
        _ = wxsh_curl_easy_getinfo_off(easy, CURLINFO_RETRY_AFTER, &retryAfter)
        var response = HTTPResponse(status: status, body: body, location: location)
        response.retryAfter = retryAfter > 0 ? Int(min(retryAfter, 86_400)) : nil
        return .success(response)
    }

    /// Resumes the caller with the outcome and frees the handle. Loop thread, once.
    func settle(_ outcome: Outcome) {
        let waiting = continuation
        continuation = nil
        release()
        waiting?.resume(returning: outcome)
    }

    private func release() {
        if let easy { wxsh_curl_easy_cleanup(easy) }
        easy = nil
        if let headers { wxsh_curl_slist_free_all(headers) }
        headers = nil
        errorText?.deallocate()
        errorText = nil
        body = Data()
    }

    static func milliseconds(_ seconds: TimeInterval) -> Int {
        Int(max(1, min(seconds * 1000, Double(Int32.max))).rounded())
    }
}

/// libcurl's write callback: hands the bytes to the transfer whose pointer is the context.
private let curlWriteBody: wxsh_curl_write_fn = { bytes, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receive(bytes, size * count)
}
