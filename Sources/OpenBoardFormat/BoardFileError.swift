import BricksonCore

/// Why a board file could not be imported or exported, in words for the caregiver who chose the file.
///
/// An import that throws changed nothing: the phrases on the device are the ones they were before.
public enum BoardFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (missing, unplugged stick, no permission).
    case cannotRead(file: String, why: String)
    /// The file or one of its parts is bigger than Brickson accepts.
    case tooLarge(what: String, limit: String)
    /// A board inside the file is not JSON text.
    case notJSON(entry: String, why: String)
    /// It is JSON, but not an Open Board Format board or manifest.
    case notOpenBoard(entry: String, why: String)
    /// The board says it is a format version Brickson does not read.
    case unsupportedFormat(entry: String, found: String)
    /// An `.obz` package that is not a readable zip archive (damaged, cut short, encrypted).
    case damagedPackage(file: String, why: String)
    /// An `.obz` entry or manifest path that points outside the package (`..`, `/`, a drive or a URL).
    case unsafePath(String)
    /// The manifest names a board the package does not hold.
    case missingEntry(String)
    /// There is no phrase to import (only pictures, links or empty buttons).
    case noPhrases(entry: String)
    /// A category (no `category`) or a phrase of `category` has the name of one of Home's fixed controls, which
    /// scanning would speak twice.
    case clashesWithHome(label: String, category: String?)
    /// Two phrases of one category have the same words.
    case duplicatePhrase(text: String, category: String)
    /// Two categories have the same name.
    case duplicateCategory(String)
    /// A label or name is longer than a button can show.
    case labelTooLong(label: String, limit: Int)
    /// There are more boards, buttons or phrases than Brickson accepts.
    case tooMany(what: String, count: Int, limit: Int)
    /// A label is over the bounds every label has (bytes, marks on one letter): it could stall the screen.
    case labelTooHeavy(label: String, why: String)
    /// More categories, or more phrases in one category, than Home can show at once.
    case homeCannotShow(what: String, count: Int, limit: Int)
    /// On this panel at this access method's sizes Home has fewer places than the board needs (`--board`).
    case homeCannotShowOnPanel(panel: String, method: String, shortfalls: [HomeShortfall])
    /// The export could not be written.
    case cannotWrite(file: String, why: String)
    /// No category has this name or id.
    case noSuchCategory(String, available: [String])
    /// The saved board cannot be replaced (read-only or missing data partition, or a newer database).
    case savingUnavailable(String)
    /// The command was called wrongly.
    case usage(String)

    /// What went wrong, what to do, and that nothing changed.
    public var description: String {
        switch self {
        case .usage(let text): return text
        case .cannotWrite(let file, let why): return "\(file) could not be written: \(why)."
        case .savingUnavailable(let why):
            return "The phrases cannot be replaced: \(why). The phrases on the device were not changed."
        case .noSuchCategory(let name, let available):
            return "There is no category called \(quoted(name)). The categories are: "
                + available.map(quoted).joined(separator: ", ") + "."
        default: return reason + ". The phrases on the device were not changed."
        }
    }

    private var reason: String {
        switch self {
        case .cannotRead(let file, let why): return "\(file) could not be read: \(why)"
        case .tooLarge(let what, let limit): return "\(what) is too large (Brickson accepts at most \(limit))"
        case .notJSON(let entry, let why): return "\(entry) is not an Open Board file: \(why)"
        case .notOpenBoard(let entry, let why): return "\(entry) is not an Open Board file: \(why)"
        case .unsupportedFormat(let entry, let found):
            return "\(entry) is in format \(quoted(found)); Brickson reads Open Board files in format "
                + "\(quoted(OpenBoard.formatVersion))"
        case .damagedPackage(let file, let why):
            return "\(file) is not a readable .obz package (\(why)); it may be damaged or was not copied completely"
        case .unsafePath(let path):
            return "The package refers to \(quoted(path)), a path outside the package; Brickson refuses such files"
        case .missingEntry(let path): return "The package has no \(quoted(path)), which its manifest names"
        case .noPhrases(let entry):
            return "\(entry) has no phrases to import (no button with a label or words to speak)"
        case .clashesWithHome(let label, let category?) where BoardImporter.namesStop(label):
            // Why not, exactly (H5, G2): the two would share a name exactly while the alert sounds.
            return "The phrase \(quoted(label)) in \(quoted(category)) has the name of the Stop button, which shows "
                + "while the alert sounds: a nurse, a pointer or a scan could take one for the other. Words such as "
                + "\(quoted("Stop it")) or \(quoted("Please stop")) are kept; rename it and import again"
        case .clashesWithHome(let label, nil) where BoardImporter.namesStop(label):
            return "The category \(quoted(label)) has the name of the Stop button, which shows beside the categories "
                + "while the alert sounds; rename it and import again"
        case .clashesWithHome(let label, let category?):
            return "The phrase \(quoted(label)) in \(quoted(category)) has the name of a button on Home; rename it and "
                + "import again"
        case .clashesWithHome(let label, nil):
            return "The category \(quoted(label)) has the name of a button on Home; rename it and import again"
        case .duplicatePhrase(let text, let category):
            return "The category \(quoted(category)) has the phrase \(quoted(text)) twice; remove one and import again"
        case .duplicateCategory(let name):
            return "There are two categories called \(quoted(name)); rename one and import again"
        case .labelTooLong(let label, let limit):
            return
                "\(quoted(LabelBounds.clamped(String(label.prefix(40))) + "…")) is longer than \(limit) characters; shorten it and import "
                + "again"
        case .tooMany(let what, let count, let limit):
            return "The file has \(count) \(what); Brickson accepts at most \(limit)"
        case .labelTooHeavy(let label, let why):
            // The refusal shows no direction control of the label: it would reorder the refusal's own words.
            let start = TextGate.withoutDirectionControls(
                String(String.UnicodeScalarView(label.unicodeScalars.prefix(20))))
            return "The label starting \(quoted(start + "…")) cannot be shown: \(why); shorten it and import again"
        case .homeCannotShow(let what, let count, let limit):
            return "Home cannot show \(count) \(what) (it shows at most \(limit)); split them and import again"
        case .homeCannotShowOnPanel(let panel, let method, let shortfalls):
            let parts = shortfalls.map {
                guard let list = $0.list else { return "\($0.shown) of the board's \($0.count) categories" }
                return "\($0.shown) of the \($0.count) phrases in \(quoted(list))"
            }
            return "On \(panel), with \(method), Home shows " + parts.joined(separator: ", ")
                + "; make the lists shorter (or fewer categories) and import again"
        case .cannotWrite, .noSuchCategory, .savingUnavailable, .usage: return description
        }
    }
}

/// A name in typographic quotes, for messages.
func quoted(_ text: String) -> String { "“\(text)”" }
