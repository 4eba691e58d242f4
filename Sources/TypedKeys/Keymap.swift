import BricksonCore
import CXKBCommon

/// A USB keyboard's layout through libxkbcommon (L3): the keymap compiled from xkb-data by its layout name, the
/// keyboard's state (Shift, Caps Lock, AltGr, the layout's levels) and, where the X11 compose tables are there, dead
/// keys and compose sequences.
///
/// One owner of the context, the keymap, the state and the compose table and state, released once in reverse order.
/// Used from the loop's thread only.
public final class Keymap {
    /// Why a keymap could not be made, in words for the log.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The layout it was compiled from ("de"), and its variant ("" for the layout's own).
    public let layout: String
    public let variant: String
    /// Whether dead keys and compose sequences work: false where the compose tables were not found.
    public let composes: Bool

    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let composeTable: OpaquePointer?
    private let composeState: OpaquePointer?

    /// The xkb layout a language's keyboards have by default: "us", "es", "fr", "de", "pt", "pl", "ara", "ru"; US for
    /// a language without one here.
    public static func layoutName(for language: LanguageTag) -> String {
        switch language.language {
        case "es", "fr", "de", "pt", "pl", "ru": language.language
        case "ar": "ara"
        default: "us"
        }
    }

    /// Whether `name` can be a layout or variant name: 1–32 of a–z, 0–9, "_" and "-". Anything else (from a damaged
    /// setting) is never handed to the compiler as a file name.
    public static func isSafeName(_ name: String, allowEmpty: Bool = false) -> Bool {
        if name.isEmpty { return allowEmpty }
        return name.utf8.count <= 32
            && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 || $0 == 45 }
    }

    /// Compiles the keymap of `layout` (and `variant`) with the evdev rules and a pc105 model. `includePaths`
    /// replaces xkb-data's own folder (tests); `composeLocale` names the compose table (the X11 locale's).
    /// The corresponding C calls are `xkb_context_new`, `xkb_keymap_new_from_names`, `xkb_state_new` and
    /// `xkb_compose_table_new_from_locale`.
    public init(
        layout: String, variant: String = "", includePaths: [String]? = nil, composeLocale: String = "en_US.UTF-8"
    ) throws(Failure) {
        guard Self.isSafeName(layout), Self.isSafeName(variant, allowEmpty: true) else {
            throw Failure(description: "\"\(layout)\" \"\(variant)\" is not a keyboard layout name")
        }
        // XKB_DEFAULT_* from the environment would change what a name means; the names given are the ones used.
        var flags = XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue
        if includePaths != nil { flags |= XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue }
        guard let context = xkb_context_new(xkb_context_flags(rawValue: flags)) else {
            throw Failure(description: "libxkbcommon could not start (xkb_context_new failed)")
        }
        for path in includePaths ?? [] { _ = xkb_context_include_path_append(context, path) }
        let made: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.withCString { layoutName in
                    variant.withCString { variantName in
                        var names = xkb_rule_names(
                            rules: rules, model: model, layout: layoutName, variant: variantName, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap = made else {
            xkb_context_unref(context)
            throw Failure(
                description: "the keyboard layout \"\(layout)\"\(variant.isEmpty ? "" : " (\(variant))") did not "
                    + "compile: xkb-data is missing or has no such layout")
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw Failure(description: "libxkbcommon could not keep a keyboard state (xkb_state_new failed)")
        }
        self.context = context
        self.keymap = keymap
        self.state = state
        self.layout = layout
        self.variant = variant
        composeTable = xkb_compose_table_new_from_locale(context, composeLocale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        composes = composeState != nil
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// One key went down or up (a Linux input key code); returns what the press types: "" for a modifier, a key
    /// that types nothing, a dead key waiting for its letter, or a release. Control characters (Tab, Escape) are
    /// left out: they type nothing into a message.
    /// The corresponding C calls are `xkb_state_key_get_one_sym`, `xkb_compose_state_feed`,
    /// `xkb_state_key_get_utf8` and `xkb_state_update_key`.
    public func key(_ code: UInt32, pressed: Bool) -> String {
        let keycode = code + 8  // evdev codes are xkb's minus 8
        defer { _ = xkb_state_update_key(state, keycode, pressed ? XKB_KEY_DOWN : XKB_KEY_UP) }
        guard pressed else { return "" }
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        if let composeState, xkb_compose_state_feed(composeState, symbol) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(composeState) {
            case XKB_COMPOSE_COMPOSING: return ""
            case XKB_COMPOSE_COMPOSED:
                let text = Self.text { xkb_compose_state_get_utf8(composeState, $0, $1) }
                xkb_compose_state_reset(composeState)
                return Self.printable(text)
            case XKB_COMPOSE_CANCELLED:
                xkb_compose_state_reset(composeState)
                return ""
            default: break
            }
        }
        return Self.printable(Self.text { xkb_state_key_get_utf8(state, keycode, $0, $1) })
    }

    /// Reads a UTF-8 string from a call that writes at most `size` bytes with its terminating zero.
    private static func text(_ read: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBufferPointer { read($0.baseAddress!, $0.count) }
        guard count > 0, Int(count) < buffer.count else { return "" }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `text` without control characters (Tab, Escape, Delete).
    private static func printable(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init))
    }
}

/// The keymap the device types with, and what was said about it: the language's layout; where that does not compile,
/// US; where not even US compiles (no xkb-data), none, and typing goes through the built-in US table.
public struct KeymapChoice {
    /// The keymap, or nil: the built-in US table types.
    public let keymap: Keymap?
    /// What the log should say: why a layout was not used, and what types instead; empty when all went well.
    public let notes: [String]

    /// The keymap for `layout`, falling back to US, then to none, each step said in words.
    public init(layout: String, variant: String = "", includePaths: [String]? = nil) {
        var notes: [String] = []
        var keymap: Keymap?
        do {
            keymap = try Keymap(layout: layout, variant: variant, includePaths: includePaths)
        } catch {
            notes.append("keyboard: \(error); typing with the US layout instead")
            if layout != "us" || !variant.isEmpty {
                do {
                    keymap = try Keymap(layout: "us", includePaths: includePaths)
                } catch {
                    notes.append("keyboard: \(error)")
                }
            }
        }
        if keymap == nil {
            notes.append("keyboard: no xkb keymap could be made; typing with Brickson's built-in US table")
        } else if keymap?.composes == false {
            notes.append("keyboard: no compose table (libx11-data) was found: dead keys type nothing")
        }
        self.keymap = keymap
        self.notes = notes
    }
}
