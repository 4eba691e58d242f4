// Switch effort (A2): how many scan steps and seconds one switch, auto scanning at 1 s, takes to write ten
// hospital sentences (with and without word prediction) and to reach each Home control. Row-column scanning is
// driven through the real core (switch presses, the core's own scan timer); the flat keyboard it replaced is
// counted over the same layouts and the same choices, as that scanning moved (after every choice back to Yes's
// group, then the keyboard's ~36 keys one by one).
// Run: swift run -c release --package-path Tests/Benchmarks switch-effort-benchmark
import BricksonCore
import BricksonFakes

let measurer = MonospaceMeasurer()
let scanTime = Duration.seconds(1)
let pressTime = Duration.milliseconds(50)
let screens: [(String, Screen)] = [
    ("7-inch 800×480", Screen(pixels: Size(width: 800, height: 480), millimetres: Size(width: 154, height: 86)))
]
let sentences = [
    "i am in pain", "please call the nurse", "i need to use the toilet", "can you move my pillow", "i am thirsty",
    "please turn off the light", "i feel sick", "where is my family", "my mouth is dry", "thank you for your help",
]

/// Steps (the highlight moving by itself), presses (and long holds) and time on the clock.
struct Effort {
    var steps = 0
    var presses = 0
    var time = Duration.zero

    static func + (a: Effort, b: Effort) -> Effort {
        Effort(steps: a.steps + b.steps, presses: a.presses + b.presses, time: a.time + b.time)
    }
}

func seconds(_ duration: Duration) -> String {
    let tenths = Int((Double(duration.nanosecondsRounded) / 100_000_000).rounded())
    return "\(tenths / 10).\(tenths % 10) s"
}

func isKeyboard(_ control: ControlID) -> Bool {
    switch control {
    case .key, .prediction: true
    default: false
    }
}

/// A driver on Home at `screen`, one switch, auto scan at 1 s, no extra time on the first item.
func driver(_ screen: Screen) -> HomeDriver {
    let buttons = ButtonSettings(scanTime: scanTime, scanFirstItemExtra: .zero, switchCount: 1, scanMode: .auto)
    var home = HomeDriver(settings: Settings(buttons: buttons, accessMethod: .switches))
    home.speechTakesNoTime = true
    home.send { .screenChanged(screen, at: $0) }
    relayout(&home, screen)
    return home
}

/// Lays the screen out as the runtime does after every change, and tells the core its scanning groups.
@discardableResult
func relayout(_ home: inout HomeDriver, _ screen: Screen) -> Scene {
    let view = home.state.view
    let plan = HomePlan(LayoutInput(view, screen: screen), measurer: measurer)
    let scene = layout(view, plan: plan, measurer: measurer)
    if scene.scanGroups != home.state.scanGroups || scene.typeAvailable != home.state.typeAvailable {
        home.send { .sceneLaidOut(typeAvailable: scene.typeAvailable, scanGroups: scene.scanGroups, at: $0) }
    }
    return scene
}

func press(_ home: inout HomeDriver, holding: Duration = pressTime) {
    home.setLine(.switchSelect, pressed: true)
    home.advance(by: holding)
    home.setLine(.switchSelect, pressed: false)
    home.advance(by: .milliseconds(50))
}

/// A person who never misses: presses when the highlight holds `target`, long-holds to leave the keyboard for a
/// control outside it, and otherwise waits for the highlight to move. Returns nil if it is never reached.
func reach(_ target: ControlID, _ home: inout HomeDriver, _ screen: Screen) -> Effort? {
    var effort = Effort()
    let start = home.now
    for _ in 0..<2000 {
        relayout(&home, screen)
        let highlight = home.state.view.scanHighlight
        if highlight.contains(target) {
            press(&home)
            effort.presses += 1
            if highlight == [target] {
                relayout(&home, screen)
                effort.time = home.now - start
                return effort
            }
        } else if highlight.isEmpty {
            press(&home)
            effort.presses += 1
        } else if !isKeyboard(target), highlight.allSatisfy(isKeyboard), highlight.count <= OnScreenKeyboard.columns {
            // In the keyboard's rows or keys: a long hold goes back a level.
            press(&home, holding: home.state.settings.buttons.longHoldBack + .milliseconds(100))
            effort.presses += 1
        } else {
            guard let deadline = home.state.nextDeadline else { return nil }
            home.advance(by: deadline - home.now)
            if home.state.view.scanHighlight != highlight { effort.steps += 1 }
        }
    }
    return nil
}

/// The flat keyboard's cost of `target` as that scanning moved: from Yes's group, a step a group, then (in a group
/// of more than one) a step an item.
func flatCost(_ target: ControlID, _ scene: Scene) -> Effort? {
    let dimmed = Set(scene.controls.filter(\.isDimmed).map(\.id))
    let groups = scene.scanGroups.map { $0.filter { !dimmed.contains($0) } }.filter { !$0.isEmpty }
    guard let group = groups.firstIndex(where: { $0.contains(target) }) else { return nil }
    let item = groups[group].firstIndex(of: target)!
    let steps = group + (groups[group].count > 1 ? item : 0)
    let presses = groups[group].count > 1 ? 2 : 1
    return Effort(steps: steps, presses: presses, time: scanTime * steps + pressTime * presses)
}

/// The controls that write `sentence` from an empty message, choosing a predicted word where one is the word
/// being written (when `predicting`), then Speak.
func nextChoice(_ sentence: String, _ state: HomeState, predicting: Bool) -> ControlID? {
    let message = state.view.message
    guard message.count < sentence.count || !sentence.hasPrefix(message) else { return .again }
    let written = message.hasSuffix(" ") && !sentence.hasPrefix(message) ? String(message.dropLast()) : message
    guard sentence.hasPrefix(written) else { return nil }
    if written.count == sentence.count { return .again }
    let rest = sentence.dropFirst(written.count)
    let wordStart = written.lastIndex(of: " ").map { written.index(after: $0) } ?? written.startIndex
    let partial = written[wordStart...]
    if predicting, rest.first != " " {
        let word = partial + rest.prefix { $0 != " " }
        if let slot = state.view.shownPredictions.firstIndex(of: String(word)) { return .prediction(slot) }
    }
    return .key(rest.first == " " ? .space : .character(rest.first!))
}

/// Writes every sentence by switch (row-column, through the core) and counts the flat keyboard over the same
/// choices; returns (row-column, flat, letters and spaces written).
func writeSentences(_ screen: Screen, predicting: Bool) -> (Effort, Effort, Int)? {
    var rowColumn = Effort()
    var flat = Effort()
    var characters = 0
    for sentence in sentences {
        var home = driver(screen)
        home.choose(.type)
        relayout(&home, screen)
        for _ in 0..<200 {
            guard let next = nextChoice(sentence, home.state, predicting: predicting) else { return nil }
            let scene = relayout(&home, screen)
            guard let old = flatCost(next, scene), let new = reach(next, &home, screen) else { return nil }
            flat = flat + old
            rowColumn = rowColumn + new
            if next == .again { break }
        }
        characters += sentence.count
    }
    return (rowColumn, flat, characters)
}

func perLetter(_ effort: Effort, _ characters: Int) -> String {
    let hundredths = effort.steps * 100 / characters
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

for (name, screen) in screens {
    let probe = driver(screen)
    var typing = probe
    typing.choose(.type)
    let scene = relayout(&typing, screen)
    print("\n### \(name), switches' sizes, one switch, auto scan at 1 s\n")
    guard scene.typeAvailable else {
        print("Type has no room on this panel at switches' sizes: no sentences.")
        continue
    }
    print("| Ten sentences (\(sentences.joined().count) characters) | steps | steps a character | presses | time |")
    print("|---|---|---|---|---|")
    for predicting in [false, true] {
        guard let (rowColumn, flat, characters) = writeSentences(screen, predicting: predicting) else {
            print("| (a sentence could not be written) | | | | |")
            continue
        }
        let how = predicting ? "with prediction" : "without prediction"
        for (label, effort) in [("flat keyboard (before)", flat), ("row-column (now)", rowColumn)] {
            print(
                "| \(label), \(how) | \(effort.steps) | \(perLetter(effort, characters)) | \(effort.presses) | "
                    + "\(seconds(effort.time)) |")
        }
    }
}

// Each Home control from rest (nothing highlighted), on the 7-inch panel.
let (name, screen) = screens[0]
var home = driver(screen)
let scene = relayout(&home, screen)
print("\n### Each Home control from rest, \(name)\n")
print("| control | steps | presses | time |")
print("|---|---|---|---|")
for control in scene.scanGroups.joined() where control != .message {
    var fresh = driver(screen)
    guard let effort = reach(control, &fresh, screen) else {
        print("| \(control) | not reached | | |")
        continue
    }
    print(
        "| \(scene.controls.first { $0.id == control }?.label ?? "\(control)") | \(effort.steps) | "
            + "\(effort.presses) | \(seconds(effort.time)) |")
}

// Each starter phrase from rest, through its category (or Emergency): after the category is chosen, scanning goes
// on into its phrases (A2), so the figure is the category's cost and then the phrase's place in its list.
print("\n### Each starter phrase from rest, through its category, \(name)\n")
print("| phrase | category | steps | presses | time |")
print("|---|---|---|---|---|")
var phraseTimes: [Duration] = []
let board = StarterContent.board
let lists: [(ControlID, String, [Phrase])] =
    [(.emergency, "Emergency", board.emergency)]
    + board.categories.enumerated().map { (.category($0.offset), $0.element.name, $0.element.phrases) }
for (category, categoryName, phrases) in lists {
    for index in phrases.indices {
        var fresh = driver(screen)
        var effort = Effort()
        if category != .category(0) {
            guard let toCategory = reach(category, &fresh, screen) else { continue }
            effort = toCategory
        }
        guard let toPhrase = reach(.phrase(index), &fresh, screen) else {
            print("| \(phrases[index].text) | \(categoryName) | not reached | | |")
            continue
        }
        effort = effort + toPhrase
        phraseTimes.append(effort.time)
        print(
            "| \(phrases[index].text) | \(categoryName) | \(effort.steps) | \(effort.presses) | "
                + "\(seconds(effort.time)) |")
    }
}
if let longest = phraseTimes.max() {
    let mean = phraseTimes.reduce(Duration.zero, +) / phraseTimes.count
    print("\n\(phraseTimes.count) phrases: mean \(seconds(mean)), longest \(seconds(longest)).")
}
