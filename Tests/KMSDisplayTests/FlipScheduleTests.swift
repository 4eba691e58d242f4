import DeviceValues
import KMSDisplay
import Testing

@Suite struct FlipScheduleTests {
    /// Asks for a flip (outside `#require`, which cannot mutate).
    func begin(_ schedule: inout FlipSchedule) -> (buffer: Int, copy: [PixelRect])? { schedule.beginFlip() }

    let whole = PixelRect(x: 0, y: 0, width: 800, height: 480)
    let button = PixelRect(x: 10, y: 10, width: 100, height: 50)
    let other = PixelRect(x: 300, y: 200, width: 40, height: 40)

    @Test func D1_theFirstFrameCopiesTheWholeScreenIntoTheBackBuffer() throws {
        var schedule = FlipSchedule(width: 800, height: 480)
        #expect(schedule.beginFlip() == nil)  // nothing drawn yet
        schedule.damage([whole])
        let flip = try #require(begin(&schedule))
        #expect(flip.buffer == 1)
        #expect(flip.copy == [whole])
    }

    @Test func D1_onlyOneFlipIsOutstandingAndDamageWaitsForItsVblank() throws {
        var schedule = FlipSchedule(width: 800, height: 480)
        schedule.damage([whole])
        _ = try #require(begin(&schedule))
        schedule.flipRequested(accepted: true)
        schedule.damage([button])
        #expect(schedule.beginFlip() == nil)
        schedule.flipCompleted()
        #expect(schedule.front == 1)
        let next = try #require(begin(&schedule))
        // Buffer 0 was last shown before the whole first frame: it lacks everything.
        #expect(next.buffer == 0)
        #expect(next.copy == [whole])
    }

    @Test func D1_eachBufferCopiesWhatChangedSinceItWasLastShown() throws {
        var schedule = FlipSchedule(width: 800, height: 480)
        for damage in [[whole], [button]] {
            schedule.damage(damage)
            _ = try #require(begin(&schedule))
            schedule.flipRequested(accepted: true)
            schedule.flipCompleted()
        }
        schedule.damage([other])
        let flip = try #require(begin(&schedule))
        #expect(flip.buffer == 1)
        #expect(flip.copy == [button, other])
    }

    @Test func D1_aFlipRefusedWithEBUSYKeepsItsDamageAndFlipsOnTheNextEvent() throws {
        var schedule = FlipSchedule(width: 800, height: 480)
        schedule.damage([whole])
        let first = try #require(begin(&schedule))
        schedule.flipRequested(accepted: false)
        #expect(!schedule.flipPending)
        #expect(schedule.needsPresent)
        #expect(schedule.front == 0)  // nothing shown yet
        // The next event: the same buffer is flipped (already complete), with nothing new to copy.
        let retry = try #require(begin(&schedule))
        #expect(retry.buffer == first.buffer)
        #expect(retry.copy.isEmpty)
        schedule.flipRequested(accepted: true)
        schedule.flipCompleted()
        #expect(schedule.front == 1)
    }

    @Test func D1_aStrayCompletionEventChangesNothing() {
        var schedule = FlipSchedule(width: 8, height: 8)
        schedule.flipCompleted()
        #expect(schedule.front == 0)
    }

    @Test func D1_manySmallChangesMergeIntoOneRectangle() throws {
        var schedule = FlipSchedule(width: 800, height: 480)
        schedule.damage([whole])
        _ = schedule.beginFlip()
        schedule.flipRequested(accepted: true)
        schedule.flipCompleted()
        schedule.damage((0..<12).map { PixelRect(x: $0 * 10, y: $0 * 5, width: 4, height: 4) })
        let flip = try #require(begin(&schedule))
        #expect(flip.copy.count == 1)
        #expect(flip.copy[0] == PixelRect(x: 0, y: 0, width: 800, height: 480))
    }
}
