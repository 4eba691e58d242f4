/// Home for a language written right to left (L7): the left-to-right plan mirrored, left for right.
///
/// What mirrors is what Apple's and Android's right-to-left guidelines mirror, and what Arabic communication boards
/// do: the order of the regions and of every row, so Yes (the first answer), the categories' first and the first
/// phrase stand on the reading side, the right. What does not mirror is content with a direction of its own: the
/// keys keep the places of the Arabic keyboard (ض at the top left, as on every Arabic keyboard and every phone's),
/// the digits and most icons are drawn as they are (`Icon.mirrorsRightToLeft`). The predicted words are a list read
/// in order, so their row mirrors (the first on the right).
///
/// The mirror is taken of the whole plan, after it is made: every place is still a pure function of the screen,
/// the settings and the direction, never of what Home shows (H3), and each mirrored frame is exactly the
/// left-to-right one reflected about the screen's middle.
extension HomePlan {
    /// This plan mirrored left for right on its screen, the keys kept in their order within the mirrored phrase area.
    func mirrored() -> HomePlan {
        var plan = self
        let width = size.width
        let area = phraseArea.mirrored(in: width)
        for (id, frame) in frames {
            if case .key = id {
                // Kept where the language's keyboard has it, moved only with the phrase area it stands in.
                plan.frames[id] = Rect(
                    x: area.minX + (frame.minX - phraseArea.minX), y: frame.minY, width: frame.width,
                    height: frame.height)
            } else {
                plan.frames[id] = frame.mirrored(in: width)
            }
        }
        plan.phraseArea = area
        plan.statusFrame = statusFrame.mirrored(in: width)
        plan.saidFrame = saidFrame.mirrored(in: width)
        plan.keyboardNeeded = keyboardNeeded.mirrored(in: width)
        return plan
    }
}

extension Rect {
    /// The rectangle reflected about the middle of a screen `width` wide: as far from its right edge as this one is
    /// from its left.
    public func mirrored(in width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

extension Icon {
    /// Whether the icon is drawn left for right on a right-to-left screen (L7): only those that point along the
    /// reading order, as the platforms' guidelines mirror them: Put Back's arrow back (undo) and Phrases' list,
    /// whose marks stand where a line starts. The check, the cross, the bell, the speaker, the keyboard, Again's
    /// circle (a turn of time, which the guidelines keep) and the others are drawn as they are.
    public var mirrorsRightToLeft: Bool { self == .undo || self == .list }
}
