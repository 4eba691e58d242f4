import BricksonCore
import CCairoPango
import Testing

@testable import HomeRenderer

/// L7 drawn: on an Arabic screen the words start on the right, the icon stands before them on the right, the
/// message and its cursor are where an Arabic reader expects them, mixed Arabic, Latin and digits are left to pango's
/// bidirectional ordering, and the contrast probe (V3) holds on the mirrored Home.
@Suite struct RightToLeftRenderTests {
    static let arabic = LanguageTag("ar")!

    /// Home in `state`, its words and board in `language` (as the gallery draws it), with `message` typed, at
    /// `width`×`height` on a 7-inch panel's density.
    static func scene(
        _ state: NamedHomeState, language: LanguageTag = arabic, message: String? = nil, width: Double = 800,
        height: Double = 480, display: DisplaySettings = DisplaySettings()
    ) -> Scene {
        var view = state.view(display: display, accessMethod: .touch)
        SnapshotCommand.translate(&view, to: language)
        view.keyboard = OnScreenKeyboard.layout(for: language)
        if let message { view.message = message }
        let screen = Screen(
            pixels: Size(width: width, height: height), millimetres: Size(width: width / 5.19, height: height / 5.19))
        return layout(view, screen: screen, measurer: PangoMeasurer())
    }

    @Test func L7_theIconStandsBeforeTheWordsOnTheReadingSide() {
        for language in [Self.arabic, .english] {
            for state in [NamedHomeState.start, .typing] {
                let scene = Self.scene(state, language: language)
                let placed = Renderer().placements(scene)
                let withIcons = scene.controls.filter { placed[$0.id]?.icon != nil }
                #expect(!withIcons.isEmpty, "\(language) \(state)")
                for control in withIcons {
                    let label = placed[control.id]!
                    let icon = label.icon!
                    if language.isRightToLeft {
                        #expect(icon.minX >= label.ink.maxX - 1, "\(control.id): icon \(icon), words \(label.ink)")
                    } else {
                        #expect(icon.maxX <= label.ink.minX + 1, "\(control.id): icon \(icon), words \(label.ink)")
                    }
                }
            }
        }
    }

    @Test func L7_theCheckMarkOfTheChosenCategoryIsInItsLeadingTopCorner() {
        let renderer = Renderer()
        for language in [Self.arabic, .english] {
            let scene = Self.scene(.start, language: language)
            let chosen = scene.controls.first { $0.isSelected && $0.role == .category }!
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)
            let cr = cairo_create(surface)!
            defer {
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
            }
            let painter = ControlPainter(
                cr: cr, engine: renderer.engine, palette: Palette(scene.display), scene: scene)
            let mark = painter.checkMark(chosen, placement: painter.placement(chosen))!
            let area = painter.geometry(chosen).markArea
            #expect(language.isRightToLeft ? mark.minX == area.minX : mark.maxX == area.maxX, "\(language) \(mark)")
        }
    }

    @Test func L7_theMessageStartsOnTheRightAndItsCursorIsAtTheEndOfTheArabicWords() {
        // One line, so the end of the words is the end of the ink.
        let scene = Self.scene(.typing, message: "أريد الماء")
        let message = scene.control(.message)!
        let placed = Renderer().placements(scene)[.message]!
        let mark = LabelMetrics.messageMarkWidth(fontSize: message.fontSize)
        // The first line starts at the right of the words' place; the mark's room is on the left.
        #expect(abs(placed.ink.maxX - placed.content.maxX) <= 2, "\(placed.ink) in \(placed.content)")
        #expect(placed.ink.minX >= placed.content.minX + mark - 1)
        // The end of Arabic words is their left: the cursor stands just left of them, never over them.
        let cursor = placed.cursor!
        #expect(cursor.maxX <= placed.ink.minX + 1, "cursor \(cursor), words \(placed.ink)")
        #expect(placed.ink.minX - cursor.maxX < 0.5 * message.fontSize, "cursor \(cursor), words \(placed.ink)")
        #expect(cursor.minX >= placed.content.minX)
    }

    @Test func L7_anEmptyMessageOnAnArabicScreenHasItsCursorOnTheRight() {
        let scene = Self.scene(.typing, message: "")
        let placed = Renderer().placements(scene)[.message]!
        let cursor = placed.cursor!
        #expect(placed.content.maxX - cursor.maxX <= 2, "cursor \(cursor) in \(placed.content)")
        let english = Renderer().placements(Self.scene(.typing, language: .english, message: ""))[.message]!
        #expect(english.cursor!.minX - english.content.minX <= 2)
    }

    @Test func L7_latinWordsAndDigitsAreNotForcedEitherWay() {
        // A message that starts with Latin letters reads left to right, from the left, even on an Arabic screen
        // (its first strong letter decides, as on the platforms); its cursor is after its last letter, on the right.
        let latin = Renderer().placements(Self.scene(.typing, message: "Dr. Ali"))[.message]!
        #expect(latin.ink.minX - latin.content.minX < 0.2 * latin.content.width, "\(latin.ink) in \(latin.content)")
        #expect(latin.cursor!.minX >= latin.ink.maxX - 1)
        // Digits alone have no direction of their own: they take the screen's, from the right.
        let digits = Renderer().placements(Self.scene(.typing, message: "12 34"))[.message]!
        #expect(digits.ink.minX > digits.content.center.x, "\(digits.ink) in \(digits.content)")
        #expect(digits.content.maxX - digits.ink.maxX < 0.2 * digits.lineHeight, "\(digits.ink) in \(digits.content)")
        // Mixed text is one right-to-left paragraph that pango orders: nothing is broken, the words stay inside.
        let mixed = Renderer().placements(Self.scene(.typing, message: "أريد Dr. Ali في الغرفة 12"))[.message]!
        #expect(!mixed.breaksWord)
        #expect(mixed.ink.minX >= mixed.inner.minX - 1 && mixed.ink.maxX <= mixed.inner.maxX + 1)
        #expect(abs(mixed.ink.maxX - mixed.content.maxX) <= 2, "\(mixed.ink) in \(mixed.content)")
    }

    @Test func L7_theDwellFillsFromTheReadingSide() throws {
        for language in [Self.arabic, .english] {
            var view = NamedHomeState.start.view(display: DisplaySettings(), accessMethod: .touch)
            SnapshotCommand.translate(&view, to: language)
            view.dwell = DwellProgress(control: .yes, fraction: 0.4)
            let scene = layout(
                view, screen: Screen(width: 800, height: 480, pixelsPerMillimetre: 5.19), measurer: PangoMeasurer())
            let image = try Renderer().image(of: scene)
            view.dwell = DwellProgress(control: .yes, fraction: 0)
            let empty = try Renderer().image(
                of: layout(
                    view, screen: Screen(width: 800, height: 480, pixelsPerMillimetre: 5.19), measurer: PangoMeasurer())
            )
            // The pixels the progress changed: all on the side a reader starts from.
            let frame = scene.control(.yes)!.frame
            var changed: [Int] = []
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX)
                where image.pixels[y * image.width + x] != empty.pixels[y * empty.width + x] {
                    changed.append(x)
                }
            }
            #expect(!changed.isEmpty)
            let middle = frame.center.x
            let leading = changed.filter { language.isRightToLeft ? Double($0) > middle : Double($0) < middle }
            #expect(leading.count > changed.count * 9 / 10, "\(language): \(leading.count) of \(changed.count)")
        }
    }

    static let contrastCases: [MatrixCase] = [(800.0, 480.0), (1280, 800), (480, 800)].flatMap { size in
        appearanceMatrix.map {
            MatrixCase(width: size.0, height: size.1, display: $0, states: [.start, .typing, .emergency, .sounding])
        }
    }

    @Test(arguments: contrastCases)
    func L7_V3_theMirroredArabicHomeMeetsContrast(_ matrix: MatrixCase) throws {
        let renderer = Renderer()
        for state in matrix.states {
            let scene = Self.scene(state, width: matrix.width, height: matrix.height, display: matrix.display)
            #expect(scene.direction == .rightToLeft)
            let failures = contrastFailures(in: try renderer.image(of: scene), scene: scene)
            #expect(failures.isEmpty, "\(state): \(failures.prefix(6))")
        }
    }
}
