extension AtomicFile {
    /// Whether a file name is one of `write`'s temporary files: `.NAME.tmp-XXXXXX` (six letters
    /// or digits from mkstemp). Left behind only when wxsh was killed mid-save.
    public static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.lastRange(of: ".tmp-"),
            marker.lowerBound > name.startIndex
        else { return false }
        let target = name[name.index(after: name.startIndex)..<marker.lowerBound]
        let suffix = name[marker.upperBound...]
        return !target.isEmpty && suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Temporary files older than this are stale: no save takes an hour.
    public static let staleAfterSeconds: Int64 = 3600
}
