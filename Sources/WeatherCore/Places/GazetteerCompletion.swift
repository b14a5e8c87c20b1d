/// One Tab-completion candidate: a name to insert and the places that bear it.
public struct GazetteerCompletion: Sendable, Equatable {
    /// The name as it should be inserted ("San Francisco").
    public let text: String
    /// The places of that name, most populous first, so that a list can show their division and country.
    public let places: [GazetteerPlace]

    public init(text: String, places: [GazetteerPlace]) {
        self.text = text
        self.places = places
    }
}
