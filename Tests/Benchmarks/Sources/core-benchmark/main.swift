// Measures the pure core's share of the press-to-sound path: how long `update` takes for the events of one press.
// Run: swift run -c release --package-path Tests/Benchmarks core-benchmark
import BricksonCore
import Glibc

/// Runs `body` `rounds` times and returns each round's duration, sorted.
func measure(rounds: Int, _ body: () -> Void) -> [Duration] {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<rounds {
        let start = clock.now
        body()
        samples.append(clock.now - start)
    }
    return samples.sorted()
}

func microseconds(_ duration: Duration) -> String {
    let value = Double(duration.nanosecondsRounded) / 1000
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) µs"
}

func report(_ name: String, _ samples: [Duration]) {
    let median = samples[samples.count / 2]
    let p99 = samples[samples.count * 99 / 100]
    let worst = samples[samples.count - 1]
    print("| \(name) | \(microseconds(median)) | \(microseconds(p99)) | \(microseconds(worst)) |")
}

/// As on the device: the sound engine has started, so every `update` also checks whether the board or the voice
/// changed since speech was last prepared (S2).
func engineStarted(_ state: inout HomeState) {
    _ = update(&state, .soundEngineStarted(at: .zero))
}

/// How many times each case runs: `standard`, or BRICKSON_BENCHMARK_REPEATS when set (Tests/count-instructions
/// runs every case twice as often in a second run, so the start-up's instructions cancel out).
func repeats(_ standard: Int) -> Int {
    guard let text = getenv("BRICKSON_BENCHMARK_REPEATS"), let value = Int(String(cString: text)), value > 0 else {
        return standard
    }
    return value
}

let rounds = repeats(20_000)
/// Tests/count-instructions' run (BRICKSON_BENCHMARK_COUNTING set): the cases whose set-up alone is too costly to run
/// under valgrind in an emulator are left out.
let counting = getenv("BRICKSON_BENCHMARK_COUNTING") != nil
var sink = 0
print("| `update` for | median | 99th percentile | worst |")
print("|---|---|---|---|")

// A physical Yes: edge, glitch-filter read (2 ms: level, speak), its speech events, the hold-off read, then the
// release: edge, read, the second read a hold-off later.
do {
    var state = HomeState(board: StarterContent.board, settings: Settings(), at: .zero)
    engineStarted(&state)
    var now = Instant.zero
    let samples = measure(rounds: rounds) {
        now = now + .seconds(2)
        let start = now
        sink &+= update(&state, .buttonEdge(.yes, at: start)).count
        sink &+= update(&state, .timerFired(at: start + .milliseconds(2))).count
        let effects = update(&state, .buttonLevel(.yes, isPressed: true, at: start + .milliseconds(2)))
        for case .speak(let utterance) in effects {
            sink &+= update(&state, .speechStarted(utterance: utterance.id, at: start + .milliseconds(3))).count
            sink &+= update(&state, .speechFinished(utterance: utterance.id, at: start + .milliseconds(600))).count
        }
        sink &+= update(&state, .timerFired(at: start + .milliseconds(30))).count
        sink &+= update(&state, .buttonLevel(.yes, isPressed: true, at: start + .milliseconds(30))).count
        sink &+= update(&state, .buttonEdge(.yes, at: start + .milliseconds(700))).count
        sink &+= update(&state, .timerFired(at: start + .milliseconds(702))).count
        sink &+= update(&state, .buttonLevel(.yes, isPressed: false, at: start + .milliseconds(702))).count
        sink &+= update(&state, .timerFired(at: start + .milliseconds(732))).count
        sink &+= update(&state, .buttonLevel(.yes, isPressed: false, at: start + .milliseconds(732))).count
    }
    report("a physical Yes press and release, with its speech events (13 events)", samples)
}

/// Taps on the phrases of `board` in turn, a second apart (touch began, and ended 90 ms later), and reports them.
@MainActor func measurePhraseTaps(_ name: String, board: Board, settings: Settings) {
    var state = HomeState(board: board, settings: settings, at: .zero)
    engineStarted(&state)
    var now = Instant.zero
    var phrase = 0
    let samples = measure(rounds: rounds) {
        now = now + .seconds(1)
        phrase = (phrase + 1) % 8
        let point = Point(x: 300, y: 300)
        sink &+= update(&state, .touchBegan(point: point, control: .phrase(phrase), at: now)).count
        sink &+= update(&state, .touchEnded(point: point, control: .phrase(phrase), at: now + .milliseconds(90))).count
    }
    report(name, samples)
}

// A tap on a phrase: touch began and ended.
measurePhraseTaps("a tap on a phrase (2 events)", board: StarterContent.board, settings: Settings())

// A keystroke into a long message (400 of 500 characters), which asks for a save.
do {
    var state = HomeState(
        board: StarterContent.board, settings: Settings(), message: String(repeating: "word ", count: 80), at: .zero)
    engineStarted(&state)
    _ = update(&state, .chosen(.type, at: .zero))
    var now = Instant.zero
    let samples = measure(rounds: rounds) {
        now = now + .milliseconds(200)
        sink &+= update(&state, .keyTyped(.character("a"), at: now)).count
        sink &+= update(&state, .keyTyped(.backspace, at: now + .milliseconds(100))).count
    }
    report("a keystroke and a backspace in a 400-character message (2 events)", samples)
}

// The projection the layout draws from, after each change.
do {
    let state = HomeState(board: StarterContent.board, settings: Settings(), at: .zero)
    let samples = measure(rounds: rounds) { sink &+= state.view.phrases.count }
    report("`HomeState.view` (the projection for the layout)", samples)
}

// Word prediction (T9) at its worst: both learned tables full, so every prediction looks through all of them.
/// 0 → "a", 26 → "ba": a different word of letters for every number.
func letters(_ number: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    var number = number
    var word = String(alphabet[number % 26])
    while number >= 26 {
        number /= 26
        word = String(alphabet[number % 26]) + word
    }
    return word
}

// (Left out of Tests/count-instructions' counted run: filling the tables costs some 700 million instructions,
// which valgrind under qemu-user cannot run in useful time.)
if !counting {
    var fullyLearned = LearnedWords()
    for message in 0..<2000 {
        fullyLearned.learn((0..<5).map { "w" + letters(message * 5 + $0) }.joined(separator: " "))
    }

    // A keystroke and a backspace mid-word with full tables: each predicts again.
    do {
        var state = HomeState(
            board: StarterContent.board, settings: Settings(), message: "please call my wa", learned: fullyLearned,
            at: .zero)
        _ = update(&state, .chosen(.type, at: .zero))
        var now = Instant.zero
        let samples = measure(rounds: max(1, rounds / 4)) {
            now = now + .milliseconds(200)
            sink &+= update(&state, .keyTyped(.character("t"), at: now)).count
            sink &+= update(&state, .keyTyped(.backspace, at: now + .milliseconds(100))).count
        }
        report("a keystroke and a backspace mid-word, predicting from full learned tables (2 events)", samples)
    }

    // After a space the next word is predicted from every pair and the commonest words.
    do {
        let predictor = WordPredictor(learned: fullyLearned)
        let samples = measure(rounds: max(1, rounds / 4)) {
            sink &+= predictor.predictions(for: "please call my ").count
        }
        report("`WordPredictor.predictions` for the next word, full learned tables", samples)
    }

    // Speak teaches the message's words: with full tables the least used are dropped on every learning.
    do {
        var learned = fullyLearned
        var round = 0
        let samples = measure(rounds: max(1, rounds / 20)) {
            round += 1
            sink &+= learned.learn("I need my x\(letters(round)) please") ? 1 : 0
        }
        report(
            "`LearnedWords.learn` of a 5-word message into full tables (at most \(learned.wordCapacity) words, "
                + "\(learned.pairCapacity) pairs)", samples)
    }
}

// The system's update status as the loop takes it (U3, U5): a status of the most bytes it may have, parsed, then
// handed to `update` (its progress changes each time).
do {
    let filler = (0..<40).map { "note\($0)=" + String(repeating: "x", count: 80) }.joined(separator: "\n")
    var text =
        "state=installing\nbundle=new.raucb\nversion=2026.12.03.1200\nrunning-version=2026.12.02.1200\n"
        + "running-slot=A\nother-version=2026.11.20.0900\nlast-update=none\nundone=no\n" + filler
    text = String(text.utf8.prefix(UpdateStatus.byteLimit - 12).map { Character(UnicodeScalar($0)) }) + "\nprogress="
    var state = HomeState(board: StarterContent.board, settings: Settings(), at: .zero)
    engineStarted(&state)
    _ = update(&state, .stickChanged(StickContents(updates: ["new.raucb"]), at: .zero))
    precondition(UpdateStatus.parse(Array((text + "99").utf8)) != nil, "the benchmark's status must be a good one")
    var progress = 0
    let samples = measure(rounds: rounds) {
        progress = (progress + 1) % 100
        let bytes = Array((text + "\(progress)").utf8)
        sink &+= update(&state, .updateStatusRead(UpdateStatus.parse(bytes), at: .zero)).count
    }
    report("a 4096-byte update status: `UpdateStatus.parse` and `updateStatusRead` (U3)", samples)
}

// L1: the catalogs parsed at first use (once a start), and Home's view with its words looked up, English and Spanish.
do {
    let samples = measure(rounds: 200) { sink &+= BuiltInCatalogs.readAgain().count + 1 }
    report("every built-in catalog parsed, as at first use (L1; 200 rounds)", samples)
    for language in ["en", "es"] {
        var settings = Settings()
        settings.language = LanguageTag(language)
        var state = HomeState(board: StarterContent.board, settings: settings, at: .zero)
        engineStarted(&state)
        let view = measure(rounds: rounds) { sink &+= state.view.labels.yes.utf8.count }
        report("`HomeState.view` with its words in \(language) (L1)", view)
    }
}

// L6: a tap on a phrase of the Spanish starter board, spoken as written and spoken in English from the parallel board.
for speechLanguage in [nil, LanguageTag("en")] {
    var settings = Settings()
    settings.speechLanguage = speechLanguage
    let spoken = speechLanguage == nil ? "as written" : "in English"
    measurePhraseTaps(
        "a tap on a phrase of the Spanish board, spoken \(spoken) (L6; 2 events)",
        board: StarterContent.board(for: LanguageTag("es")!), settings: settings)
}

print("\n(\(rounds) rounds each, a quarter for prediction, a twentieth for learning; checksum \(sink))")
