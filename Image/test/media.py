"""Reads what the system test captured from QEMU: screen dumps (PPM), sound (WAV) and the data partition's database.

Python's standard library only. Usage:
  media.py screen FILE.ppm            prints "blank" or "drawn <colours> <share of pixels not background>"
  media.py same A.ppm B.ppm           prints "same" or "differ <pixels>"
  media.py sound FILE.wav [FROM]      prints "<peak> <rms> <seconds above 1% of full scale>" from byte FROM on
  media.py message DATABASE           prints the saved message as JSON (a string), or null
  media.py integrity DATABASE         prints SQLite's integrity_check
  media.py tone-obz OUT.obz           writes a board package (C4, C5) with one category, Family, whose phrase
                                      "Call Anna" has a recorded clip: a steady 440 Hz tone, a second long
  media.py tone FILE.wav [FROM]       prints "<loud tenths of a second> <of them at 440 Hz>" from byte FROM on
  media.py zip FILE                   prints the names in a ZIP file, or "damaged: <why>"
"""

import io
import json
import math
import sqlite3
import struct
import sys
import zipfile
import zlib


def read_ppm(path):
    """(width, height, pixel bytes) of a binary 8-bit PPM, as QEMU's screendump writes it."""
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise SystemExit(f"{path}: not an 8-bit binary PPM")
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[pos + 1:pos + 1 + width * height * 3]


def screen(path):
    width, height, pixels = read_ppm(path)
    counts = {}
    for i in range(0, len(pixels), 3 * 7):  # every 7th pixel is plenty
        key = pixels[i:i + 3]
        counts[key] = counts.get(key, 0) + 1
    total = sum(counts.values())
    background = max(counts.values())
    share = 1 - background / total
    if len(counts) < 4 or share < 0.02:
        return "blank"
    return f"drawn {len(counts)} {share:.3f}"


def same(a, b):
    wa, ha, pa = read_ppm(a)
    wb, hb, pb = read_ppm(b)
    if (wa, ha) != (wb, hb):
        return f"differ size {wa}x{ha} {wb}x{hb}"
    differing = sum(1 for i in range(0, len(pa), 3) if pa[i:i + 3] != pb[i:i + 3])
    return "same" if differing == 0 else f"differ {differing}"


def sound(path, start_byte=0):
    """Peak, RMS and loud time of a WAV QEMU wrote; the header may be unfinished (QEMU killed), so the data runs
    to the end of the file."""
    samples, channels, rate = read_wav(path, start_byte)
    if not samples:
        return "0 0 0"
    peak = max(abs(s) for s in samples) / 32768
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5 / 32768
    loud = sum(1 for s in samples if abs(s) > 327) / channels / rate
    return f"{peak:.4f} {rms:.5f} {loud:.3f}"


def tone(path, start_byte=0):
    """How many tenths of a second (first channel) are loud, and how many of those hold a steady 440 Hz by their
    zero crossings: a recorded clip of a tone has one pitch all through; speech never has."""
    samples, channels, rate = read_wav(path, start_byte)
    first = samples[::channels]
    step = rate // 10
    loud = at_440 = 0
    for start in range(0, len(first) - step + 1, step):
        window = first[start:start + step]
        rms = (sum(s * s for s in window) / len(window)) ** 0.5 / 32768
        if rms < 0.02:
            continue
        loud += 1
        crossings = sum(1 for a, b in zip(window, window[1:]) if (a < 0) != (b < 0))
        if abs(crossings / 2 / (step / rate) - 440) <= 20:
            at_440 += 1
    return f"{loud} {at_440}"


def tone_obz(path):
    """The package another AAC program would write: a root board linking the Family board, whose "Call Anna"
    button names its sound by the format's own sound_id, the sound a WAV in the package's sounds/ folder."""
    rate = 22050
    frames = b"".join(struct.pack("<h", int(math.sin(2 * math.pi * 440 * i / rate) * 16000)) for i in range(rate))
    wav = (b"RIFF" + struct.pack("<I", 36 + len(frames)) + b"WAVEfmt " +
           struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16) + b"data" + struct.pack("<I", len(frames)) + frames)
    def board(board_id, name, buttons, order, sounds=()):
        return json.dumps({"format": "open-board-0.1", "id": board_id, "locale": "en", "name": name,
                           "buttons": buttons, "grid": {"rows": 1, "columns": len(order), "order": [order]},
                           "images": [], "sounds": list(sounds)})
    family = board("family", "Family",
                   [{"id": "anna", "label": "Call Anna", "sound_id": "s1"}, {"id": "tom", "label": "Call Tom"}],
                   ["anna", "tom"], [{"id": "s1", "path": "sounds/anna.wav", "content_type": "audio/wav"}])
    root = board("home", "Home", [{"id": "go-family", "label": "Family",
                                  "load_board": {"id": "family", "path": "boards/family.obf"}}], ["go-family"])
    manifest = json.dumps({"format": "open-board-0.1", "root": "boards/home.obf",
                           "paths": {"boards": {"home": "boards/home.obf", "family": "boards/family.obf"},
                                     "images": {}, "sounds": {"s1": "sounds/anna.wav"}}})
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in [("manifest.json", manifest), ("boards/home.obf", root), ("boards/family.obf", family),
                           ("sounds/anna.wav", wav)]:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)


def zip_names(path):
    try:
        with zipfile.ZipFile(path) as z:
            bad = z.testzip()
            if bad is not None:
                return f"damaged: {bad} does not match its checksum"
            return " ".join(sorted(z.namelist()))
    except (zipfile.BadZipFile, OSError, zlib.error, EOFError) as error:
        return f"damaged: {error}"


def read_wav(path, start_byte=0):
    """(samples, channels, rate) of a 16-bit WAV from byte `start_byte` on (rounded to a whole frame)."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 44 or data[:4] != b"RIFF":
        return (), 2, 44100
    pos, channels, rate, bits = 12, 2, 44100, 16
    while pos + 8 <= len(data):
        kind, size = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        if kind == b"fmt ":
            _, channels, rate, _, _, bits = struct.unpack("<HHIIHH", data[pos + 8:pos + 24])
        if kind == b"data":
            pos += 8
            break
        pos += 8 + size
    if bits != 16:
        raise SystemExit(f"{path}: {bits}-bit samples; only 16-bit is read")
    frame = 2 * channels
    start = max(pos, start_byte - (start_byte - pos) % frame)
    body = data[start:]
    body = body[:len(body) - len(body) % frame]
    return struct.unpack(f"<{len(body) // 2}h", body), channels, rate


def message(path):
    db = sqlite3.connect(path)  # a copy: the WAL is replayed into it
    row = db.execute("SELECT text FROM message WHERE id = 1").fetchone()
    return json.dumps(row[0] if row else None)


def integrity(path):
    db = sqlite3.connect(path)  # a copy: the WAL is replayed into it
    return " ".join(r[0] for r in db.execute("PRAGMA integrity_check"))


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "screen":
        print(screen(args[0]))
    elif command == "same":
        print(same(args[0], args[1]))
    elif command == "sound":
        print(sound(args[0], int(args[1]) if len(args) > 1 else 0))
    elif command == "message":
        print(message(args[0]))
    elif command == "integrity":
        print(integrity(args[0]))
    elif command == "tone-obz":
        tone_obz(args[0])
    elif command == "tone":
        print(tone(args[0], int(args[1]) if len(args) > 1 else 0))
    elif command == "zip":
        print(zip_names(args[0]))
    else:
        raise SystemExit(__doc__)
