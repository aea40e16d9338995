/// "Did you mean …?" suggestions by edit distance, for scene files and the `flipbook` command alike.
public enum Suggestion {
    /// The candidate closest to `word` (case-insensitively), if it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        // A word much longer than every candidate is no typo of one (and comparing it would be slow).
        guard let longest = candidates.map(\.count).max(), word.count <= 2 * longest + 2 else { return nil }
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(word.count, candidate.count) / 3)
        return distance <= allowed ? candidate : nil
    }

    /// Levenshtein distance between two strings, by Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
