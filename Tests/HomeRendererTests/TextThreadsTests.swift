import BricksonCore
import Glibc
import Testing

@testable import HomeRenderer

/// cairo keeps one cache of scaled fonts for the whole process, behind locks of its own. Two threads that lay out
/// text at once through different pango font maps could each hold one of those locks and wait for the other's: the
/// runtime measures phrases on its worker while the display thread draws. All text work takes one process-wide
/// lock (`TextLock`), so this cannot happen.
@Suite struct TextThreadsTests {
    /// Threads that draw whole screens and threads that measure text, each at many sizes so fonts come and go from
    /// cairo's cache, all finish. The hang seen once in CI did not come back in this test without `TextLock` either
    /// (eight runs): it shows that text work from many threads at once ends, not that the old hang is gone. A hang
    /// here fails the test after a generous wait rather than stopping the suite.
    @Test func drawingAndMeasuringAtOnceFromManyThreadsAllFinish() throws {
        let states: [NamedHomeState] = Array(NamedHomeState.allCases.prefix(4))
        let scenes = TextSize.allCases.flatMap { size in
            states.map { laidOut($0, width: 800, height: 480, display: DisplaySettings(textSize: size)) }
        }
        nonisolated(unsafe) let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        defer { done.deallocate() }
        sem_init(done, 0, 0)
        let threadCount = 4
        for index in 0..<threadCount {
            startThread {
                if index % 2 == 0 {
                    let renderer = Renderer()
                    for _ in 0..<6 {
                        for scene in scenes { _ = try? renderer.image(of: scene) }
                    }
                } else {
                    let measurer = PangoMeasurer()
                    for round in 0..<400 {
                        _ = measurer.measure(
                            "I can't get enough air \(round)", fontSize: 9 + Double(round % 90) * 0.7,
                            bold: round % 3 == 0, maxWidth: 120 + Double(round % 7) * 40)
                    }
                }
                sem_post(done)
            }
        }
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += 600
        var finished = 0
        for _ in 0..<threadCount where sem_timedwait(done, &deadline) == 0 { finished += 1 }
        #expect(finished == threadCount, "threads stuck laying out text: a deadlock")
    }

    /// Starts `body` on a detached thread of its own. The corresponding C call is `pthread_create`.
    private func startThread(_ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let result = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, box)
        #expect(result == 0, "pthread_create: \(result)")
    }
}
