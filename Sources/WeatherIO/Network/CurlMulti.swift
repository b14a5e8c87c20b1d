import CCurl
import CCurlShim
import Foundation
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
    /// Made on the first request: offline runs never start libcurl.
    static let shared = CurlMulti()

    /// The most connections open to one host at once.
    static let connectionsPerHost = 6

    /// The multi handle; used by the loop thread, and by `wake()` from any thread.
    private let multi: UnsafeMutableRawPointer
    /// Transfers handed over and not yet added.
    private let incoming = Locked<[CurlTransfer]>([])
    /// Transfers in the multi handle. Loop thread only.
    private var active: [CurlTransfer] = []

    private init() {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard let handle = curl_multi_init() else { fatalError("libcurl could not make a multi handle (out of memory)") }
        multi = handle
        // Polite to each service: at most 6 connections a host (`places` sends every place's
        // requests at once; the rest wait for a free connection), and room to keep them all
        // open for the next command, from one or two hosts. Over TLS libcurl multiplexes on
        // HTTP/2 where the server offers it.
        _ = wxsh_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, CurlMulti.connectionsPerHost)
        _ = wxsh_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 2 * CurlMulti.connectionsPerHost)
        let thread = Thread { [self] in loop() }
        thread.name = "wxsh.curl"
        thread.start()
    }

    /// Hands a transfer to the loop thread.
    func submit(_ transfer: CurlTransfer) {
        incoming.withLock { $0.append(transfer) }
        wake()
    }

    /// Makes the loop look at its transfers again (a new one, a cancelled one). Any thread.
    func wake() {
        _ = curl_multi_wakeup(multi)
    }

    // MARK: - The loop thread

    private func loop() {
        // Signals (Ctrl-C) are for the shell's threads: this one only waits on sockets.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        while true {
            startIncoming()
            for transfer in active where transfer.isCancelled {
                finish(transfer, .failure(.cancelled))
            }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            collectFinished()
            // With transfers running libcurl shortens this to its own next timer; idle, only a
            // wake-up ends it (the minute is only a backstop).
            var ready: Int32 = 0
            _ = curl_multi_poll(multi, nil, 0, active.isEmpty ? 60_000 : 1_000, &ready)
        }
    }

    private func startIncoming() {
        let new = incoming.withLock { queue -> [CurlTransfer] in
            defer { queue = [] }
            return queue
        }
        for transfer in new {
            if transfer.isCancelled {
                transfer.settle(.failure(.cancelled))
                continue
            }
            do {
                try transfer.start(in: multi)
                active.append(transfer)
            } catch {
                transfer.settle(.failure(error))
            }
        }
    }

    /// Settles every transfer libcurl says is done.
    private func collectFinished() {
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
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
        if let easy = transfer.easy { _ = curl_multi_remove_handle(multi, easy) }
        transfer.settle(outcome)
    }
}
