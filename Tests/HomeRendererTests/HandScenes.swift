import BricksonCore

/// Scenes placed by hand, a simple grid in Home's order, so the renderer is tested on its own, apart from the
/// layout.
enum HandScenes {
    /// The states drawn by the tests.
    enum State: String, CaseIterable {
        case start, emergency, typing, sounding, pressed, dwell, scanning
    }

    /// Home in `state` on a `width`×`height` screen at `pixelsPerMillimetre`.
    static func scene(
        _ state: State, width: Double = 800, height: Double = 480, pixelsPerMillimetre: Double = 4,
        display: DisplaySettings = DisplaySettings()
    ) -> Scene {
        let fontSize = (display.textSize.millimetres * pixelsPerMillimetre).rounded()
        let gap = (width * 0.01).rounded()
        let rowHeight = ((height - 7 * gap) / 6).rounded(.down)
        func row(_ index: Int) -> Double { gap + Double(index) * (rowHeight + gap) }
        func cells(_ count: Int, y: Double, height: Double = rowHeight) -> [Rect] {
            let cellWidth = ((width - Double(count + 1) * gap) / Double(count)).rounded(.down)
            return (0..<count).map {
                Rect(x: gap + Double($0) * (cellWidth + gap), y: y, width: cellWidth, height: height)
            }
        }
        var controls: [SceneControl] = []
        func add(_ id: ControlID, _ role: ControlRole, _ frame: Rect, _ label: String, _ icon: Icon? = nil) {
            controls.append(
                SceneControl(id: id, role: role, frame: frame, label: label, icon: icon, fontSize: fontSize))
        }
        let top = cells(4, y: row(0))
        add(.yes, .yes, top[0], "Yes", .check)
        add(.no, .no, top[1], "No", .cross)
        add(.emergency, .emergency, top[2], "Emergency", .warning)
        add(.getAttention, .getAttention, top[3], "Get Attention", .bell)
        let second = cells(4, y: row(1))
        let typing = state == .typing
        add(.again, typing ? .speak : .again, second[0], typing ? "Speak" : "Again", typing ? .speaker : .repeatArrow)
        let message = Rect(
            x: second[1].minX, y: second[1].minY, width: second[2].maxX - second[1].minX, height: rowHeight * 0.7)
        add(.message, .message, message, typing ? "Please call my" : "")
        add(
            .phrases, .phrases,
            Rect(
                x: second[3].minX, y: second[3].minY, width: second[3].width / 2 - gap / 2,
                height: rowHeight), "Phrases", .list)
        add(
            .type, .type,
            Rect(
                x: second[3].midX + gap / 2, y: second[3].minY, width: second[3].width / 2 - gap / 2,
                height: rowHeight), "Type", .keyboard)
        let statusFrame = Rect(x: message.minX, y: message.maxY, width: message.width, height: rowHeight * 0.3)
        let categories = cells(7, y: row(2))
        for (index, category) in StarterContent.board.categories.enumerated() {
            if typing && index == 4 {
                add(.clear, .clear, categories[index], "Clear", .eraser)
            } else if typing && index == 5 {
                add(.putBack, .putBack, categories[index], "Put Back", .undo)
            } else {
                add(.category(index), .category, categories[index], category.name)
            }
        }
        add(.settings, .settings, categories[6], "Settings", .gear)
        let area = Rect(x: gap, y: row(3), width: width - 2 * gap, height: row(6) - gap - row(3))
        if typing {
            let keys = "qwertyuiopasdfghjklzxcvbnm".map { String($0) }
            let keyRows = [Array(keys[0..<10]), Array(keys[10..<19]), Array(keys[19..<26]) + ["⌫"]]
            let keyHeight = ((area.height - 3 * gap) / 4).rounded(.down)
            let predictions = cells(3, y: area.minY, height: keyHeight)
            for (index, word) in ["family", "nurse", "doctor"].enumerated() {
                add(.prediction(index), .prediction, predictions[index], word)
            }
            for (rowIndex, keyRow) in keyRows.enumerated() {
                let frames = cells(10, y: area.minY + Double(rowIndex + 1) * (keyHeight + gap), height: keyHeight)
                for (index, key) in keyRow.enumerated() {
                    let id: ControlID = key == "⌫" ? .key(.backspace) : .key(.character(Character(key)))
                    add(id, .key, frames[index], key == "⌫" ? "Delete" : key)
                }
            }
        } else {
            let phrases =
                state == .emergency
                ? StarterContent.board.emergency.map(\.text) : StarterContent.board.categories[0].phrases.map(\.text)
            let phraseHeight = ((area.height - gap) / 2).rounded(.down)
            let top = cells(4, y: area.minY, height: phraseHeight)
            let bottom = cells(4, y: area.minY + phraseHeight + gap, height: phraseHeight)
            for (index, text) in phrases.prefix(8).enumerated() {
                add(.phrase(index), state == .emergency ? .emergencyPhrase : .phrase, (top + bottom)[index], text)
            }
        }
        if state == .sounding {
            controls.removeAll { $0.id == .category(0) }
            add(.stop, .stop, categories[0], "Stop", .stopSquare)
        }
        for index in controls.indices {
            switch controls[index].id {
            case .category(0): controls[index].isSelected = state != .emergency
            case .emergency: controls[index].isSelected = state == .emergency
            case .category, .phrase: controls[index].isDimmed = typing
            case .yes: controls[index].isPressed = state == .pressed
            case .no: controls[index].dwellFraction = state == .dwell ? 0.4 : nil
            default: break
            }
            if state == .scanning, [ControlID.yes, .no, .emergency, .getAttention].contains(controls[index].id) {
                controls[index].isScanHighlighted = true
            }
        }
        let status: String? =
            switch state {
            case .sounding: "Sounding"
            case .typing: "Message full"
            default: nil
            }
        return Scene(
            size: Size(width: width, height: height), pixelsPerMillimetre: pixelsPerMillimetre, controls: controls,
            statusFrame: statusFrame, statusText: status, statusFontSize: fontSize, keyboardFrame: area,
            typeAvailable: true, scanGroups: [], display: display)
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
}
