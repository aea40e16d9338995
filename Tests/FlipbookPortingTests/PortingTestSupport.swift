import FlipbookPorting

/// Ports one file and returns its text.
func ported(_ text: String, path: String = "Test.swift") throws -> String {
    try Porter().port([PortingSource(path: path, text: text)]).files[0].text
}

/// Ports several files together and returns their texts by path.
func ported(_ files: [String: String]) throws -> [String: String] {
    let result = try Porter().port(files.map { PortingSource(path: $0.key, text: $0.value) })
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.outputPath, $0.text) })
}

/// The rules that rewrote one file, in record order.
func rules(_ text: String) throws -> [PortingRule] {
    try Porter().port([PortingSource(path: "Test.swift", text: text)]).records.map(\.rule)
}

/// The diagnostics porting one file gives (empty when it ports).
func diagnostics(_ text: String, path: String = "Test.swift") -> [String] {
    do {
        _ = try Porter().port([PortingSource(path: path, text: text)])
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
