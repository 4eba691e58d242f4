import BricksonCore
import Testing

@Suite struct StarterContentTests {
    @Test func H5_everyCategoryHasAboutEightPhrases() {
        #expect(StarterContent.board.categories.count >= 5)
        for category in StarterContent.board.categories {
            #expect((6...10).contains(category.phrases.count), "\(category.name)")
        }
        #expect((5...10).contains(StarterContent.board.emergency.count))
    }

    @Test func H5_noTwoNamesOnHomeAreTheSame() {
        let board = StarterContent.board
        for shown in board.categories.map(\.phrases) + [board.emergency] {
            let names =
                StarterContent.fixedLabels + board.categories.map(\.name) + shown.map(\.text)
            let folded = names.map { $0.lowercased() }
            #expect(Set(folded).count == folded.count, "\(names)")
        }
    }

    @Test func H5_phraseIDsAreUniqueAcrossTheBoard() {
        let board = StarterContent.board
        let ids = board.categories.flatMap { $0.phrases.map(\.id) } + board.emergency.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func H5_startersCoverTheHospitalBed() {
        let all = StarterContent.board.categories.flatMap { $0.phrases.map { $0.text.lowercased() } }
        for topic in ["pain", "air", "suction", "thirsty", "hot", "cold", "move", "toilet", "family", "say something"] {
            #expect(all.contains { $0.contains(topic) }, "no starter phrase about \(topic)")
        }
    }
}
