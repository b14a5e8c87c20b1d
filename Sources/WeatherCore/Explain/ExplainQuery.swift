/// What `explain` was asked: a figure of the current tab (or of one of its rows), or the list.
package struct ExplainQuery: Equatable, Sendable {
    /// A row of the hourly or forecast tab, counted from 1 as the tab shows them.
    package enum Row: Equatable, Sendable {
        case hour(Int)
        case day(Int)
    }

    /// The row asked for; nil for the tab's own figures.
    package var row: Row?
    /// The figure's name as typed (a label, in English or the session's language, or a JSON
    /// key); nil to list the figures.
    package var figure: String?

    package init(row: Row? = nil, figure: String? = nil) {
        self.row = row
        self.figure = figure
    }
}
