"""The device's own behaviour in the QEMU guest: `brickson run --board qemu-x86_64` on bochs DRM, HDA sound and
gpio-sim buttons, checked from the host through the WAV QEMU writes and screendumps of the display."""

import os
import re
import subprocess
import time

import image_checks
import qemu_rig
import sound_checks

YES, NO, GET_ATTENTION = "GPIO17", "GPIO27", "GPIO22"
# The qemu-x86_64 profile has no physical Stop; the test wires one on a free line of the guest's copy.
STOP = "GPIO23"
# ... and a Select switch (A2) on another.
SELECT = "GPIO24"
BOARD_CONF = "/usr/share/brickson/Board/qemu-x86_64/board.conf"
TONE = [880, 660]


def board_millimetres():
    """The qemu-x86_64 profile's panel size, "WxH" in millimetres, or None where it gives none."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "Board", "qemu-x86_64", "board.conf")
    fields = {}
    with open(path) as f:
        for line in f:
            key, _, value = line.split("#", 1)[0].partition("=")
            fields[key.strip()] = value.strip()
    width, height = fields.get("display.widthMillimetres"), fields.get("display.heightMillimetres")
    return f"{width}x{height}" if width and height else None


def reference_home(binary, fonts, folder, size, state="start"):
    """Brickson's own image of Home in a named state (`brickson snapshot start`: as it starts), at the guest's mode
    and the board's millimetres, drawn on the host with the guest's fonts."""
    path = os.path.join(folder, f"home-{state}-reference.png")
    if os.path.exists(path):
        os.unlink(path)
    env = dict(os.environ)
    if fonts:
        env["FONTCONFIG_FILE"] = os.path.abspath(fonts)
    argv = [binary, "snapshot", state, path, "--size", size]
    millimetres = board_millimetres()
    if millimetres:
        argv += ["--mm", millimetres]
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or not os.path.exists(path):
        raise qemu_rig.RigError(f"{' '.join(argv[1:])} failed ({done.returncode}): {done.stderr.strip()}")
    print(f"reference: brickson {' '.join(argv[1:])}")
    return image_checks.read_png(path)


def wait_log(guest, pattern, timeout):
    """Waits until brickson's log (or the notify log) matches; returns the match or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = guest.read("cat /tmp/notify.log /tmp/brickson.log 2>/dev/null")
        match = re.search(pattern, text)
        if match:
            return match
        if guest.command("kill -0 $(cat /run/brickson.pid)")[0] != 0:
            return None
        time.sleep(0.5)
    return None


def event_log(guest):
    """Brickson's event log (D6) from its database in the state directory: (kind, latency in seconds or None,
    detail) in order."""
    out = guest.command("sqlite3 -separator '|' /data/brickson.sqlite "
                        "'SELECT kind, latency_ns, detail FROM event_log ORDER BY seq'")[1]
    rows = []
    for line in out.splitlines():
        parts = line.split("|", 2)
        if len(parts) == 3:
            rows.append((parts[0], int(parts[1]) / 1e9 if parts[1] else None, parts[2]))
    return rows


def differing_band(actual, expected, tolerance=8):
    """The rows (first, last) where two same-sized images differ, or None when they match."""
    if actual.shape != expected.shape:
        return (0, actual.shape[0] - 1)
    rows = (abs(actual.astype(int) - expected.astype(int)).max(axis=2) > tolerance).any(axis=1).nonzero()[0]
    return None if len(rows) == 0 else (int(rows[0]), int(rows[-1]))


def without_rows(image, band, margin=2):
    """A copy of `image` with the rows of `band` (first, last) and a small margin blanked, or the image itself."""
    if band is None:
        return image
    copy = image.copy()
    copy[max(0, band[0] - margin):band[1] + margin + 1] = 0
    return copy


def press_and_listen(guest, line, hold=0.3, listen=6.0):
    """Presses and releases a button; returns (rate, samples since just before the press, press→sound seconds
    when QEMU's stream was already running, else None)."""
    qemu_rig.wait_quiet(guest)
    running = guest.wav_bytes()
    time.sleep(0.3)
    continuous = guest.wav_bytes() > running
    mark = qemu_rig.Sound(guest)
    guest.check(f"press {line}")
    time.sleep(hold)
    guest.check(f"release {line}")
    time.sleep(listen)
    rate, samples = mark.samples()
    latency = sound_checks.first_sound_offset(rate, samples) if continuous else None
    return rate, samples, latency


def run(args, results):
    """Boots the guest with brickson and records each check."""
    figures = {}
    guest = qemu_rig.Guest(args.kernel, args.initrd, args.folder, "brickson")
    try:
        guest.wait_ready()
        size = guest.check("cat /sys/class/drm/card0-Virtual-1/modes | head -1").strip()
        reference = reference_home(args.brickson, args.fonts, args.folder, size)
        if guest.command(f"grep -q '^gpio.stop' {BOARD_CONF}")[0] != 0:
            guest.check(f"echo 'gpio.stop = {STOP}' >> {BOARD_CONF}")
            print(f"note: the guest's qemu-x86_64 profile gets gpio.stop = {STOP} for the Stop check")
        if guest.command(f"grep -q '^gpio.switchSelect' {BOARD_CONF}")[0] != 0:
            guest.check(f"echo 'gpio.switchSelect = {SELECT}' >> {BOARD_CONF}")
            print(f"note: the guest's qemu-x86_64 profile gets gpio.switchSelect = {SELECT} for the switch check")

        # Start-up with the codec's mixer as it starts: muted. READY comes after the first frame (D5, D1).
        started = guest.check("start_brickson")
        ready = wait_log(guest, r"NOTIFY ([0-9.]+) .*READY=1", 240)
        started_at = float(re.search(r"at ([0-9.]+)", started).group(1))
        if not results.record("brickson.ready", ready is not None,
                              f"READY=1 at {float(ready.group(1)):.2f} s after kernel start, "
                              f"{float(ready.group(1)) - started_at:.2f} s after exec" if ready
                              else "no READY=1: " + guest.command("tail -20 /tmp/brickson.log")[1]):
            return figures
        figures["ready_after_kernel"] = float(ready.group(1))
        figures["ready_after_exec"] = float(ready.group(1)) - started_at
        time.sleep(1.0)

        # S4: the muted mixer is noticed (Brickson reads the mixer at start and every 10 s), logged, and said on
        # the status line: the screen is Home but for one band.
        logged = wait_log(guest, r"(?i)volume (is )?very low", 15)
        muted_screen = image_checks.read_ppm(guest.screendump("muted"))
        band = differing_band(muted_screen, reference)
        changed = image_checks.differing_pixels(muted_screen, reference)
        results.record("brickson.volume-warning", band is not None and band[1] - band[0] < muted_screen.shape[0] // 6
                       and changed >= 50 and logged is not None,
                       f"screen differs from Home in {changed} pixels, all in rows {band}; "
                       f"log: {logged.group(0) if logged else None!r}")

        # With the level raised, the warning goes at the next mixer check (every 10 s) and the screen is Home as
        # the renderer draws it (D1): no more than 10 pixels differ by more than 8 levels in any channel.
        guest.check("amixer -q -c 0 set Master 80% unmute")
        deadline = time.monotonic() + 30
        while True:
            screen = image_checks.read_ppm(guest.screendump("home"))
            changed = image_checks.differing_pixels(screen, reference)
            if changed <= 10 or time.monotonic() > deadline:
                break
            time.sleep(1.0)
        _, worst = image_checks.compare(screen, reference)
        results.record("brickson.home-screen", changed <= 10,
                       f"{screen.shape[1]}x{screen.shape[0]} screendump vs brickson snapshot: {changed} pixels differ "
                       f"by more than 8 (largest difference {worst}; rows {differing_band(screen, reference)})")

        # S4, G7: the mixer is watched, not polled: `amixer` mutes it and Brickson's event log has the warning, and the
        # status line shows it (the host's screendumps bound that from above). That no timer is involved is proven
        # deterministically by VolumeWatchTests; here the real ALSA driver does it end to end, and the time is a
        # figure for BENCHMARKS.md, not a timed assertion: the bound is 2 s, a fifth of the old 10 s polling, far
        # above the 50-110 ms seen (most of it `amixer` starting under emulation: the guest's clock is read just
        # before amixer runs, in /proc/uptime's 10 ms steps).
        before_mute = guest.check("cat /proc/uptime; amixer -q -c 0 set Master mute").split()[0]
        started = time.monotonic()
        shown_after = None
        while time.monotonic() - started < 10:
            screen = image_checks.read_ppm(guest.screendump("muted-again"))
            if image_checks.differing_pixels(screen, reference) >= 50:
                shown_after = time.monotonic() - started
                break
        warned = guest.command("sqlite3 /data/brickson.sqlite \"SELECT monotonic_ns FROM event_log WHERE kind = "
                               "'warning' AND detail LIKE 'volume very low%' ORDER BY seq DESC LIMIT 1\"")[1].strip()
        mute_to_log = int(warned) / 1e9 - float(before_mute) if warned else None
        results.record("brickson.mute-seen-at-once", mute_to_log is not None and mute_to_log < 2.0
                       and shown_after is not None,
                       f"amixer mute to the event log's warning: {mute_to_log}; to a screendump showing it "
                       f"(host side, includes the screendump): {shown_after}")
        if mute_to_log is not None:
            figures["mute_to_log"] = mute_to_log
        if shown_after is not None:
            figures["mute_to_screendump"] = shown_after
        guest.check("amixer -q -c 0 set Master 80% unmute")
        qemu_rig.wait_quiet(guest)
        time.sleep(1.0)

        # A6, D2, D3: Yes pressed on gpio-sim is spoken. It is the first Yes since boot: edge to speech start from
        # Brickson's event log (the selection's latency from the first edge, plus speech start's from the choice).
        log_before = len(event_log(guest))
        rate, samples, latency = press_and_listen(guest, YES)
        first_yes = event_log(guest)[log_before:]
        selection = next((lat for k, lat, d in first_yes if k == "selection" and d == "yes"), None)
        speech = next((lat for k, lat, d in first_yes if k == "speechStart" and d == "yes"), None)
        if selection is not None and speech is not None:
            figures["first_yes_edge_to_speech_start"] = selection + speech
        ok, detail = sound_checks.speech_report(rate, samples)
        single = sound_checks.sounding_seconds(rate, samples)
        results.record("brickson.yes-speaks", ok, detail)
        if latency is not None:
            figures["press_to_sound"] = latency

        # A6: No speaks too. Yes and No pressed together: by default the first confirmed speaks at once and the
        # other, within the chord window, stops it at once; nothing more is said, and the log says so.
        rate, samples, _ = press_and_listen(guest, NO)
        ok, detail = sound_checks.speech_report(rate, samples)
        results.record("brickson.no-speaks", ok, detail)
        qemu_rig.wait_quiet(guest)
        before = len(event_log(guest))
        mark = qemu_rig.Sound(guest)
        chord = guest.check(f"together press {YES} {NO}; sleep 0.3; together release {YES} {NO}")
        time.sleep(3.0)
        rate, samples = mark.samples()
        sounding = sound_checks.sounding_seconds(rate, samples)
        logged = event_log(guest)[before:]
        pressed = sorted(d for k, _, d in logged if k == "press")
        spoken = [d for k, _, d in logged if k in ("selection", "speechStart")]
        together = [d for k, _, d in logged if k == "warning" and "yes and no together" in d]
        results.record("brickson.yes-and-no-stop-at-once",
                       len(together) == 1 and len(pressed) >= 2 and sounding < max(0.1, 0.5 * single)
                       and len([d for d in spoken if d in ("yes", "no")]) <= 2,
                       f"{sounding:.2f} s sounding after Yes and No together (one press: {single:.2f} s; "
                       f"{'; '.join(chord.splitlines())}); presses logged: {pressed}; logged as together: "
                       f"{together}; everything logged: {[(k, d) for k, _, d in logged]}")

        # A6: a line held past the stuck limit (20 s) is logged and ignored; No still speaks meanwhile, without
        # the stuck Yes making it a Yes-and-No chord.
        qemu_rig.wait_quiet(guest)
        before = len(event_log(guest))
        guest.check(f"press {YES}")
        time.sleep(24.0)
        qemu_rig.wait_quiet(guest)
        rate, samples, _ = press_and_listen(guest, NO)
        ok, detail = sound_checks.speech_report(rate, samples)
        guest.check(f"release {YES}")
        time.sleep(1.0)
        logged = event_log(guest)[before:]
        stuck = [d for k, _, d in logged if k == "buttonStuck"]
        spoken = [d for k, _, d in logged if k == "speechStart"]
        held = [d for d in stuck if "held past" in d]
        results.record("brickson.stuck-line", ok and len(held) == 1 and spoken == ["yes", "no"],
                       f"held Yes 24 s: stuck logged {stuck}; speech starts {spoken}; No while stuck: {detail}")

        # A6: a bouncing contact (9 edges in a few milliseconds, within the 30 ms hold-off) speaks once; so does a
        # burst of 41 that overflows the kernel's 16-event queue.
        for edges in (9, 41):
            qemu_rig.wait_quiet(guest)
            before = len(event_log(guest))
            mark = qemu_rig.Sound(guest)
            bounced = guest.check(f"bounce {YES} {edges}")
            time.sleep(0.3)
            guest.check(f"release {YES}")
            time.sleep(6.0)
            rate, samples = mark.samples()
            ok, detail = sound_checks.speech_report(rate, samples)
            seconds = sound_checks.sounding_seconds(rate, samples)
            once = ok and abs(seconds - single) <= max(0.25, 0.3 * single)
            logged = [k for k, _, _ in event_log(guest)[before:]]
            counts = {k: logged.count(k) for k in ("press", "selection", "speechStart")}
            results.record(f"brickson.bounce-{edges}-speaks-once",
                           once and counts["selection"] == 1 and counts["speechStart"] == 1,
                           f"{bounced.strip()}; {detail} (one press: {single:.2f} s); event log: {counts}")

        # H10, H11: after Yes and No have spoken, the last thing said holds the message's place ("No", large, under
        # "Said: just now"): the screen is Home but for that place, in the top band of the screen. The checks below
        # compare everything else (Brickson's own snapshots of Home never spoke, so their message's place is empty).
        qemu_rig.wait_quiet(guest)
        said_screen = image_checks.read_ppm(guest.screendump("said"))
        said_band = differing_band(said_screen, reference)
        results.record("brickson.said-in-message-place", said_band is not None
                       and said_band[1] < said_screen.shape[0] // 3,
                       f"after speech the screen differs from Home only in rows {said_band} "
                       f"({image_checks.differing_pixels(said_screen, reference)} pixels)")

        # G1, G7: Get Attention sounds the tone; Stop ends it.
        qemu_rig.wait_quiet(guest)
        mark = qemu_rig.Sound(guest)
        guest.check(f"press {GET_ATTENTION}; sleep 0.3; release {GET_ATTENTION}")
        time.sleep(2.0)
        screen = image_checks.read_ppm(guest.screendump("sounding"))
        time.sleep(2.0)
        rate, samples = mark.samples(settle=0.2)
        ok, detail = sound_checks.tone_report(rate, samples, TONE)
        results.record("brickson.get-attention-tone", ok, detail)
        # G2, G3: while it sounds, the screen is the renderer's "sounding" Home: Stop in its own place, the
        # status line saying "Sounding".
        sounding = without_rows(reference_home(args.brickson, args.fonts, args.folder, size, "sounding"), said_band)
        screen = without_rows(screen, said_band)
        changed = image_checks.differing_pixels(screen, sounding)
        home = without_rows(reference, said_band)
        results.record("brickson.sounding-screen", changed <= 10 and image_checks.differing_pixels(screen, home)
                       > 1000, f"{changed} pixels differ from `brickson snapshot sounding` "
                       f"(rows {differing_band(screen, sounding)}); {image_checks.differing_pixels(screen, home)} "
                       "differ from Home as it starts")
        guest.check(f"press {STOP}; sleep 0.3; release {STOP}")
        time.sleep(1.5)
        mark = qemu_rig.Sound(guest)
        time.sleep(3.0)
        rate, samples = mark.samples(settle=0.2)
        quiet = sound_checks.sounding_seconds(rate, samples)
        results.record("brickson.stop-silences", quiet == 0.0,
                       f"{len(samples) / rate:.2f} s captured after Stop, {quiet:.2f} s of it sounding")

        # G2, H4: with the tone stopped, Stop is gone and nothing else moved: the screen is Home as it started,
        # still lit after a minute of use.
        time.sleep(1.0)
        screen = without_rows(image_checks.read_ppm(guest.screendump("after-stop")), said_band)
        home = without_rows(reference, said_band)
        changed = image_checks.differing_pixels(screen, home)
        results.record("brickson.home-after-stop", changed <= 10,
                       f"{changed} pixels differ from Home outside the Said strip (rows {differing_band(screen, home)})")

        # A2: one switch, as the device starts (auto scan, 1.5 s a step, 0.5 s more on a first item): Select starts
        # scanning at Yes's group, enters it, and chooses Yes, which is heard.
        qemu_rig.wait_quiet(guest)
        log_before = len(event_log(guest))
        mark = qemu_rig.Sound(guest)
        click = f"press {SELECT}; sleep 0.2; release {SELECT}"
        guest.check(f"{click}; sleep 0.4; {click}; sleep 0.4; {click}")
        time.sleep(4.0)
        rate, samples = mark.samples(settle=0.2)
        ok, detail = sound_checks.speech_report(rate, samples)
        chosen = [d for k, _, d in event_log(guest)[log_before:] if k == "selection"]
        results.record("brickson.switch-scans-and-chooses", ok and chosen == ["yes"],
                       f"chosen by the switch: {chosen}; {detail}")

        # The runtime's own record of the presses (D6): edge to selection and choice to speech start, in the VM.
        rows = [r for r in event_log(guest) if r[1] is not None]
        print("event log latencies: " + "; ".join(f"{k} {d} {v * 1000:.0f} ms" for k, v, d in rows))
        for kind in ("selection", "speechStart"):
            values = [latency for k, latency, _ in rows if k == kind]
            if values:
                figures[f"event_log_{kind}_latency_max"] = max(values)

        alive = guest.command("kill -0 $(cat /run/brickson.pid)")[0] == 0
        results.record("brickson.still-running", alive, "the process is alive after the checks" if alive
                       else guest.command("tail -20 /tmp/brickson.log")[1])
    except qemu_rig.RigError as error:
        results.record("brickson", False, str(error))
        print(guest.console()[-3000:])
    finally:
        try:
            with open(os.path.join(args.folder, "brickson-guest.log"), "w") as f:
                f.write(guest.command("cat /tmp/notify.log /tmp/brickson.log 2>/dev/null", timeout=10)[1])
        except (qemu_rig.RigError, OSError, AttributeError):
            pass
        guest.stop()
    for name, value in figures.items():
        print(f"figure {name}: {value:.3f} s")
    return figures
