import BricksonCore

/// Whether the loop is healthy enough to pet the watchdog (D5): it turned over recently, and the last frame and
/// the effects it handed out completed. A hung loop, or a frame stuck waiting for ever, stops the petting and
/// systemd restarts the process.
public struct WatchdogHealth: Equatable, Sendable {
    /// The longest a loop turn, a frame or an effect may be outstanding and still count as healthy.
    public var limit: Duration

    /// Health judged against `limit` (half the watchdog interval is a good choice).
    public init(limit: Duration) { self.limit = limit }

    /// Whether to pet at `now`, given when the loop last turned over and since when the oldest unfinished piece
    /// of work (a frame waiting for its flip, an effect handed to a worker) has been waiting, if any.
    public func shouldPet(now: Instant, lastTurnover: Instant, oldestUnfinishedWork: Instant?) -> Bool {
        guard now - lastTurnover <= limit else { return false }
        if let oldestUnfinishedWork, now - oldestUnfinishedWork > limit { return false }
        return true
    }
}
