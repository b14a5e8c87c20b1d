/// wxsh's version, shown by `--version` and written into the state file.
public enum WXVersion {
    public static let string = "0.1.0"
}
