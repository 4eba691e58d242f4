"""Reads what the system test captured from QEMU: screen dumps (PPM), sound (WAV) and the data partition's database.

Python's standard library only. Usage:
  media.py screen FILE.ppm            prints "blank" or "drawn <colours> <share of pixels not background>"
  media.py same A.ppm B.ppm           prints "same" or "differ <pixels>"
  media.py sound FILE.wav [FROM]      prints "<peak> <rms> <seconds above 1% of full scale>" from byte FROM on
  media.py message DATABASE           prints the saved message as JSON (a string), or null
  media.py integrity DATABASE         prints SQLite's integrity_check
"""

import json
import sqlite3
import struct
import sys


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
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 44 or data[:4] != b"RIFF":
        return "0 0 0"
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
    body = body[:len(body) - len(body) % 2]
    samples = struct.unpack(f"<{len(body) // 2}h", body)
    if not samples:
        return "0 0 0"
    peak = max(abs(s) for s in samples) / 32768
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5 / 32768
    loud = sum(1 for s in samples if abs(s) > 327) / channels / rate
    return f"{peak:.4f} {rms:.5f} {loud:.3f}"


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
    else:
        raise SystemExit(__doc__)
