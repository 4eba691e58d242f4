"""The QEMU system test: boots Debian's kernel with the rig's initramfs and checks, from the host, what the guest
shows (screendumps of the bochs display) and plays (the HDA codec's output in a WAV) while gpio-sim lines are
pressed. First the rig checks itself with stand-ins (gpiomon, aplay, speaker-test, modetest); then, when the
initramfs holds `brickson`, the device's own behaviour. Prints one PASS/FAIL line per check and a summary."""

import argparse
import os
import re
import sys
import time

import image_checks
import qemu_rig
import sound_checks

# The SMPTE bars modetest draws across the top two thirds of the screen: 75% white, yellow, cyan, green,
# magenta, red, blue.
SMPTE_TOP = [(192, 192, 192), (192, 192, 0), (0, 192, 192), (0, 192, 0), (192, 0, 192), (192, 0, 0), (0, 0, 192)]


class Results:
    """Collects PASS/FAIL lines."""

    def __init__(self):
        self.failed = []
        self.passed = []

    def record(self, name, ok, detail):
        """Prints and keeps one check's result."""
        print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}", flush=True)
        (self.passed if ok else self.failed).append(name)
        return ok


def rig_checks(guest, results):
    """The rig's own checks with stand-in programs: gpio-sim edges, the WAV capture, the display read-back."""
    # GPIO: the line is found by name and a simulated press gives a falling then a rising edge with timestamps
    # (libgpiod 2's tools: gpioinfo finds a line by name, gpiomon watches it by name, in a format of our own).
    info = re.search(r"(gpiochip\d+)\s+(\d+)", guest.command("gpioinfo --unquoted GPIO17")[1])
    found = f"{info.group(1)} {info.group(2)}" if info else ""
    guest.check("gpiomon --num-events=2 --bias=pull-up --format='%E edge, offset %o at %S' GPIO17"
                " > /tmp/gpiomon.log 2>&1 &")
    time.sleep(1.0)
    guest.check("press GPIO17; sleep 0.2; release GPIO17")
    deadline = time.monotonic() + 10
    events = ""
    while time.monotonic() < deadline:
        events = guest.read("cat /tmp/gpiomon.log")
        if events.count(" edge") >= 2:
            break
        time.sleep(0.3)
    edges = [line for line in events.splitlines() if " edge" in line]
    results.record("rig.gpio-sim", found == "gpiochip0 17" and len(edges) == 2 and edges[0].startswith("falling")
                   and edges[1].startswith("rising"), f"gpioinfo GPIO17 -> {found!r}; gpiomon: {' | '.join(edges)}")

    # A bouncing contact: gpio-bounce's edges come within the runtime's 30 ms debounce time and reach a reader.
    guest.check("gpiomon --bias=pull-up --format='%E edge' GPIO17 > /tmp/gpiomon-bounce.log 2>&1 &")
    time.sleep(1.0)
    bounced = guest.check("bounce GPIO17 9")
    time.sleep(0.5)
    final = guest.check("level GPIO17").strip()
    guest.command("kill $(pidof gpiomon); release GPIO17")
    seen = guest.command("grep -c ' edge' /tmp/gpiomon-bounce.log")[1].strip()
    took = float(bounced.split("(")[1].split()[0])
    # (The simulator's interrupts may merge edges that come this fast: at least one must arrive.)
    results.record("rig.gpio-bounce", took < 30 and final == "0" and seen.isdigit() and int(seen) >= 1,
                   f"{bounced.strip()}; gpiomon saw {seen} edges; level after: {final}")

    # Sound with the codec as it starts (muted): samples arrive, all zero. (This must be the boot's first stream:
    # QEMU's HDA codec applies the guest's mute to the stream open when it is set and does not carry it to
    # later streams of another format.)
    guest.check("espeak-ng -w /tmp/speech.wav 'I am in pain. Please call the nurse.'", timeout=120)
    qemu_rig.wait_quiet(guest)
    mark = qemu_rig.Sound(guest)
    guest.check("aplay -q -D default /tmp/speech.wav", timeout=60)
    rate, samples = mark.samples()
    results.record("rig.sound-muted", len(samples) > rate // 2 and sound_checks.rms(samples) == 0.0,
                   f"{len(samples) / rate:.2f} s captured at rms {sound_checks.rms(samples):.4f} (muted mixer)")

    guest.check("amixer -q set Master 80% unmute")
    qemu_rig.wait_quiet(guest)
    mark = qemu_rig.Sound(guest)
    guest.check("aplay -q -D default /tmp/speech.wav", timeout=60)
    rate, samples = mark.samples()
    ok, detail = sound_checks.speech_report(rate, samples)
    not_tone = not sound_checks.tone_report(rate, samples, [880, 660])[0]
    results.record("rig.sound-speech", ok and not_tone,
                   f"espeak-ng via aplay: {detail}; the tone's measure rejects it: {not_tone}")

    qemu_rig.wait_quiet(guest)
    mark = qemu_rig.Sound(guest)
    guest.check("speaker-test -D default -t sine -f 880 -c 2 -s 1 -l 1 > /dev/null 2>&1", timeout=60)
    rate, samples = mark.samples()
    ok, detail = sound_checks.tone_report(rate, samples, [880])
    not_speech = not sound_checks.speech_report(rate, samples)[0]
    results.record("rig.sound-tone", ok and not_speech,
                   f"speaker-test 880 Hz: {detail}; the speech measure rejects it: {not_speech}")
    guest.check("amixer -q set Master 0% mute")

    # Display: modetest sets the connector's preferred mode on the bochs card and draws its bars; the screendump
    # (what the virtual panel scans out) shows them.
    listing = guest.check("modetest -M bochs-drm -c")
    connector, mode = None, None
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) >= 3 and fields[2] == "connected" and connector is None:
            connector = fields[0]
        if connector and mode is None and line.strip().startswith("#0 "):
            mode = fields[1]
    guest.check(f"(sleep 1000 | modetest -M bochs-drm -s {connector}:{mode} > /tmp/modetest.log 2>&1) "
                "> /dev/null 2>&1 &")
    time.sleep(3)
    pixels = image_checks.read_ppm(guest.screendump("modetest"))
    height, width, _ = pixels.shape
    y = height // 3
    seen = [tuple(int(c) for c in pixels[y, int((i + 0.5) * width / 7)]) for i in range(7)]
    close = all(max(abs(a - b) for a, b in zip(s, e)) <= 8 for s, e in zip(seen, SMPTE_TOP))
    results.record("rig.display", f"{width}x{height}" == mode and close,
                   f"connector {connector} mode {mode}, screendump {width}x{height}, bars {seen}")
    guest.command("kill $(pidof modetest) $(pidof sleep)")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kernel", required=True)
    parser.add_argument("--initrd", required=True)
    parser.add_argument("--folder", required=True, help="where WAVs, screendumps and logs go")
    parser.add_argument("--brickson", help="the host's copy of the brickson binary the initramfs holds: test it")
    parser.add_argument("--fonts", help="the fontconfig file of the guest's fonts, for the host's snapshot")
    args = parser.parse_args()
    results = Results()

    guest = qemu_rig.Guest(args.kernel, args.initrd, args.folder, "rig")
    try:
        uptime = guest.wait_ready()
        print(f"guest up: command loop at {uptime:.2f} s after kernel start ({guest.boot_seconds:.1f} s wall)")
        rig_checks(guest, results)
    except qemu_rig.RigError as error:
        results.record("rig", False, str(error))
        print(guest.console()[-4000:])
    finally:
        guest.stop()

    if args.brickson:
        import brickson_checks
        brickson_checks.run(args, results)

    total = len(results.passed) + len(results.failed)
    if results.failed:
        print(f"QEMU system test: FAIL ({len(results.failed)} of {total} failed: {', '.join(results.failed)})")
        return 1
    print(f"QEMU system test: PASS ({total} checks)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
