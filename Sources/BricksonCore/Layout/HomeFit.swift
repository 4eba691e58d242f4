/// Which phrase and category words Home could not show whole (V1, H3): the layout's own fit rule, asked before a
/// label typed in Settings is kept (C1), so Home never has to shrink a word away or cut it.
public enum HomeFit {
    /// The words of `board`'s categories and phrases that do not fit whole in their places on Home (or have none), laid out on
    /// `screen` with `settings`, each list shown in turn (every category, then the emergency phrases), or only
    /// `list` (one layout: the row of categories is in every one).
    public static func misfits(
        of board: Board, settings: Settings, on screen: Screen, showing list: PhraseList? = nil,
        measurer: some TextMeasurer
    ) -> Set<String> {
        let base = HomeState(board: board, settings: settings, at: .zero).view
        let plan = HomePlan(LayoutInput(base, screen: screen), measurer: measurer)
        let padding = LabelMetrics.padding(pixelsPerMillimetre: plan.pixelsPerMillimetre)
        var views: [HomeView] = []
        for (index, category) in board.categories.enumerated() where list == nil || list == .category(index) {
            var view = base
            view.selectedCategory = index
            view.phrases = category.phrases.map(\.text)
            views.append(view)
        }
        var emergency = base
        emergency.showingEmergency = true
        emergency.phrases = board.emergency.map(\.text)
        if list == nil || list == .emergency { views.append(emergency) }
        if list == .categories { views.append(base) }
        var found: Set<String> = []
        // Words with no place at all are not shown whole either (H1): phrases past a list's places, categories past
        // the row's.
        for view in views { found.formUnion(view.phrases.dropFirst(max(0, plan.phraseCapacity))) }
        found.formUnion(board.categories.map(\.name).dropFirst(max(0, plan.categorySlots)))
        for view in views {
            let scene = layout(view, plan: plan, measurer: measurer)
            for control in scene.controls where [.phrase, .emergencyPhrase, .category].contains(control.role) {
                let fits = LabelMetrics.fits(
                    control.label, in: control.frame, fontSize: control.fontSize, bold: settings.display.bold,
                    hasIcon: control.icon != nil, padding: padding, measurer: measurer)
                if !fits { found.insert(control.label) }
            }
        }
        return found
    }
}
