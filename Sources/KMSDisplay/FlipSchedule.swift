import DeviceValues
/// Which of the two scan-out buffers to draw into, what to copy into it, and when a flip may be asked for (D1).
///
/// Pure bookkeeping: each buffer keeps the regions it lacks compared with the current image, so a flip copies only
/// what changed since that buffer was last shown. Only one flip is outstanding at a time; damage that arrives
/// meanwhile waits for the flip's completion event. A flip the kernel refuses (`EBUSY`) keeps its damage and is
/// asked for again on the next event.
public struct FlipSchedule: Equatable, Sendable {
    /// The buffer on screen.
    public private(set) var front = 0
    /// Whether a flip was asked for and its completion event has not come yet.
    public private(set) var flipPending = false
    /// Whether the image changed since the last flip was asked for.
    public private(set) var needsPresent = false
    /// For each buffer, the regions it lacks compared with the current image.
    public private(set) var stale: [[PixelRect]] = [[], []]

    /// A schedule with buffer 0 on screen and both buffers lacking everything of `width`×`height`.
    public init(width: Int, height: Int) {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        stale = [[whole], [whole]]
    }

    /// The buffer to draw into next.
    public var back: Int { 1 - front }

    /// The image changed in `rects`.
    public mutating func damage(_ rects: [PixelRect]) {
        let changed = rects.filter { !$0.isEmpty }
        guard !changed.isEmpty else { return }
        for index in 0..<2 { stale[index] = Self.merged(stale[index] + changed) }
        needsPresent = true
    }

    /// If a flip may be asked for now: the back buffer and what to copy into it. The caller copies, then asks
    /// for the flip and reports `flipRequested(accepted:)`.
    public mutating func beginFlip() -> (buffer: Int, copy: [PixelRect])? {
        guard needsPresent, !flipPending else { return nil }
        let copy = stale[back]
        stale[back] = []
        needsPresent = false
        flipPending = true
        return (back, copy)
    }

    /// The kernel accepted the flip (its completion event will come), or refused it: then the copied buffer is
    /// complete but not shown, and the flip is asked for again on the next event.
    public mutating func flipRequested(accepted: Bool) {
        if accepted { return }
        flipPending = false
        needsPresent = true
    }

    /// The flip's completion event came: the back buffer is now on screen.
    public mutating func flipCompleted() {
        guard flipPending else { return }
        flipPending = false
        front = back
    }

    /// Everything must be copied again (a new mode, new buffers).
    public mutating func reset(width: Int, height: Int) {
        self = FlipSchedule(width: width, height: height)
    }

    /// Keeps the lists short: past a few rectangles, one bounding rectangle copies little more and costs less.
    /// A rectangle inside another is dropped.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var kept: [PixelRect] = []
        for rect in rects where !kept.contains(where: { $0.contains(rect) }) {
            kept.removeAll { rect.contains($0) }
            kept.append(rect)
        }
        guard kept.count > 8 else { return kept }
        return [kept.dropFirst().reduce(kept[0]) { $0.union($1) }]
    }
}
