/// The board Brickson starts with (H5): phrases written for a hospital bed, and the emergency phrases.
///
/// It is data the caregiver screens can edit. No phrase, category or button shares a name with another control
/// on Home, because the names are also what auditory scanning speaks.
public enum StarterContent {
    /// The starter board.
    public static let board = Board(categories: categories, emergency: emergency)

    /// The labels of Home's fixed controls, which no category or phrase may repeat.
    public static let fixedLabels = [
        "Yes", "No", "Emergency", "Get Attention", "Again", "Speak", "Phrases", "Type", "Stop", "Settings", "Clear",
        "Put Back", "Pause", "Resume",
    ]

    static func category(_ id: String, _ name: String, _ texts: [String]) -> Category {
        Category(
            id: id, name: name,
            phrases: texts.enumerated().map { Phrase(id: "\(id).\($0.offset + 1)", text: $0.element) })
    }

    static let categories: [Category] = [
        category(
            "pain", "Pain",
            [
                "I'm in pain", "The pain is worse", "The pain is better", "It hurts here", "I need pain medicine",
                "My head hurts", "My back hurts", "Please be gentle",
            ]),
        category(
            "breathing", "Breathing",
            [
                "I can't get enough air", "I need suction", "I need to cough", "Please raise my head",
                "Please check my tube", "My mouth is full", "Please give me a minute", "Breathing is better now",
            ]),
        category(
            "comfort", "Comfort",
            [
                "I'm thirsty", "My mouth is dry", "I'm too hot", "I'm too cold", "Please move me",
                "Turn me on my side", "Fix my pillow", "Please dim the light",
            ]),
        category(
            "needs", "Needs",
            [
                "I need the toilet", "I need to be cleaned", "I'm hungry", "I need my glasses", "I need my hearing aid",
                "Please scratch my itch", "Please open the window", "Please turn on the TV",
            ]),
        category(
            "people", "People",
            [
                "I want to say something", "Please call my family", "Is my family coming?", "I want to see my family",
                "Please ask me yes or no questions", "Please wait while I type", "Thank you", "I love you",
            ]),
        category(
            "feelings", "Feelings",
            [
                "I'm scared", "I'm tired", "I'm okay", "I can't sleep", "I feel sick", "I'm confused", "I'm bored",
                "I want to be alone",
            ]),
    ]

    static let emergency: [Phrase] = [
        "Help me now", "I can't breathe", "I'm choking", "Something is very wrong", "The pain is very bad",
        "I feel faint", "My chest hurts", "Please get the doctor",
    ].enumerated().map { Phrase(id: "emergency.\($0.offset + 1)", text: $0.element) }
}
