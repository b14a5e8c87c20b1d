import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension HTTPTransport {
    /// The transport the shell uses: libcurl itself on Linux, URLSession elsewhere.
    ///
    /// On Linux, URLSession drives libcurl through dispatch sources and never removes a socket's
    /// write source once curl has asked for one, so while it waits for an answer it spins on a
    /// socket that is always writable: a whole core for the length of every request (and on a
    /// 2-core machine the server, the renderer and everything else get what is left). libcurl's
    /// own event loop waits properly.
    public static var live: HTTPTransport {
        #if os(Linux)
        if CurlLibrary.shared != nil { return .curl() }
        #endif
        return .urlSession()
    }
}

#if os(Linux)
extension HTTPTransport {
    /// libcurl's multi interface on a thread of its own per request, with wxsh's own deadlines and
    /// body cap; the same behaviour as `urlSession(…)`: no redirects, no cookies, no cache, and
    /// cancelling the task returns `.cancelled` at once while the transfer is torn down behind it.
    /// - Parameters:
    ///   - connectTimeout: seconds to connect and receive the status line.
    ///   - totalTimeout: seconds for the whole exchange.
    ///   - maximumBodySize: bytes; a longer body stops the transfer with `.tooLarge`.
    public static func curl(connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 30,
                            maximumBodySize: Int = 4 * 1024 * 1024) -> HTTPTransport {
        HTTPTransport { request throws(TransportError) in
            guard let library = CurlLibrary.shared else { throw .other("libcurl is not available") }
            let transfer = CurlTransfer(library: library, url: request.url,
                                        connectTimeout: request.connectTimeout ?? connectTimeout,
                                        totalTimeout: request.totalTimeout ?? totalTimeout, limit: maximumBodySize)
            return try await transfer.run().get()
        }
    }
}

/// One GET through libcurl. The transfer runs on its own thread (curl blocks in its poll);
/// whichever comes first—its end, a deadline, the cap, or cancellation—settles it, and later
/// events are ignored.
final class CurlTransfer: @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportError>

    private let library: CurlLibrary
    private let url: URL
    private let connectTimeout: TimeInterval
    private let totalTimeout: TimeInterval
    private let limit: Int

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
        var multi: OpaquePointer?
    }
    private let state = Locked(State())
    /// Written by curl's callbacks on the transfer's thread only.
    private var body = Data()
    private var answered = false
    private var overLimit = false

    init(library: CurlLibrary, url: URL, connectTimeout: TimeInterval, totalTimeout: TimeInterval, limit: Int) {
        self.library = library
        self.url = url
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.limit = limit
    }

    func run() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let settled: Outcome? = state.withLock { state in
                    if let outcome = state.outcome { return outcome }
                    state.continuation = continuation
                    return nil
                }
                if let settled {
                    continuation.resume(returning: settled)
                    return
                }
                let thread = Thread { [self] in transfer() }
                thread.name = "wxsh http"
                thread.start()
            }
        } onCancel: {
            settle(.failure(.cancelled))
        }
    }

    /// Records the outcome (the first wins), resumes the caller, and wakes the transfer so that
    /// it hangs up.
    private func settle(_ outcome: Outcome) {
        let taken = state.withLock { state -> CheckedContinuation<Outcome, Never>?? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            // Under the lock: the transfer's thread clears `multi` under it before cleaning up.
            if let multi = state.multi { _ = library.multiWakeup(multi) }
            defer { state.continuation = nil }
            return .some(state.continuation)
        }
        guard let continuation = taken else { return }
        continuation?.resume(returning: outcome)
    }

    private var isSettled: Bool { state.withLock { $0.outcome != nil } }

    // MARK: - The transfer's thread

    private func transfer() {
        let lib = library
        guard let easy = lib.easyInit(), let multi = lib.multiInit() else {
            settle(.failure(.other("libcurl could not start a transfer")))
            return
        }
        var headers: OpaquePointer?
        headers = lib.slistAppend(headers, "Accept: application/json")
        let me = Unmanaged.passRetained(self)
        defer {
            _ = lib.multiRemoveHandle(multi, easy)
            lib.easyCleanup(easy)
            state.withLock { $0.multi = nil }
            _ = lib.multiCleanup(multi)
            lib.slistFreeAll(headers)
            me.release()
        }
        let context = UnsafeMutableRawPointer(me.toOpaque())
        _ = lib.setoptString(easy, CurlOption.url, url.absoluteString)
        _ = lib.setoptString(easy, CurlOption.userAgent, "wxsh/\(WXVersion.string)")
        _ = lib.setoptPointer(easy, CurlOption.httpHeader, UnsafeRawPointer(headers))
        _ = lib.setoptLong(easy, CurlOption.noSignal, 1)
        _ = lib.setoptLong(easy, CurlOption.followLocation, 0)
        _ = lib.setoptLong(easy, CurlOption.maxFileSize, limit)
        _ = lib.setoptLong(easy, CurlOption.connectTimeoutMs, Self.milliseconds(connectTimeout))
        _ = lib.setoptLong(easy, CurlOption.timeoutMs, Self.milliseconds(totalTimeout) + 1000)  // ours first
        _ = lib.setoptCallback(easy, CurlOption.writeFunction, unsafeBitCast(curlWrite, to: UnsafeRawPointer.self))
        _ = lib.setoptPointer(easy, CurlOption.writeData, context)
        _ = lib.setoptCallback(easy, CurlOption.headerFunction, unsafeBitCast(curlHeader, to: UnsafeRawPointer.self))
        _ = lib.setoptPointer(easy, CurlOption.headerData, context)
        _ = lib.multiAddHandle(multi, easy)
        state.withLock { $0.multi = multi }

        let started = ContinuousClock.now
        let connectDeadline = started + .milliseconds(Self.milliseconds(connectTimeout))
        let totalDeadline = started + .milliseconds(Self.milliseconds(totalTimeout))
        var running: Int32 = 1
        while running > 0 {
            if isSettled { return }  // cancelled: hang up
            if lib.multiPerform(multi, &running) != 0 { break }
            if running == 0 { break }
            let now = ContinuousClock.now
            if !answered && now >= connectDeadline { return settle(.failure(.timedOut(.connect))) }
            if now >= totalDeadline { return settle(.failure(.timedOut(.total))) }
            let next = answered ? totalDeadline : min(connectDeadline, totalDeadline)
            let wait = max(1, min(1000, Self.milliseconds(next - now)))
            _ = lib.multiPoll(multi, nil, 0, Int32(wait), nil)
        }
        var left: Int32 = 0
        var code: Int32 = -1
        if let message = lib.multiInfoRead(multi, &left), message.pointee.msg == 1 /* CURLMSG_DONE */ {
            code = message.pointee.result
        }
        var status = 0
        _ = lib.getinfoLong(easy, CurlInfo.responseCode, &status)
        if code == 0 {
            settle(.success(HTTPResponse(status: status, body: body)))
        } else {
            var osErrno = 0
            _ = lib.getinfoLong(easy, CurlInfo.osErrno, &osErrno)
            settle(.failure(Self.classify(code, answered: answered, overLimit: overLimit, osErrno: osErrno,
                                          limit: limit, describe: { lib.describe($0) })))
        }
    }

    fileprivate func received(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if isSettled { return false }
        if body.count + bytes.count > limit {
            overLimit = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    fileprivate func receivedHeaderLine() {
        answered = true
    }

    static func milliseconds(_ seconds: TimeInterval) -> Int {
        Int((seconds * 1000).rounded(.up))
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }

    /// Sorts a libcurl result code into the classes wxsh reports.
    static func classify(_ code: Int32, answered: Bool, overLimit: Bool, osErrno: Int, limit: Int,
                         describe: (Int32) -> String) -> TransportError {
        if overLimit { return .tooLarge(limit: limit) }
        switch code {
        case 5, 6: return .cannotFindHost  // COULDNT_RESOLVE_PROXY, COULDNT_RESOLVE_HOST
        case 7:  // COULDNT_CONNECT
            if osErrno == Int(ENETUNREACH) || osErrno == Int(EHOSTUNREACH) { return .notConnected }
            return .cannotConnect
        case 28: return .timedOut(answered ? .total : .connect)  // OPERATION_TIMEDOUT
        case 8, 18, 52, 55, 56: return .connectionLost  // WEIRD_SERVER_REPLY, PARTIAL_FILE, GOT_NOTHING, SEND_ERROR, RECV_ERROR
        case 63: return .tooLarge(limit: limit)  // FILESIZE_EXCEEDED
        case 42: return .cancelled  // ABORTED_BY_CALLBACK
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:
            return .other("the secure (TLS) connection failed")
        case 1, 3: return .other("the URL is not one wxsh can fetch (http:// or https:// only)")
        default: return .other("libcurl error \(code): \(describe(code))")
        }
    }
}

/// libcurl's write callback: appends to the transfer's body; a short count stops the transfer.
private let curlWrite: @convention(c) (UnsafeMutableRawPointer?, Int, Int, UnsafeMutableRawPointer?) -> Int = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.received(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// libcurl's header callback: the first header line means the server has answered.
private let curlHeader: @convention(c) (UnsafeMutableRawPointer?, Int, Int, UnsafeMutableRawPointer?) -> Int = { _, size, count, context in
    if let context { Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receivedHeaderLine() }
    return size * count
}

/// The option and info numbers wxsh uses; libcurl's ABI keeps them fixed.
enum CurlOption {
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let userAgent: Int32 = 10_018
    static let httpHeader: Int32 = 10_023
    static let headerData: Int32 = 10_029
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    static let followLocation: Int32 = 52
    static let noSignal: Int32 = 99
    static let maxFileSize: Int32 = 114
    static let timeoutMs: Int32 = 155
    static let connectTimeoutMs: Int32 = 156
}

enum CurlInfo {
    static let responseCode: Int32 = 0x200002
    static let osErrno: Int32 = 0x200019
}

/// `CURLMsg`: what finished, and how.
struct CurlMessage {
    var msg: Int32
    var easy: OpaquePointer?
    var result: Int32
}

/// libcurl's functions, found in the libcurl.so.4 that Foundation already loads, so that wxsh
/// needs no curl headers to build. `curl_easy_setopt` and `curl_easy_getinfo` are variadic in C;
/// they are called through fixed prototypes, which the x86-64 and AArch64 Linux calling
/// conventions pass exactly as variadic arguments.
final class CurlLibrary: @unchecked Sendable {
    static let shared: CurlLibrary? = CurlLibrary()

    let easyInit: @convention(c) () -> OpaquePointer?
    let easyCleanup: @convention(c) (OpaquePointer?) -> Void
    let setoptLong: @convention(c) (OpaquePointer?, Int32, Int) -> Int32
    let setoptPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let setoptString: @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Int32
    let setoptCallback: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let getinfoLong: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>?) -> Int32
    let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let multiInit: @convention(c) () -> OpaquePointer?
    let multiCleanup: @convention(c) (OpaquePointer?) -> Int32
    let multiAddHandle: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let multiRemoveHandle: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let multiPerform: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32
    let multiPoll: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    let multiWakeup: @convention(c) (OpaquePointer?) -> Int32
    let multiInfoReadRaw: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let slistAppendRaw: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let slistFreeAll: @convention(c) (OpaquePointer?) -> Void

    private init?() {
        guard let handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libcurl.so.4", RTLD_NOW) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> OpaquePointer?).self),
              let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (OpaquePointer?) -> Void).self),
              let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo"),
              let easyStrerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
              let multiInit = symbol("curl_multi_init", as: (@convention(c) () -> OpaquePointer?).self),
              let multiCleanup = symbol("curl_multi_cleanup", as: (@convention(c) (OpaquePointer?) -> Int32).self),
              let multiAddHandle = symbol("curl_multi_add_handle", as: (@convention(c) (OpaquePointer?, OpaquePointer?) -> Int32).self),
              let multiRemoveHandle = symbol("curl_multi_remove_handle", as: (@convention(c) (OpaquePointer?, OpaquePointer?) -> Int32).self),
              let multiPerform = symbol("curl_multi_perform", as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> Int32).self),
              let multiPoll = symbol("curl_multi_poll", as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32).self),
              let multiWakeup = symbol("curl_multi_wakeup", as: (@convention(c) (OpaquePointer?) -> Int32).self),
              let multiInfoRead = symbol("curl_multi_info_read", as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?).self),
              let slistAppend = symbol("curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
              let slistFreeAll = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else { return nil }
        self.easyInit = easyInit
        self.easyCleanup = easyCleanup
        setoptLong = unsafeBitCast(setopt, to: (@convention(c) (OpaquePointer?, Int32, Int) -> Int32).self)
        setoptPointer = unsafeBitCast(setopt, to: (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self)
        setoptString = unsafeBitCast(setopt, to: (@convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Int32).self)
        setoptCallback = unsafeBitCast(setopt, to: (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self)
        getinfoLong = unsafeBitCast(getinfo, to: (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>?) -> Int32).self)
        self.easyStrerror = easyStrerror
        self.multiInit = multiInit
        self.multiCleanup = multiCleanup
        self.multiAddHandle = multiAddHandle
        self.multiRemoveHandle = multiRemoveHandle
        self.multiPerform = multiPerform
        self.multiPoll = multiPoll
        self.multiWakeup = multiWakeup
        multiInfoReadRaw = multiInfoRead
        slistAppendRaw = slistAppend
        self.slistFreeAll = slistFreeAll
    }

    func slistAppend(_ list: OpaquePointer?, _ text: String) -> OpaquePointer? {
        text.withCString { slistAppendRaw(list, $0) } ?? list
    }

    func multiInfoRead(_ multi: OpaquePointer?, _ left: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<CurlMessage>? {
        multiInfoReadRaw(multi, left)?.assumingMemoryBound(to: CurlMessage.self)
    }

    func describe(_ code: Int32) -> String {
        easyStrerror(code).map { String(cString: $0) } ?? "unknown"
    }
}

extension CurlLibrary {
    /// `curl_easy_setopt` with a string: curl copies it (since 7.17), so a temporary is enough.
    func setoptString(_ easy: OpaquePointer?, _ option: Int32, _ value: String) -> Int32 {
        value.withCString { setoptString(easy, option, $0) }
    }
}
#endif
