import CoreModel
import CoreState
import CoreSupport
import FoundationEssentials

/// `raw`: the document behind the current tab, re-indented but otherwise as the provider sent
/// it (keys in its order, numbers as written), with anything unsafe for a terminal made inert.
package enum RawDocument {
    /// The forecast document, or the air quality one on the pollution tab, or the part of it at
    /// `path`; nil when not kept or not there.
    package static func shown(_ state: SessionState, at path: JSONPath? = nil, indented: Bool) -> String? {
        let bytes: Data
        if state.weather.datedShown, let dated = state.weather.dated?.answersBody {
            bytes = dated
        } else {
            guard let raw = state.data?.raw, let found = state.tab == .pollution ? raw.air : raw.forecast else { return nil }
            bytes = found
        }
        guard let path else { return layout(bytes, indented: indented) }
        guard case .success(let span) = path.span(in: bytes) else { return nil }
        return layout(bytes.subdata(in: span.offsetBy(bytes.startIndex)), indented: indented)
    }

    /// `bytes`, a valid JSON document, with two spaces a level (or on one line) and each line
    /// made safe for the terminal.
    package static func layout(_ bytes: Data, indented: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        var depth = 0
        var strings = JSONStringState()
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        func newline() {
            guard indented else { return }
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        }
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            index += 1
            if strings.take(byte) {
                out.append(byte)
                continue
            }
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                // An empty object or array stays on its line: `{}`, `[]`.
                var next = index
                while next < body.endIndex, [0x20, 0x0A, 0x0D, 0x09].contains(body[next]) { next += 1 }
                if next < body.endIndex, body[next] == UInt8(ascii: "}") || body[next] == UInt8(ascii: "]") {
                    out.append(body[next])
                    index = next + 1
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                newline()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline()
            case UInt8(ascii: ":"):
                out.append(byte)
                if indented { out.append(0x20) }
            default:
                out.append(byte)
            }
        }
        let text = String(decoding: out, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSafety.sanitize(String($0)) }
            .joined(separator: "\n")
    }
}

extension Range where Bound == Int {
    /// The same span counted from `start` (a Data slice's first index).
    fileprivate func offsetBy(_ start: Int) -> Range<Int> { (lowerBound + start)..<(upperBound + start) }
}
