/// A larger text size never makes anything smaller (H10, V1).
///
/// Home's places are the default text size's at every text size, and a larger size lets each label grow in its
/// place up to that size where it has room. Each size's own places used to give its labels the room they wanted by
/// taking it from others: at 1280×800 "larger" made Yes, Get Attention and the phrases smaller than "large" did,
/// and on 800×480 the message shrank from "larger" up. Judged label by label (every label of Home with long and
/// short phrases, what was said from an answer to 40 characters, and typing), a size's own places made something
/// smaller than the size below on every panel and access method tried, so none is kept. In the same places, with a
/// larger size to grow to, no label can be smaller: a label takes the largest size that fits up to the chosen one,
/// never below the default (`FittedLabel`). `TextSizeStepTests` holds it over the panels, access methods and
/// languages with the real font.
extension HomePlan {
    /// The plan for `input` as a left-to-right language has it: the default text size's places, with the labels'
    /// size the chosen one.
    init(steppedUp input: LayoutInput, measurer: some TextMeasurer) {
        var standard = input
        standard.textSize = .default
        self.init(ownSize: standard, measurer: measurer)
        fontSize = LabelMetrics.fontSize(input.textSize, pixelsPerMillimetre: pixelsPerMillimetre)
    }
}
