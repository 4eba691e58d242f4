import BricksonCore
import BricksonFakes
import Testing

/// The catalogue of Home's states that H3's layout tests draw: it must really reach the states it names.
@Suite struct HomeStatesTests {
    let states = HomeStates.all()

    func view(_ name: String) -> HomeView? { states.first { $0.name == name }?.state.view }

    @Test func H3_theCatalogueReachesEveryStateItNames() {
        #expect(Set(states.map(\.name)).count == states.count)
        #expect(view("emergency phrases")?.showingEmergency == true)
        #expect(view("Stop showing")?.stopShowing == true)
        #expect(view("sounding")?.statusLine == "Sounding")
        #expect(view("typing while sounding").map { $0.isTyping && $0.stopShowing } == true)
        #expect(view("typing a message")?.message == "I need the nurse")
        #expect(view("typing with Put Back")?.canPutBack == true)
        #expect(view("typing at the limit")?.statusLine == "Message full")
        #expect(view("category 5")?.selectedCategory == 5)
    }

    @Test func H3_theCatalogueShowsEveryStatusWarning() {
        let lines = Set(states.compactMap(\.state.view.statusLine))
        for warning in StatusWarning.allCases {
            #expect(lines.contains(warning.text), "\(warning)")
        }
    }
}
