import CoreLanguage
import CoreSupport

/// Everything the finance app remembers between runs: each tab's fields, the open tab, and how
/// time is shown.
///
/// A pure state machine: each command is a `mutating` function returning a `FinanceOutcome`,
/// and the session saves the state afterwards. Whenever exactly one field of the open tab is
/// blank it is solved at once; the field last solved is the tab's one derived field and is solved
/// again whenever another field changes.
package struct FinanceState: Codable, Equatable, Sendable {
    /// The tab commands act on.
    package var tab: FinanceTab = .savings
    /// Whether time is shown as years or as monthly payments (R8).
    package var showTimeAs: FinanceTimeUnit = .years
    /// The fields of the lump-sum savings tab.
    package var savings = FinanceValues()
    /// The fields of the savings-with-contributions tab.
    package var compound = FinanceValues()
    /// The fields of the loans and mortgages tab.
    package var loan = FinanceValues()

    /// The fields of any tab.
    package subscript(tab: FinanceTab) -> FinanceValues {
        get { self[keyPath: Self.path(of: tab)] }
        set { self[keyPath: Self.path(of: tab)] = newValue }
    }

    /// Where a tab's fields are kept.
    private static func path(of tab: FinanceTab) -> WritableKeyPath<FinanceState, FinanceValues> {
        switch tab {
        case .savings: return \.savings
        case .compound: return \.compound
        case .loan: return \.loan
        }
    }

    /// The fields of the open tab.
    package var current: FinanceValues {
        get { self[tab] }
        set { self[tab] = newValue }
    }

    // MARK: - Commands

    /// `tab NAME`: opens another tab, whose fields are as they were left.
    package mutating func switchTab(to newTab: FinanceTab) -> FinanceOutcome {
        tab = newTab
        return .changed
    }

    /// `show years|payments`: how time is shown and what a bare number after `set time` means.
    package mutating func show(_ unit: FinanceTimeUnit) -> FinanceOutcome {
        showTimeAs = unit
        return .changed
    }

    /// `show` alone: switches between years and payments.
    package mutating func toggleShowTime() -> FinanceOutcome {
        show(showTimeAs.toggled)
    }

    /// `set NAME TEXT`, with the field named as a user types it (`r`, `pv`, `t`, `n`, …).
    /// - Parameter language: whose notation the number is typed in (`3,5`, `10.000` in German).
    package mutating func set(_ name: String, _ text: String, language: Language = .en) -> FinanceOutcome {
        guard let named = FinanceField.named(name) else { return .rejected(.unknownField(name, tab: tab)) }
        return set(named.field, text, unit: named.timeUnit, language: language)
    }

    /// `set FIELD TEXT`: stores the value, then solves what can be solved.
    /// - Parameters:
    ///   - unit: what a bare number means for time; `nil` follows `showTimeAs`.
    ///   - language: whose notation the number is typed in.
    package mutating func set(
        _ field: FinanceField, _ text: String, unit: FinanceTimeUnit? = nil, language: Language = .en
    ) -> FinanceOutcome {
        guard tab.has(field) else { return .rejected(.notOnTab(field, tab: tab)) }
        let value: Double
        do {
            value = try FinanceInputParser.parse(text, for: field, unit: unit ?? showTimeAs, language: language)
        } catch {
            return .rejected(error)
        }
        current[field] = value
        if current.solved == field { current.solved = nil }  // typed over: now an input
        return settle()
    }

    /// `clear NAME`, with the field named as a user types it.
    package mutating func clear(_ name: String) -> FinanceOutcome {
        guard let named = FinanceField.named(name) else { return .rejected(.unknownField(name, tab: tab)) }
        return clear(named.field)
    }

    /// `clear FIELD`: blanks the field; if it is then the only blank one, it is solved at once.
    package mutating func clear(_ field: FinanceField) -> FinanceOutcome {
        guard tab.has(field) else { return .rejected(.notOnTab(field, tab: tab)) }
        current[field] = nil
        if current.solved == field { current.solved = nil }
        return settle()
    }

    /// `clear` alone: blanks every field of the open tab.
    package mutating func clearAll() -> FinanceOutcome {
        current = FinanceValues()
        return .changed
    }

    /// `solve NAME`, with the field named as a user types it.
    package mutating func solve(_ name: String) -> FinanceOutcome {
        guard let named = FinanceField.named(name) else { return .rejected(.unknownField(name, tab: tab)) }
        return solve(named.field)
    }

    /// `solve FIELD`: works the field out from the others, replacing its value; nothing changes
    /// when it cannot be.
    package mutating func solve(_ field: FinanceField) -> FinanceOutcome {
        guard tab.has(field) else { return .rejected(.notOnTab(field, tab: tab)) }
        do {
            current[field] = try FinanceCalculator.solve(field, on: tab, from: current)
            current.solved = field
            return .solved(field)
        } catch {
            return .rejected(error)
        }
    }

    // MARK: - Solving on change

    /// Solves the one blank field, or re-solves the derived one, after a field changed.
    private mutating func settle() -> FinanceOutcome {
        let blanks = tab.fields.filter { current[$0] == nil }
        if blanks.count == 1 { return autoSolve(blanks[0]) }
        if blanks.isEmpty {
            if let derived = current.solved { return autoSolve(derived) }
            return .overSpecified(consistent: FinanceCalculator.isConsistent(tab, current))
        }
        return .incomplete(missing: blanks)
    }

    /// Solves `field`, or leaves it blank (and unmarked) with the reason when it has no answer.
    private mutating func autoSolve(_ field: FinanceField) -> FinanceOutcome {
        do {
            current[field] = try FinanceCalculator.solve(field, on: tab, from: current)
            current.solved = field
            return .solved(field)
        } catch {
            current[field] = nil
            current.solved = nil
            return .unsolvable(field, error)
        }
    }

    // MARK: - Coding

    /// The file's keys; encoding is the synthesized one (time's unit is saved as `show`).
    private enum CodingKeys: String, CodingKey {
        case tab
        case showTimeAs = "show"
        case savings, compound, loan
    }

    /// One tab's values, blank when missing or unreadable, without fields the tab does not have.
    private static func values(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, for tab: FinanceTab
    ) -> FinanceValues {
        var values = (try? container.decodeIfPresent(FinanceValues.self, forKey: key)) ?? FinanceValues()
        for field in FinanceField.allCases where !tab.has(field) { values[field] = nil }
        if let solved = values.solved, !tab.has(solved) || values[solved] == nil { values.solved = nil }
        return values
    }

    /// The calculator with these fields; by default as it first opens: savings, time in years,
    /// every field empty.
    package init(
        tab: FinanceTab = .savings, showTimeAs: FinanceTimeUnit = .years, savings: FinanceValues = FinanceValues(),
        compound: FinanceValues = FinanceValues(), loan: FinanceValues = FinanceValues()
    ) {
        (self.tab, self.showTimeAs) = (tab, showTimeAs)
        (self.savings, self.compound, self.loan) = (savings, compound, loan)
    }
}

extension FinanceState {
    /// Lenient: a missing or unreadable key takes its default, so older and newer files load.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tab = (try? container.decodeIfPresent(FinanceTab.self, forKey: .tab)) ?? .savings
        showTimeAs = (try? container.decodeIfPresent(FinanceTimeUnit.self, forKey: .showTimeAs)) ?? .years
        savings = FinanceState.values(container, .savings, for: .savings)
        compound = FinanceState.values(container, .compound, for: .compound)
        loan = FinanceState.values(container, .loan, for: .loan)
    }
}

extension FinanceState {
    /// The calculator as the state file keeps it (`SavedState.encoded()`).
    package var fileJSON: JSONValue {
        .object([
            (CodingKeys.tab.rawValue, .string(tab.rawValue)),
            (CodingKeys.showTimeAs.rawValue, .string(showTimeAs.rawValue)),
            (CodingKeys.savings.rawValue, savings.fileJSON),
            (CodingKeys.compound.rawValue, compound.fileJSON),
            (CodingKeys.loan.rawValue, loan.fileJSON)
        ])
    }
}
