internal import CFriBidi

/// Bidirectional text, by GNU FriBidi's implementation of the Unicode Bidirectional Algorithm
/// (UAX #9): the embedding level of every character of a paragraph, and the visual order of a line.
enum TextBidi {
    /// A paragraph's resolved bidi properties, one entry per Unicode scalar.
    struct Paragraph {
        /// Embedding levels: even runs go left to right, odd ones right to left.
        var levels: [Int8]
        /// FriBidi's bidi character types, which reordering a line needs (rule L1).
        var types: [UInt32]
        /// The paragraph's direction, from its first strong character (left to right when it has none).
        var rightToLeft: Bool
    }

    /// The levels of `scalars`, one paragraph of text.
    static func paragraph(_ scalars: [Unicode.Scalar]) -> Paragraph {
        let count = scalars.count
        let leftToRight = Paragraph(levels: Array(repeating: 0, count: count), types: [], rightToLeft: false)
        guard count > 0, count < Int(Int32.max) else { return leftToRight }
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        fribidi_get_bidi_types(characters, FriBidiStrIndex(count), &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        fribidi_get_bracket_types(characters, FriBidiStrIndex(count), types, &brackets)
        var direction = cfribidi_par_on
        var levels = [FriBidiLevel](repeating: 0, count: count)
        // FriBidi returns 0 only when it cannot allocate; the text is then left to right.
        guard fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels) > 0
        else { return leftToRight }
        return Paragraph(
            levels: levels, types: types.map(\.rawValue), rightToLeft: direction == cfribidi_par_rtl)
    }

    /// The visual order, left to right, of the items of one line (clusters) given in logical order
    /// with their levels and types: the indices of the items. Trailing white space takes the
    /// paragraph's level (rule L1), then runs are reversed from the highest level down (rule L2).
    static func visualOrder(levels: [Int8], types: [UInt32], rightToLeft: Bool) -> [Int] {
        let count = levels.count
        let logical = Array(0..<count)
        guard count > 0, types.count == count, rightToLeft || levels.contains(where: { $0 != 0 }) else {
            return logical
        }
        var resolved = levels.map { FriBidiLevel($0) }
        var map = logical.map { FriBidiStrIndex($0) }
        let direction = rightToLeft ? cfribidi_par_rtl : cfribidi_par_ltr
        let bidiTypes = types.map { FriBidiCharType(rawValue: $0) }
        guard fribidi_reorder_line(0, bidiTypes, FriBidiStrIndex(count), 0, direction, &resolved, nil, &map) > 0
        else {
            return logical
        }
        return map.map { Int($0) }
    }
}
