"""Reads the screendumps (PPM) and reference snapshots (PNG) of the system test and compares them."""

import struct
import zlib

import numpy


def read_ppm(path):
    """A binary PPM (P6, 8-bit) as an H×W×3 uint8 array: what QEMU's `screendump` writes."""
    with open(path, "rb") as f:
        data = f.read()
    fields = []
    pos = 0
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
    pos += 1
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise ValueError(f"{path}: not an 8-bit binary PPM")
    width, height = int(fields[1]), int(fields[2])
    pixels = numpy.frombuffer(data, dtype=numpy.uint8, count=width * height * 3, offset=pos)
    return pixels.reshape(height, width, 3)


def read_png(path):
    """An 8-bit, non-interlaced PNG (gray, RGB, gray+alpha or RGBA) as an H×W×3 uint8 array (alpha dropped)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: only 8-bit non-interlaced gray/RGB/RGBA PNGs are read")
    raw = zlib.decompress(idat)
    stride = width * channels
    out = numpy.zeros((height, stride), dtype=numpy.int32)
    prev = numpy.zeros(stride, dtype=numpy.int32)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = numpy.frombuffer(raw, dtype=numpy.uint8, count=stride, offset=y * (stride + 1) + 1).astype(numpy.int32)
        if kind == 0:
            cur = line
        elif kind == 2:
            cur = (line + prev) & 255
        else:
            cur = numpy.zeros(stride, dtype=numpy.int32)
            for x in range(stride):
                a = cur[x - channels] if x >= channels else 0
                b = prev[x]
                c = prev[x - channels] if x >= channels else 0
                if kind == 1:
                    p = a
                elif kind == 3:
                    p = (a + b) >> 1
                else:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[x] = (line[x] + p) & 255
        out[y] = cur
        prev = cur
    pixels = out.reshape(height, width, channels).astype(numpy.uint8)
    if channels in (1, 2):
        return numpy.repeat(pixels[:, :, :1], 3, axis=2)
    return pixels[:, :, :3]


def compare(actual, expected, tolerance=8):
    """(share of pixels differing by more than `tolerance` in any channel, largest difference); sizes must match."""
    if actual.shape != expected.shape:
        return 1.0, 255
    diff = numpy.abs(actual.astype(numpy.int16) - expected.astype(numpy.int16)).max(axis=2)
    return float(numpy.mean(diff > tolerance)), int(diff.max())


def differing_pixels(actual, expected, tolerance=8):
    """How many pixels differ by more than `tolerance` in any channel (all of them when the sizes differ)."""
    if actual.shape != expected.shape:
        return actual.shape[0] * actual.shape[1]
    return int((numpy.abs(actual.astype(numpy.int16) - expected.astype(numpy.int16)).max(axis=2) > tolerance).sum())

