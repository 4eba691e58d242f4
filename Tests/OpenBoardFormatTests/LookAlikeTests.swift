import Foundation
import Testing

@testable import OpenBoardFormat

/// C4, D7: the look-alike fold needs no ICU on the device, and folds what Foundation's NFKD folded before.
@Suite struct LookAlikeTests {
    /// Whether NFKD, lower-cased and without its combining marks, writes `scalar` in the letters the fold covers:
    /// Latin, Greek or Cyrillic letters and the digits 0 to 9 (and not as nothing: the half-width katakana sound
    /// marks ﾞ and ﾟ are left, like the katakana they mark).
    static func isCovered(_ scalar: Unicode.Scalar) -> Bool {
        let folded = String(scalar).decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.filter {
            ![.nonspacingMark, .enclosingMark, .spacingMark].contains($0.properties.generalCategory)
        }
        return !folded.isEmpty
            && folded.allSatisfy { scalar in
                let value = scalar.value
                if (0x30...0x39).contains(value) || (0x61...0x7A).contains(value) { return true }
                return scalar.properties.isAlphabetic
                    && ((0x00C0...0x02AF).contains(value) || (0x0370...0x03FF).contains(value)
                        || (0x0400...0x052F).contains(value))
            }
    }

    @Test func C4_D7_everyCharacterFoldsAsCompatibilityDecompositionFoldedIt() {
        var differing: [String] = []
        var notFolded = 0
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let text = "a" + String(scalar) + "b"
            let before = LookAlikes.skeleton(text.decomposedStringWithCompatibilityMapping)
            guard LookAlikes.skeleton(text) != before else { continue }
            if Self.isCovered(scalar) {
                differing.append("U+\(String(value, radix: 16, uppercase: true))")
            } else {
                notFolded += 1
            }
        }
        #expect(differing.isEmpty, "folded unlike NFKD: \(differing.prefix(40))")
        // What the fold leaves out, on purpose (see `LookAlikes.foldLines`): signs, other scripts.
        #expect(notFolded > 0 && notFolded < 6000, "\(notFolded)")
    }

    @Test(arguments: [
        ("Ｙｅｓ", "yes"), ("𝐘𝐞𝐬", "yes"), ("𝕐𝕖𝕤", "yes"), ("Ⓨⓔⓢ", "yes"), ("Yés", "yes"), ("ǸỌ", "no"), ("ﬁne", "fine"),
        ("Ǆemal", "dzemal"), ("Ⅻ", "xii"), ("ẞ", "ß"), ("Ὀ", "o"), ("Ё", "e"), ("ΆΣ", "aσ"), ("Ϲ", "σ"), ("½", "½"),
        ("ﾃ", "ﾃ"),
    ])
    func C4_D7_compatibilityFormsAndAccentsFoldToTheirLetters(text: String, skeleton: String) {
        #expect(LookAlikes.skeleton(text) == skeleton)
    }

    @Test func C4_D7_theFoldTableIsWellFormed() {
        var seen = Set<Unicode.Scalar>()
        for line in LookAlikes.foldLines.split(separator: "\n") {
            let parts = line.split(separator: " ")
            #expect(parts.count == 2, "\(line)")
            guard parts.count == 2 else { continue }
            #expect(parts[0] == parts[0].lowercased(), "targets are lower-case: \(line)")
            for scalar in parts[1].unicodeScalars {
                #expect(seen.insert(scalar).inserted, "folded twice: \(scalar)")
            }
        }
        #expect(seen.count > 2000, "\(seen.count)")
    }
}
