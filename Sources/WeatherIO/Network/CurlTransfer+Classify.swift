import CCurl
import CCurlShim
import WeatherCore

extension CurlTransfer {
    /// Sorts a libcurl failure into the classes wxsh reports.
    /// - Parameters:
    ///   - detail: libcurl's own message for this transfer (it may hold the URL: the caller
    ///     scrubs the key from it before showing it).
    ///   - connected: whether the request was sent (a timeout before that is the connect one).
    static func classify(_ code: CURLcode, detail: String, connected: Bool) -> TransportError {
        let described = detail.isEmpty ? String(cString: wxsh_curl_easy_strerror(code)) : detail
        // A proxy (https_proxy) that would not open the tunnel: about the proxy, not the API.
        if described.hasPrefix("CONNECT tunnel failed") || code == CURLE_COULDNT_RESOLVE_PROXY || code == CURLE_PROXY {
            return .other("the proxy in https_proxy would not connect: \(described)")
        }
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotFindHost
        case CURLE_COULDNT_CONNECT:
            return .cannotConnect
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(connected ? .total : .connect)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_WEIRD_SERVER_REPLY,
            CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
            return .connectionLost
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED,
            CURLE_USE_SSL_FAILED:
            return .tls(described)
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            return .badURL(described)
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        default:
            return .other(described)
        }
    }
}
