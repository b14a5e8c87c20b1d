import Foundation

/// What a terminal shows once wxsh's progress lines are gone: each frame (`\r`, a mark and a
/// text, then `ESC [K`) and the final erase (`\r ESC [K`) taken out of a transcript.
public enum ProgressLines {
    public static func erased(_ text: String) -> String {
        text.replacingOccurrences(of: "\r[^\r\n]*\u{1B}\\[K", with: "", options: .regularExpression)
    }
}
