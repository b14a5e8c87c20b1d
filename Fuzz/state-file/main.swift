// Fuzzes `$XDG_STATE_HOME/wxsh/state.json` as wxsh reads it at start: `SavedState.decode`; a
// state that decodes must encode and decode back to what it kept of the file, with nothing
// left out the second time (and encode to the same bytes again), its problems must be safe to print, and a session started from it (as the shell
// does) must render its finance tabs, status and saved places without a crash, NaN or infinity.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    Allowance.begin(data)
    let saved: SavedState
    switch SavedState.decode(data) {
    case .failure(.damaged(let why)):
        checkTerminalSafe(why, multiline: false, what: "state file problem")
        return 0
    case .failure(.newerVersion):
        return 0
    case .success(let state):
        saved = state
    }

    let bytes = saved.encoded()
    switch SavedState.decode(bytes) {
    case .failure(let problem):
        finding("a decoded state does not read back: \(problem): \(String(decoding: bytes, as: UTF8.self))")
    case .success(let again):
        // What wxsh writes has nothing it cannot read, and is what it kept of the input.
        require(again.ignored.isEmpty, "a written state has parts that cannot be read: \(again.ignored)")
        var kept = saved
        kept.ignored = []
        require(again == kept, "a decoded state reads back different: \(String(decoding: bytes, as: UTF8.self))")
        require(again.encoded() == bytes, "a state encodes differently the second time")
    }
    if let finance = saved.finance {
        for tab in FinanceTab.allCases {
            for field in FinanceField.allCases {
                if let value = finance[tab][field] {
                    require(value.isFinite && value >= 0, "stored finance value \(field) on \(tab) is \(value)")
                }
            }
        }
    }

    // As the shell starts: the saved settings over the bundled data.
    var state = SessionState(data: Repo.london, mode: saved.mode ?? .live)
    if let finance = saved.finance { state.finance = finance }
    state.tab = saved.tab ?? .city
    state.places = saved.places ?? []
    state.units = saved.units ?? .metric
    for format in OutputFormat.allCases {
        state.format = format
        for currency in [Currency.pound, Currency(symbol: "€"), Currency(symbol: "CHF")] {
            state.currency = currency
            Allowance.nonFiniteWordsAreFindings = true
            for tab in FinanceTab.allCases {
                var finance = state.finance
                _ = finance.switchTab(to: tab)
                for unit in [FinanceTimeUnit.years, .payments] {
                    _ = finance.show(unit)
                    var shown = state
                    shown.finance = finance
                    present(.financeTab, state: shown, what: "finance \(tab)")
                }
            }
            // Place names (Nan, TH) appear from here on.
            Allowance.nonFiniteWordsAreFindings = false
            present(.status, state: state, what: "status")
            let summaries = state.places.map { SavedPlaceSummary(place: $0, data: nil) }
            present(.savedPlaces(summaries), state: state, what: "saved places")
            present(.tab(state.tab), state: state, what: "tab")
        }
    }
    let merged = saved.merged(onto: saved, changes: (saved.places ?? []).prefix(2).map { .removed($0) })
    require((merged.places ?? []).count <= (saved.places ?? []).count, "merging removals added places")
    return 0
}
