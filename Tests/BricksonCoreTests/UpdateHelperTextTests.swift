import Foundation
import Testing

@testable import BricksonCore

/// The update helper (`Image/rootfs/usr/lib/brickson/update`, root on the device) writes the status file Brickson
/// reads. A bundle's name and description come from a USB stick: hostile. These run the helper's own text rule
/// (`update text N`) and name check (`update name NAME`) on the build machine, then read the line it would write
/// with Brickson's parser: one record a line, valid UTF-8, cut by characters, whatever the stick holds (D7, U3).
@Suite struct UpdateHelperTextTests {
    static let helper: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Image/rootfs/usr/lib/brickson/update"
    }()

    /// The helper's `update ARGUMENTS`, with `input` on its standard input: its standard output.
    static func helper(_ arguments: [String], input: [UInt8] = []) throws -> [UInt8] {
        try shell(["-c", #"exec /bin/sh "$0" "$@""#, helper] + arguments, input: input)
    }

    /// The helper's answer to `update name NAME` for a name of any bytes (an argument of Swift's would be a String,
    /// which cannot hold bytes that are not UTF-8): the name goes in on standard input.
    static func nameAnswer(_ name: [UInt8]) throws -> String {
        String(decoding: try shell(["-c", #"exec /bin/sh "$0" name "$(cat)""#, helper], input: name), as: UTF8.self)
    }

    static func shell(_ arguments: [String], input: [UInt8]) throws -> [UInt8] {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = arguments
        let (stdin, stdout) = (Pipe(), Pipe())
        child.standardInput = stdin
        child.standardOutput = stdout
        child.standardError = FileHandle.nullDevice
        try child.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        try #require(child.terminationStatus == 0, "sh \(arguments.joined(separator: " "))")
        return Array(output)
    }

    /// The status line the helper writes for `key=value` (at most 600 bytes a line, as `write_status` cuts it).
    static func written(_ key: String, _ value: [UInt8]) throws -> [UInt8] {
        try helper(["text", "600"], input: Array("\(key)=".utf8) + value)
    }

    static let separators: [(String, [UInt8])] = [
        ("U+2028 line separator", [0xE2, 0x80, 0xA8]), ("U+2029 paragraph separator", [0xE2, 0x80, 0xA9]),
        ("U+0085 next line", [0xC2, 0x85]), ("a lone CR", [0x0D]), ("LF", [0x0A]),
    ]

    /// A name that smuggles a line `state=installed` behind a line break of any kind: the status keeps one record,
    /// and says what the helper said (refused), never "installed".
    @Test(arguments: separators.map(\.0))
    func U3_D7_aNameWithALineBreakAddsNoRecordToTheStatus(_ which: String) throws {
        let separator = try #require(Self.separators.first { $0.0 == which }?.1)
        let hostile = Array("a".utf8) + separator + Array("state=installed".utf8) + separator + Array("b.raucb".utf8)
        let line = try Self.written("bundle", hostile)
        let status = try #require(UpdateStatus.parse(Array("state=refused\n".utf8) + line))
        #expect(status.phase == .refused)
        #expect(status.bundle == "astate=installedb.raucb")
        // The name itself is refused by the helper, in words.
        #expect(try Self.nameAnswer(hostile).hasPrefix("This name cannot be an update"))
        #expect(try Self.nameAnswer(Array("good.raucb".utf8)).hasPrefix("No USB stick"), "a plain name passes")
    }

    /// Brickson's parser alone, given such a line as it stands (a helper that did not clean it): the status is
    /// damaged, never a record that says the update is installed.
    @Test func U3_D7_theParserTakesNoLineBreakButLFAsTheEndOfALine() throws {
        for (which, separator) in Self.separators where separator != [0x0A] {
            let bytes = Array("state=refused\nbundle=a".utf8) + separator + Array("state=installed\n".utf8)
            let status = UpdateStatus.parse(bytes)
            #expect(status?.phase != .installed, "\(which)")
            #expect(status == nil, "\(which): damaged, not read")
        }
        let crlf = UpdateStatus.parse(Array("state=installed\r\nbundle=a.raucb\r\n".utf8))
        #expect(crlf?.phase == .installed && crlf?.bundle == "a.raucb", "CRLF ends a line")
    }

    /// A long description in Russian (two bytes a letter) is cut by characters: valid UTF-8, within the line's 600
    /// bytes, read whole by Brickson. Before, `cut -c` cut bytes and left half a letter: the status was not UTF-8 and
    /// a good, signed bundle showed "Checking…" for ever.
    @Test func U3_aLongDescriptionInRussianIsCutByCharacters() throws {
        let description = String(repeating: "Обновление системы ", count: 40)
        let line = try Self.written("changes", Array(description.utf8))
        #expect(line.count <= 601)
        #expect(String(validating: line, as: UTF8.self) != nil)
        let status = try #require(UpdateStatus.parse(Array("state=ready\nbundle=a.raucb\n".utf8) + line))
        let changes = try #require(status.changes)
        #expect(description.hasPrefix(changes) && changes.count > 250)
        // Cut at every byte count, never half a letter.
        for limit in 590...600 {
            let cut = try Self.helper(["text", "\(limit)"], input: Array(description.utf8))
            #expect(String(validating: cut, as: UTF8.self) != nil && cut.count <= limit + 1, "\(limit)")
        }
    }

    /// Direction controls, C1 controls and bytes that are not UTF-8 are dropped from what the helper writes, and a
    /// name holding any of them is refused.
    @Test func D7_directionControlsAndBrokenBytesNeverReachTheStatus() throws {
        let cases: [(String, [UInt8])] = [
            ("U+202E right-to-left override", [0xE2, 0x80, 0xAE]),
            ("U+2067 right-to-left isolate", [0xE2, 0x81, 0xA7]),
            ("U+200F right-to-left mark", [0xE2, 0x80, 0x8F]), ("U+061C Arabic letter mark", [0xD8, 0x9C]),
            ("C1 control", [0xC2, 0x9B]), ("not UTF-8", [0xFF, 0xFE]), ("half a letter", [0xD0]),
        ]
        for (which, bytes) in cases {
            let hostile = Array("good".utf8) + bytes + Array("bundle.raucb".utf8)
            let line = try Self.written("bundle", hostile)
            let status = try #require(UpdateStatus.parse(Array("state=refused\n".utf8) + line), "\(which)")
            #expect(status.bundle == "goodbundle.raucb", "\(which)")
            #expect(try Self.nameAnswer(hostile).hasPrefix("This name cannot be an update"), "\(which)")
        }
    }

    /// A status that says the image has no update key: About says "Updates: not set up".
    @Test func U2_aStatusWithoutAnUpdateKeyIsRead() throws {
        let status = try #require(UpdateStatus.parse(Array("state=idle\nupdates=not-set-up\n".utf8)))
        #expect(status.notSetUp)
        #expect(UpdateStatus.parse(Array("state=idle\nupdates=set-up\n".utf8))?.notSetUp == false)
    }
}
