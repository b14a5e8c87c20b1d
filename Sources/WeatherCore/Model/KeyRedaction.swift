import CoreSupport

/// How a key is kept out of every URL wxsh shows, logs or stores: the value of each `appid=`
/// parameter is replaced (OpenWeatherEndpoint and AnswerOrigin use it).
package enum KeyRedaction {
    package static let redactedValue = "REDACTED"

    /// Text with every `appid=…` query value replaced by `REDACTED` (the name in any case, in
    /// any number of URLs within the text).
    package static func redacted(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let name = Array("appid=".unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let startsParameter = i == 0 || scalars[i - 1] == "?" || scalars[i - 1] == "&" || scalars[i - 1] == ";"
            if startsParameter, i + name.count <= scalars.count,
                zip(scalars[i..<(i + name.count)], name).allSatisfy({ String($0).lowercased() == String($1) })
            {
                out.append(contentsOf: scalars[i..<(i + name.count)])
                out.append(contentsOf: redactedValue.unicodeScalars)
                i += name.count
                while i < scalars.count, !endsValue(scalars[i]) { i += 1 }
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    private static func endsValue(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "&" || scalar == "#" || scalar == ";" || scalar == " " || scalar == "\"" || scalar == "'"
            || scalar == "<" || scalar == ">" || scalar == "\n" || scalar == "\t" || scalar == "\r"
    }
}
