/// How much of a board Home's plan has places for on one screen at one access method (H1, C4): what the layout
/// shows at most, told to the core by `Event.homeRoomChecked` so that it can say what does not show.
public struct HomeRoom: Equatable, Hashable, Sendable {
    /// Phrases a list shows at most (`HomePlan.phraseCapacity`).
    public var phrases: Int
    /// Category places (`HomePlan.categorySlots`).
    public var categories: Int
    /// The smallest side the controls got, in millimetres (`HomePlan.minimumMillimetres`, A4); 0 when not known.
    public var targetMillimetres: Double = 0
    /// The keys' and predictions' height, in millimetres (`HomePlan.keyMillimetres`, A4); 0 when not known.
    public var keyMillimetres: Double = 0

    public init(phrases: Int, categories: Int) {
        self.phrases = phrases
        self.categories = categories
    }

    /// The room of a plan, with the sizes it gave.
    public init(_ plan: HomePlan) {
        self.init(phrases: plan.phraseCapacity, categories: plan.categorySlots)
        targetMillimetres = plan.fitsMinimum ? plan.minimumMillimetres : 0
        keyMillimetres = plan.fitsMinimum ? plan.keyMillimetres : 0
    }

    /// Home's room for `board` on `screen` with these display settings at each of `methods`, and the first
    /// method (in that order) whose room leaves part of the board unshown, with what it leaves out; nil when
    /// every method shows the whole board. Plans as the layout does, so it says what Home would show.
    public static func firstShortfall(
        of board: Board, on screen: Screen, display: DisplaySettings, methods: [AccessMethod],
        measurer: some TextMeasurer
    ) -> (method: AccessMethod, room: HomeRoom, shortfalls: [HomeShortfall])? {
        for method in methods {
            let input = LayoutInput(
                categories: board.categories.map(\.name), phraseSlots: board.phraseSlots, screen: screen,
                textSize: display.textSize, bold: display.bold, accessMethod: method)
            let room = HomeRoom(HomePlan(input, measurer: measurer))
            let shortfalls = board.shortfalls(in: room)
            if !shortfalls.isEmpty { return (method, room, shortfalls) }
        }
        return nil
    }
}

/// A part of the board Home has no place for: a list with more phrases than show, or categories beyond the last
/// place.
public struct HomeShortfall: Equatable, Hashable, Sendable {
    /// The category's name, "Emergency", or nil for the row of categories itself.
    public var list: String?
    /// How many the board has.
    public var count: Int
    /// How many show.
    public var shown: Int
    /// The list is the emergency phrases (named in the screen's language, not by a board's category).
    public var isEmergency = false

    public init(list: String?, count: Int, shown: Int) {
        self.list = list
        self.count = count
        self.shown = shown
    }

    /// For the log, in English: "People: Home shows 8 of its 14 phrases on this screen".
    public var words: String { said(in: .english) }

    /// For the caregiver (Settings), in the screen's language (L1); a category keeps its board's name.
    public func said(in words: Catalog) -> String {
        guard let list else {
            return words(
                "Home shows %1$s of the board's %2$s on this screen", "\(shown)",
                words.plural("%d category", "%d categories", count: count))
        }
        let name = isEmergency ? HomeLabels(words).emergency : list
        return words(
            "%1$s: Home shows %2$s of its %3$s on this screen", name, "\(shown)",
            words.plural("%d phrase", "%d phrases", count: count))
    }
}

extension Board {
    /// What Home, with `room`, leaves out of this board: each category (in board order) and the emergency list
    /// with more phrases than show, then the categories beyond the last place. Empty when it all shows.
    public func shortfalls(in room: HomeRoom) -> [HomeShortfall] {
        let lists =
            categories.map { ($0.name, $0.phrases.count, false) } + [
                (HomeLabels.english.emergency, emergency.count, true)
            ]
        var found = lists.filter { $0.1 > room.phrases }.map {
            var shortfall = HomeShortfall(list: $0.0, count: $0.1, shown: max(0, room.phrases))
            shortfall.isEmergency = $0.2
            return shortfall
        }
        if categories.count > room.categories {
            found.append(HomeShortfall(list: nil, count: categories.count, shown: max(0, room.categories)))
        }
        return found
    }
}

extension HomeState {
    /// What Home leaves out of the board on this screen at this access method, from the room the runtime last
    /// reported (empty until it reports one). Said in Settings (the Phrases page and About) and logged once.
    public var homeShortfalls: [HomeShortfall] {
        guard let homeRoom else { return [] }
        return board.shortfalls(in: homeRoom)
    }

    /// Logs what Home leaves out when it differs from what was last logged: once per board, screen and access
    /// method, never on every redraw (D6).
    mutating func logShortfalls(_ at: Instant, _ effects: inout [Effect]) {
        let now = homeShortfalls
        guard now != loggedShortfalls else { return }
        loggedShortfalls = now
        for shortfall in now { log(.warning, at, shortfall.words, &effects) }
    }
}
