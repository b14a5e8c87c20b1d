import Foundation

extension FakeOpenWeatherServer {
    /// What the server answers to a GET of `url`, without a socket: for tests that hand wxsh a
    /// transport answering from memory. Nothing is logged or delayed.
    public func answer(_ url: URL) -> (status: Int, body: Data) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        let target = (components?.percentEncodedPath ?? url.path) + query
        guard let request = FakeRequest(head: "GET \(target) HTTP/1.1\r\nHost: memory\r\n", time: clock()) else {
            return (400, Data())
        }
        let reply = route(request)
        return (reply.status, reply.body)
    }
}
