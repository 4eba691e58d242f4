import BricksonCore
import DeviceValues
import EventLoop
import HomeRenderer
import InputDevices
import KMSDisplay
import LinuxSystem

extension Runtime {
    /// After a batch: lays Home out again if its view or the screen changed, draws what changed, shows it, and
    /// arms the timer for the core's next deadline.
    func refresh() {
        let now = parts.clock()
        let screen = display?.screen
        if screen != lastScreen {
            lastScreen = screen
            redrawWhole = true
            // The core hears of it at once, in its own batch (its sizes in millimetres depend on it).
            handle([.screenChanged(screen, at: now)])
            return
        }
        if screen == nil { scene = nil }
        if let display, let screen {
            // The view is worked out once a refresh: it is the hot path from a press to its frame.
            let view = state.view
            let input = LayoutInput(view, screen: screen)
            if plan?.input != input {
                plan = (input, HomePlan(input, measurer: measurer))
                // The room is the plan's, so it can change only here. The core says what Home leaves out of the
                // board (C4) and logs it once, in its own batch.
                let room = HomeRoom(plan!.plan)
                if room != state.homeRoom {
                    handle([.homeRoomChecked(room, at: now)])
                    return
                }
            }
            let settingsView = state.settingsView
            if laidOut?.view != view || laidOut?.settings != settingsView || laidOut?.screen != screen || redrawWhole {
                // What the layout found that the core decides with (Type's room, the scanning order) is told in its
                // own batch, and only when it changed: the same answer again would lay out again, for ever.
                if let answers = draw(view, settingsView, on: screen, display: display, now: now) {
                    handle([answers])
                    return
                }
            }
        }
        var next = state.nextDeadline
        if let fired = lastFiredDeadline, next == fired, fired <= now {
            // The core still asks for the deadline it was just told of: ask again a little later rather than spin
            // (or, worse, never tell it again).
            next = now + .milliseconds(10)
        }
        if display?.wantsRetry == true {
            // A flip the kernel refused: try again soon even if nothing else happens.
            next = min(next ?? now + .milliseconds(20), now + .milliseconds(20))
        }
        do throws(SystemCallError) {
            if next != deadline.deadline { try deadline.arm(at: next) }
        } catch {
            log("cannot arm the timer: \(error)")
        }
    }

    /// Lays out and draws `view` (or Settings' page over it, while Settings is open), and shows what changed.
    /// Returns the layout's answers for the core (`Event.sceneLaidOut`) when they differ from what it knows.
    private func draw(
        _ view: HomeView, _ settingsView: SettingsView?, on screen: Screen, display: any HomeDisplay, now: Instant
    ) -> Event? {
        let input = LayoutInput(view, screen: screen)
        if plan?.input != input { plan = (input, HomePlan(input, measurer: measurer)) }
        let home = layout(view, plan: plan!.plan, measurer: measurer)
        let scene = settingsView.map { settingsScene($0, home: view, on: screen) } ?? home
        self.scene = scene
        laidOut = (view, settingsView, screen)
        // Type's room is Home's, whichever screen shows; input and scanning follow the screen that shows (C1).
        let answers: Event? =
            home.typeAvailable == state.typeAvailable && scene.scanGroups == state.scanGroups
            ? nil : .sceneLaidOut(typeAvailable: home.typeAvailable, scanGroups: scene.scanGroups, at: now)
        let width = Int(scene.size.width.rounded())
        let height = Int(scene.size.height.rounded())
        if image.width != width || image.height != height {
            image.resize(width: width, height: height)
            redrawWhole = true
        }
        do {
            let rects = try renderer.render(
                scene, into: image.base, width: width, height: height, stride: image.stride, full: redrawWhole)
            redrawWhole = false
            display.show(image, damage: rects.map(Self.pixelRect), now: now)
            describer?.write(ScreenDescription(scene, rotation: parts.profile.rotation))
            if display.showsAtOnce { becomeReady("Home is on screen") }
        } catch {
            log("cannot draw Home: \(error)")
        }
        return answers
    }

    /// The whole pixels a rectangle touches.
    static func pixelRect(_ rect: Rect) -> PixelRect {
        let x = Int(rect.minX.rounded(.down))
        let y = Int(rect.minY.rounded(.down))
        return PixelRect(
            x: x, y: y, width: Int(rect.maxX.rounded(.up)) - x, height: Int(rect.maxY.rounded(.up)) - y)
    }

    /// Tells systemd the device is up, once, and not before Yes, No and the emergency phrases are ready.
    func becomeReady(_ status: String) {
        guard !isReady else { return }
        guard answersPrepared else {
            // Not before Yes, No and the emergency phrases can play at once (S5).
            readyWaitingFor = status
            return
        }
        isReady = true
        _ = notifier.ready(status: status)
        log("ready: \(status)")
    }

    /// The panel over KMS, or nil (logged) when there is none yet.
    func openKMS() -> (any HomeDisplay)? {
        do throws(DisplayError) {
            let kms = try KMSDisplay.open(
                rotation: parts.profile.rotation, boardMillimetres: parts.profile.panelMillimetres,
                preferredConnector: parts.profile.connector, log: log)
            let native = parts.profile.rotation.nativeSize(logical: kms.screen?.pixels ?? Size(width: 1, height: 1))
            translator.panelSize = native
            input?.panelSize = native
            return KMSHomeDisplay(kms)
        } catch {
            log("display: \(error); the buttons still speak, and the display is used when one appears")
            return nil
        }
    }

    /// Watches the display's descriptor for page flips.
    func watchDisplay() throws(SystemCallError) {
        guard let descriptor = display?.descriptor else { return }
        try loop.watch(descriptor) { [unowned self] in
            guard let display else { return }
            let flipped = display.handleEvents(image, now: parts.clock())
            if flipped && !isReady { becomeReady("Home is on screen") }
            refresh()
        }
    }

    /// Watches udev for DRM changes: a panel unplugged or plugged back, or a card that appears late.
    func watchHotplug() throws(SystemCallError) {
        let monitor: UdevMonitor
        do throws(InputError) {
            monitor = try UdevMonitor(subsystem: "drm")
        } catch {
            log("display hotplug: \(error); a panel plugged in later needs a restart")
            return
        }
        drmMonitor = monitor
        try loop.watch(monitor.descriptor) { [unowned self] in
            guard !monitor.read().isEmpty else { return }
            displayChanged()
        }
    }

    /// The display may have changed (udev reported a DRM change; the simulator's script unplugged or plugged its
    /// panel back): re-probe the panel, or open one if there was none, and draw Home whole on what is there.
    public func displayChanged() {
        if let kmsDisplay = display as? KMSHomeDisplay {
            switch kmsDisplay.kms.reprobe() {
            case .unchanged: return
            case .gone: break
            case .screen(let screen):
                translator.panelSize = parts.profile.rotation.nativeSize(logical: screen.pixels)
                input?.panelSize = translator.panelSize
            }
        } else if display == nil, case .kms = parts.display, let opened = openKMS() {
            display = opened
            do throws(SystemCallError) { try watchDisplay() } catch { log("display: \(error)") }
        }
        if let screen = display?.screen {
            log("display: Home on \(Int(screen.pixels.width))×\(Int(screen.pixels.height))")
        } else {
            log("display: no panel; the buttons still speak")
        }
        renderer.invalidate()
        redrawWhole = true
        refresh()
    }

    /// Opens libinput on seat0; without it, touch and keys are off and the buttons still work.
    func openInput() throws(SystemCallError) {
        let devices: LibinputDevices
        do throws(InputError) {
            devices = try LibinputDevices(panelSize: translator.panelSize)
        } catch {
            log("input: \(error); touch, pointers and keyboards are off")
            return
        }
        input = devices
        try loop.watch(devices.descriptor) { [unowned self] in inject(devices.read()) }
    }
}
