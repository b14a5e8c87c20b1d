/// wxsh's version, shown by `--version` and written into the state file.
package enum WXVersion {
    package static let string = "0.1.0"
}
