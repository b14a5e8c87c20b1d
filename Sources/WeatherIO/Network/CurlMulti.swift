import CCurl
import CCurlShim
import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's one libcurl multi handle and the thread that drives it.
///
/// Keeping one multi handle for the life of the process keeps its connections (and DNS and
/// TLS session caches) from one command to the next. Its thread sleeps in `curl_multi_poll`,
/// which returns when a socket is ready, a libcurl timer is due, or another thread calls
/// `curl_multi_wakeup` (a new transfer, a cancellation): no CPU is spent while waiting.
///
/// Only that thread touches the multi handle and the easy handles in it; other threads hand
/// it transfers through `incoming` (under a lock) and wake it.
final class CurlMulti: @unchecked Sendable {
    /// Made on the first request, or just before it by `prepare`: offline runs never load libcurl. Fails (every request says
    /// why, in one line) when libcurl cannot be loaded.
    static let shared = Result { () throws(TransportError) in try CurlMulti() }

    /// Starts making `shared` (loading libcurl and its libraries, `curl_global_init`, the loop
    /// thread) on a thread of its own, the first time only, and returns at once: a request made
    /// meanwhile waits there for it to be made (a global is made once, and the others wait).
    /// For a caller that knows a request will follow and has other work first.
    static func prepare() { _ = preparing }

    /// Whether `prepare`'s thread could be started (if not, the first request makes `shared`).
    private static let preparing: Bool = {
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { _ in
                // Signals are for the shell's threads (the loop thread started from here keeps
                // this mask too).
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                _ = CurlMulti.shared
                return nil
            }, nil)
        guard made == 0 else { return false }
        pthread_detach(thread)
        return true
    }()

    /// The most connections open to one host at once.
    static let connectionsPerHost = 6

    /// The multi handle; used by the loop thread, and by `wake()` from any thread.
    private let multi: UnsafeMutableRawPointer
    /// Transfers handed over and not yet added.
    private let incoming = Locked<[CurlTransfer]>([])
    /// Transfers in the multi handle. Loop thread only.
    private var active: [CurlTransfer] = []
    /// Transfers handed over that wait for a free connection to their host, oldest first. Loop
    /// thread only.
    ///
    /// A transfer's easy handle is made and added only when its host has fewer than
    /// `connectionsPerHost` transfers running. libcurl would queue the rest itself, but its
    /// timers (CURLOPT_CONNECTTIMEOUT, CURLOPT_TIMEOUT) start at `curl_multi_add_handle`: with
    /// `places` asking for 14 places (28 requests) at once and answers taking 8 s, the last
    /// rounds' 30 s ran out while they waited their turn. Queued here, a request's timers start
    /// when it is sent, as the timeouts promise. (Per-phase timeouts from the connection on
    /// would need libcurl's low-speed limits, which cannot tell a slow server from a queue.)
    private var waiting: [CurlTransfer] = []

    private init() throws(TransportError) {
        if let problem = wxsh_curl_load() { throw .other(String(cString: problem)) }
        _ = wxsh_curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard let handle = wxsh_curl_multi_init() else { throw .other("libcurl could not make a multi handle (out of memory)") }
        multi = handle
        // Polite to each service: at most 6 connections a host (`places` sends every place's
        // requests at once; the rest wait in `waiting`, so libcurl's limit is only a backstop
        // and never holds a handle whose timers run), and room to keep them all
        // open for the next command, from one or two hosts. Over TLS libcurl multiplexes on
        // HTTP/2 where the server offers it.
        _ = wxsh_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, CurlMulti.connectionsPerHost)
        _ = wxsh_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 2 * CurlMulti.connectionsPerHost)
        try startLoopThread()
    }

    /// Hands a transfer to the loop thread.
    func submit(_ transfer: CurlTransfer) {
        incoming.withLock { $0.append(transfer) }
        wake()
    }

    /// Makes the loop look at its transfers again (a new one, a cancelled one). Any thread.
    func wake() {
        _ = wxsh_curl_multi_wakeup(multi)
    }

    // MARK: - The loop thread

    /// Runs `loop()` on a thread of its own (a plain pthread: Foundation's `Thread` is not in
    /// FoundationEssentials), for the life of the process.
    private func startLoopThread() throws(TransportError) {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<CurlMulti>.fromOpaque(context!).takeRetainedValue().loop()
                return nil
            }, context)
        guard made == 0 else {
            Unmanaged<CurlMulti>.fromOpaque(context).release()
            throw .other("cannot start the network thread: \(String(cString: strerror(made)))")
        }
        pthread_detach(thread)
    }

    private func loop() {
        // Signals (Ctrl-C) are for the shell's threads: this one only waits on sockets.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        while true {
            takeIncoming()
            for transfer in active where transfer.isCancelled {
                finish(transfer, .failure(.cancelled))
            }
            startWaiting()
            var running: Int32 = 0
            _ = wxsh_curl_multi_perform(multi, &running)
            collectFinished()
            // A finished transfer frees its connection for the next one waiting, at once.
            startWaiting()
            // With transfers running libcurl shortens this to its own next timer; idle, only a
            // wake-up ends it (the minute is only a backstop).
            var ready: Int32 = 0
            _ = wxsh_curl_multi_poll(multi, nil, 0, active.isEmpty ? 60_000 : 1_000, &ready)
        }
    }

    private func takeIncoming() {
        waiting += incoming.withLock { queue -> [CurlTransfer] in
            defer { queue = [] }
            return queue
        }
    }

    /// Starts, oldest first, every waiting transfer whose host has a connection free; settles
    /// the cancelled ones.
    private func startWaiting() {
        guard !waiting.isEmpty else { return }
        var running: [String: Int] = [:]
        for transfer in active { running[transfer.hostKey, default: 0] += 1 }
        var still: [CurlTransfer] = []
        for transfer in waiting {
            if transfer.isCancelled {
                transfer.settle(.failure(.cancelled))
                continue
            }
            guard running[transfer.hostKey, default: 0] < CurlMulti.connectionsPerHost else {
                still.append(transfer)
                continue
            }
            do {
                try transfer.start(in: multi)
                active.append(transfer)
                running[transfer.hostKey, default: 0] += 1
            } catch {
                transfer.settle(.failure(error))
            }
        }
        waiting = still
    }

    /// Settles every transfer libcurl says is done.
    private func collectFinished() {
        var left: Int32 = 0
        while let message = wxsh_curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active.first(where: { $0.easy == easy })
            else { continue }
            let code = message.pointee.data.result
            finish(transfer, transfer.outcome(code))
        }
    }

    /// Takes a transfer out of the multi handle (closing its connection if it was still
    /// receiving) and resumes its caller.
    private func finish(_ transfer: CurlTransfer, _ outcome: CurlTransfer.Outcome) {
        active.removeAll { $0 === transfer }
        if let easy = transfer.easy { _ = wxsh_curl_multi_remove_handle(multi, easy) }
        transfer.settle(outcome)
    }
}
