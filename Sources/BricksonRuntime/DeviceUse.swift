import BricksonCore
import DurableStore

/// How long the device has been in use (C3): the seconds kept on disk at start, plus the monotonic time this run
/// has lasted. It needs no wall clock, so the Family Setup check-in comes due on a board with no real-time clock.
/// The runtime keeps the total on disk every `saveEvery` of running and at shutdown; a power cut loses at most that
/// much of the count, never the count itself.
struct DeviceUse: Equatable, Sendable {
    /// The seconds kept on disk when this run started.
    let keptSeconds: Int64
    /// When this run started, on the monotonic clock.
    let startedAt: Instant
    /// The total last handed to the store.
    private(set) var savedSeconds: Int64

    /// How often the total is kept while running: one small row rewritten every ten minutes.
    static let saveEvery: Int64 = 600

    init(keptSeconds: Int64, startedAt: Instant) {
        // Never trusted further than the store checks it: a damaged count must not overflow the sum below.
        self.keptSeconds = min(max(0, keptSeconds), StoreOpening.useSecondsLimit)
        self.startedAt = startedAt
        savedSeconds = self.keptSeconds
    }

    /// The seconds in use by `now`, across restarts.
    func seconds(at now: Instant) -> Int64 {
        keptSeconds + max(0, (now - startedAt).nanosecondsRounded / 1_000_000_000)
    }

    /// Whole days in use by `now`, as `DeviceFacts.daysInUse`.
    func days(at now: Instant) -> Int { Int(seconds(at: now) / 86_400) }

    /// The total to keep now, if `saveEvery` has passed since the last one kept (or `force`, at shutdown, if it
    /// changed at all); nil otherwise.
    mutating func toSave(at now: Instant, force: Bool = false) -> Int64? {
        let total = seconds(at: now)
        guard total - savedSeconds >= (force ? 1 : Self.saveEvery) else { return nil }
        savedSeconds = total
        return total
    }
}
