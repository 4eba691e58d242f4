/// A small skeleton fold, our own, for telling whether two labels look alike to someone reading the screen or
/// hearing them scanned: "Уes" (Cyrillic У) or "Nо" (Cyrillic о) must not pass for Home's Yes and No.
///
/// It is deliberately small rather than Unicode's full confusables table (UTS #39): case is ignored, compatibility
/// forms and accented letters are folded (full-width letters, ligatures, accents; see `foldLines` for exactly which),
/// invisible characters and combining marks are dropped, and the Cyrillic and Greek letters that look like Latin
/// ones, and the digits 0 and 1, become those letters. Two labels with the same skeleton are taken to look the same.
enum LookAlikes {
    /// The skeleton of `text`.
    static func skeleton(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var lastWasSpace = true
        // As NFKD then lower case would: a listed character folds as it is, any other is lower-cased and then folded.
        for original in text.unicodeScalars {
            if let folded = folds[original] {
                for scalar in folded { append(scalar, to: &result, lastWasSpace: &lastWasSpace) }
                continue
            }
            for lower in original.properties.lowercaseMapping.unicodeScalars {
                for scalar in folds[lower] ?? [lower] { append(scalar, to: &result, lastWasSpace: &lastWasSpace) }
            }
        }
        if result.last == " " { result.removeLast() }
        return String(result)
    }

    /// Appends one scalar of a folded, lower-case label to its skeleton.
    private static func append(
        _ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView, lastWasSpace: inout Bool
    ) {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control: return
        default: break
        }
        if properties.isWhitespace {
            if !lastWasSpace { result.append(" ") }
            lastWasSpace = true
            return
        }
        lastWasSpace = false
        result.append(latin[scalar] ?? scalar)
    }

    /// `foldLines` as a table: a character to what it folds to.
    private static let folds: [Unicode.Scalar: [Unicode.Scalar]] = {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for line in foldLines.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let target = Array(parts[0].unicodeScalars)
            for scalar in parts[1].unicodeScalars { table[scalar] = target }
        }
        return table
    }()

    /// Lower-case letters of other scripts (and digits) that look like a Latin letter.
    private static let latin: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, Character)] = [
            // Cyrillic
            ("а", "a"), ("в", "b"), ("е", "e"), ("ё", "e"), ("һ", "h"), ("н", "h"), ("і", "i"), ("ї", "i"),
            ("ј", "j"), ("к", "k"), ("ӏ", "l"), ("м", "m"), ("о", "o"), ("р", "p"), ("ԛ", "q"), ("г", "r"),
            ("ѕ", "s"), ("т", "t"), ("ц", "u"), ("ѵ", "v"), ("ԝ", "w"), ("х", "x"), ("у", "y"), ("ү", "y"),
            ("з", "3"), ("ԁ", "d"), ("ɡ", "g"),
            // Greek
            ("α", "a"), ("β", "b"), ("ε", "e"), ("η", "n"), ("ι", "i"), ("κ", "k"), ("ν", "v"), ("ο", "o"),
            ("ρ", "p"), ("τ", "t"), ("υ", "u"), ("χ", "x"), ("γ", "y"), ("ω", "w"), ("ϲ", "c"),
            // Latin look-alikes and digits
            ("ı", "i"), ("ȷ", "j"), ("ℓ", "l"), ("0", "o"), ("1", "l"), ("|", "l"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (from, to) in pairs {
            guard let key = from.unicodeScalars.first, let value = to.unicodeScalars.first else { continue }
            table[key] = value
        }
        return table
    }()
}
