/// One change to a file's bytes: `range` replaced by `replacement` (an empty range inserts).
struct SourceEdit: Equatable {
    var range: Range<Int>
    var replacement: String
    /// Whether the edit is only cosmetic (re-indentation) and gives way to any edit it overlaps.
    var yields = false
}

/// A file's changes, applied in one pass over its bytes.
struct SourceEdits {
    private(set) var edits: [SourceEdit] = []

    /// Replaces `range` with `text`.
    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(SourceEdit(range: range, replacement: text))
    }

    /// Deletes `range` unless another edit touches it (for re-indenting lines that other rules may delete).
    mutating func deleteUnlessEdited(_ range: Range<Int>) {
        edits.append(SourceEdit(range: range, replacement: "", yields: true))
    }

    /// Inserts `text` at `offset`; insertions at the same offset keep the order they were made in.
    mutating func insert(_ text: String, at offset: Int) {
        edits.append(SourceEdit(range: offset..<offset, replacement: text))
    }

    /// Removes and returns the edits inside `range`, shifted to be relative to its start. An insertion at the
    /// range's start belongs to it only with `takingInsertionsAtStart` (a moved member's own, not the file's).
    mutating func extract(within range: Range<Int>, takingInsertionsAtStart: Bool) -> SourceEdits {
        var inner = SourceEdits()
        edits.removeAll { edit in
            let start = edit.range.lowerBound
            let inside =
                range.contains(start) && edit.range.upperBound <= range.upperBound
                && (takingInsertionsAtStart || !edit.range.isEmpty || start > range.lowerBound)
            guard inside else { return false }
            let shift = range.lowerBound
            inner.edits.append(
                SourceEdit(
                    range: (start - shift)..<(edit.range.upperBound - shift), replacement: edit.replacement,
                    yields: edit.yields))
            return true
        }
        return inner
    }

    /// The bytes with every edit made. Overlapping edits (two rules claiming the same text) keep the first in
    /// position order and drop the other, which `overlaps` reports.
    func apply(to bytes: ArraySlice<UInt8>) -> (text: String, overlaps: [Int]) {
        let base = bytes.startIndex
        let firm = edits.filter { !$0.yields }.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        let kept = edits.filter { edit in
            guard edit.yields else { return true }
            // Firm edits do not overlap, so of those starting before this one ends only the last non-empty one
            // (and insertions after it) can reach into it.
            var low = 0
            var high = firm.count
            while low < high {
                let middle = (low + high) / 2
                if firm[middle].lowerBound < edit.range.upperBound { low = middle + 1 } else { high = middle }
            }
            for range in firm[..<low].reversed() {
                if range.upperBound > edit.range.lowerBound { return false }
                if !range.isEmpty { break }
            }
            return true
        }
        let ordered = kept.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var cursor = 0
        var overlaps: [Int] = []
        for (_, edit) in ordered {
            if edit.range.lowerBound < cursor {
                overlaps.append(edit.range.lowerBound)
                continue
            }
            output.append(contentsOf: bytes[(base + cursor)..<(base + edit.range.lowerBound)])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[(base + cursor)...])
        return (String(decoding: output, as: UTF8.self), overlaps)
    }
}
