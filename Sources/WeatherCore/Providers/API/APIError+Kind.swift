import CoreModel

/// Each provider failure's kind for scripts (`--format json`), with its HTTP status and
/// `Retry-After` where they apply: decided here, where the failures are defined.
extension APIError {
    package var kind: ErrorReport.Kind {
        switch self {
        case .noKey, .invalidKey, .subscriptionRequired: return .unauthorized
        case .quota: return .rateLimited
        case .notFound, .server, .rejected, .redirect: return .http
        case .badResponse, .tooLarge: return .invalidData
        case .dnsFailure, .connectionRefused, .connectionLost, .timedOut, .tls, .badURL, .offline, .transport: return .network
        case .cancelled: return .interrupted
        }
    }

    /// The HTTP status the server answered with, when that is the failure.
    package var status: Int? {
        switch self {
        case .invalidKey, .subscriptionRequired: return 401
        case .notFound: return 404
        case .quota: return 429
        case .server(let status, _), .rejected(let status, _, _), .redirect(let status, _): return status
        default: return nil
        }
    }

    /// The failure as the session receives it.
    package var failure: FetchFailure {
        guard case .quota(let retryAfter) = self else { return FetchFailure(message, kind: kind, status: status) }
        return FetchFailure(message, kind: kind, status: status, retryAfter: retryAfter)
    }
}

extension OpenMeteoError {
    package var kind: ErrorReport.Kind {
        switch self {
        case .tooManyRequests, .pausing: return .rateLimited
        case .rejected, .notFound, .server: return .http
        case .badResponse: return .invalidData
        case .network(let error): return error.kind
        case .cancelled: return .interrupted
        }
    }

    /// The failure as the session receives it: a 429's pause is its `retry_after`.
    package var failure: FetchFailure {
        switch self {
        case .cancelled: return .cancelled
        case .tooManyRequests: return FetchFailure(message, kind: kind, status: 429, retryAfter: Int(OpenMeteoCourtesy.pause))
        case .pausing(_, let seconds): return FetchFailure(message, kind: kind, status: 429, retryAfter: seconds)
        case .rejected(let status, _, _), .server(let status, _): return FetchFailure(message, kind: kind, status: status)
        case .notFound: return FetchFailure(message, kind: kind, status: 404)
        case .network(let error): return FetchFailure(message, kind: kind, status: error.status)
        case .badResponse: return FetchFailure(message, kind: kind)
        }
    }
}
