/// Which plural form a count takes in a language, read from a catalog's `Plural-Forms` header
/// (`nplurals=3; plural=(n==1 ? 0 : n%10>=2 && … ? 1 : 2);`), as gettext evaluates it.
///
/// The expression is C's: `n`, integers, `( )`, `! % * / + -`, comparisons, `&& ||` and `? :`.
/// A header that cannot be read gives English's rule (`n != 1`), so a count still reads.
package struct PluralRule: Sendable, Equatable {
    /// How many forms the language has (1 for Japanese and Chinese, 3 for Polish, Russian, Ukrainian).
    package let count: Int
    /// The expression; nil for English's rule, `n != 1` (or one form's `0`), which is then worked
    /// out without one: a global holding an indirect enum's tagged pointer looks like a leak to
    /// LeakSanitizer.
    private let expression: Node?

    /// English's (and German's, Spanish's, …): one form for 1, another for everything else.
    package static let english = PluralRule(count: 2, expression: nil)

    private init(count: Int, expression: Node?) {
        self.count = count
        self.expression = expression
    }

    /// The rule a `Plural-Forms` value states, or nil when it is not one.
    package init?(header: String) {
        var count: Int?
        var formula: [UInt8]?
        for part in header.split(separator: ";") {
            let field = String(part).trimmingWhitespace()
            if field.hasPrefix("nplurals=") {
                count = Int(String(field.dropFirst("nplurals=".count)).trimmingWhitespace())
            } else if field.hasPrefix("plural=") {
                formula = Array(field.dropFirst("plural=".count).utf8)
            }
        }
        guard let count, count >= 1, let formula else { return nil }
        // English's rule, and one form's `0`, need no expression (nor the parser: a start in
        // German or Japanese reads its header).
        let bare = formula.filter { $0 != 0x20 && $0 != 0x09 }
        if bare.elementsEqual("(n!=1)".utf8) || bare.elementsEqual("n!=1".utf8) || (count == 1 && bare.elementsEqual("0".utf8)) {
            self.init(count: count, expression: nil)
            return
        }
        var parser = Parser(formula)
        guard let expression = parser.whole() else { return nil }
        self.init(count: count, expression: expression)
    }

    /// The form (0 ..< count) a count takes.
    package func form(_ n: Int) -> Int {
        guard let expression else { return min(n == 1 ? 0 : 1, count - 1) }
        let value = expression.value(UInt64(n.magnitude))
        return Int(min(value, UInt64(count - 1)))
    }

    fileprivate indirect enum Node: Sendable, Equatable {
        case n
        case number(UInt64)
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)

        func value(_ n: UInt64) -> UInt64 {
            switch self {
            case .n: return n
            case .number(let value): return value
            case .not(let inner): return inner.value(n) == 0 ? 1 : 0
            case .choice(let test, let yes, let no): return test.value(n) != 0 ? yes.value(n) : no.value(n)
            case .binary(let op, let left, let right):
                let a = left.value(n)
                if op == "&&" { return a != 0 && right.value(n) != 0 ? 1 : 0 }
                if op == "||" { return a != 0 || right.value(n) != 0 ? 1 : 0 }
                let b = right.value(n)
                switch op {
                case "==": return a == b ? 1 : 0
                case "!=": return a != b ? 1 : 0
                case "<": return a < b ? 1 : 0
                case "<=": return a <= b ? 1 : 0
                case ">": return a > b ? 1 : 0
                case ">=": return a >= b ? 1 : 0
                case "%": return b == 0 ? 0 : a % b
                case "/": return b == 0 ? 0 : a / b
                case "*": return a &* b
                case "+": return a &+ b
                case "-": return a &- b
                default: return 0
                }
            }
        }
    }

    /// A recursive-descent reader of the expression, by C's precedence.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The whole text as one expression, or nil when anything is left over or wrong.
        mutating func whole() -> Node? {
            guard let node = choice() else { return nil }
            skipSpaces()
            return index == bytes.count ? node : nil
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        /// Takes `token` if it comes next.
        mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let wanted = Array(token.utf8)
            guard bytes.count - index >= wanted.count, Array(bytes[index..<index + wanted.count]) == wanted else { return false }
            index += wanted.count
            return true
        }

        mutating func choice() -> Node? {
            guard let test = binary(0) else { return nil }
            guard take("?") else { return test }
            guard let yes = choice(), take(":"), let no = choice() else { return nil }
            return .choice(test, yes, no)
        }

        /// Operators by level, loosest first; `<=` before `<` so the longer is taken.
        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) -> Node? {
            guard level < Parser.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while let op = Parser.levels[level].first(where: { take($0) }) {
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            if take("!") { return unary().map { .not($0) } }
            if take("(") {
                guard let inner = choice(), take(")") else { return nil }
                return inner
            }
            if take("n") { return .n }
            skipSpaces()
            var value: UInt64 = 0
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - start < 18 {
                value = value * 10 + UInt64(bytes[index] - 0x30)
                index += 1
            }
            return index > start ? .number(value) : nil
        }
    }
}
