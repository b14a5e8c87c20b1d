import CoreSupport

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
    /// A date's day asked for (`explain day 2023-03-14 high`): as typed, then as `2023-03-14`
    /// once the session has read it; nil for the tabs' rows.
    package var date: String?

    /// The row `explain` lists on a tab of rows (its first), nil on the other tabs.
    package static func defaultRow(for tab: WeatherTab) -> Row? {
        switch tab {
        case .hourly: return .hour(1)
        case .forecast: return .day(1)
        case .city, .now, .pollution: return nil
        }
    }

    package init(row: Row? = nil, figure: String? = nil, date: String? = nil) {
        self.row = row
        self.figure = figure
        self.date = date
    }
}
