"""Measures the sound a guest played, from the WAV QEMU's `wav` audiodev wrote: silence, speech and the tone."""

import os
import struct

import numpy

# QEMU's audiodev rate unless told otherwise.
DEFAULT_RATE = 44100


def wav_format(path):
    """(sample rate, channels, bits) from the header QEMU writes when it opens the file."""
    with open(path, "rb") as f:
        header = f.read(44)
    if len(header) < 44 or header[:4] != b"RIFF" or header[8:12] != b"WAVE":
        raise ValueError(f"{path} is not a WAV file")
    channels, rate = struct.unpack("<HI", header[22:28])
    bits = struct.unpack("<H", header[34:36])[0]
    return rate, channels, bits


def read_mono(path, start_byte=0, end_byte=None):
    """The samples between two data offsets (bytes after the header), mixed to mono, from -1 to 1. A WAV QEMU
    has not written any sound to yet (not even its buffered header) has no samples."""
    if start_byte == end_byte or os.path.getsize(path) < 44:
        return DEFAULT_RATE, numpy.zeros(0)
    rate, channels, bits = wav_format(path)
    if bits != 16:
        raise ValueError(f"{path}: {bits}-bit samples; the rig asks QEMU for 16")
    frame = channels * 2
    start = start_byte - start_byte % frame
    with open(path, "rb") as f:
        f.seek(44 + start)
        data = f.read(None if end_byte is None else max(0, end_byte - start))
    data = data[: len(data) - len(data) % frame]
    samples = numpy.frombuffer(data, dtype="<i2").astype(numpy.float64) / 32768.0
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    return rate, samples


def rms(samples):
    """Root mean square level, 0 for no samples."""
    return float(numpy.sqrt(numpy.mean(samples ** 2))) if len(samples) else 0.0


def frame_levels(rate, samples, frame_seconds=0.02):
    """RMS of each 20 ms frame."""
    n = max(1, int(rate * frame_seconds))
    count = len(samples) // n
    if count == 0:
        return numpy.zeros(0)
    return numpy.sqrt(numpy.mean(samples[: count * n].reshape(count, n) ** 2, axis=1))


def sounding_seconds(rate, samples, threshold=0.003):
    """Seconds of 20 ms frames louder than the threshold (about -50 dBFS)."""
    return float(numpy.sum(frame_levels(rate, samples) > threshold)) * 0.02


def band_fractions(rate, samples, bands):
    """The share of the signal's energy in each (low, high) hertz band."""
    if len(samples) == 0:
        return [0.0 for _ in bands]
    spectrum = numpy.abs(numpy.fft.rfft(samples * numpy.hanning(len(samples)))) ** 2
    freqs = numpy.fft.rfftfreq(len(samples), 1.0 / rate)
    total = float(numpy.sum(spectrum)) or 1.0
    return [float(numpy.sum(spectrum[(freqs >= lo) & (freqs < hi)])) / total for lo, hi in bands]


def peak_frequency(rate, samples):
    """The loudest frequency, in hertz."""
    spectrum = numpy.abs(numpy.fft.rfft(samples * numpy.hanning(len(samples))))
    freqs = numpy.fft.rfftfreq(len(samples), 1.0 / rate)
    return float(freqs[int(numpy.argmax(spectrum[1:])) + 1])


def speech_report(rate, samples):
    """Whether the samples look like speech, and the measures behind the answer: sound for 0.2 s or more (a
    "Yes"), most energy in the voice band (80–4000 Hz), no single tone (the loudest 20 Hz holds under half the
    energy), and a level that rises and falls with syllables (frame levels vary)."""
    seconds = sounding_seconds(rate, samples)
    voice = band_fractions(rate, samples, [(80, 4000)])[0]
    spectrum = numpy.abs(numpy.fft.rfft(samples * numpy.hanning(len(samples)))) ** 2 if len(samples) else []
    tonal = 0.0
    if len(spectrum):
        freqs = numpy.fft.rfftfreq(len(samples), 1.0 / rate)
        top = float(freqs[int(numpy.argmax(spectrum))])
        tonal = float(numpy.sum(spectrum[(freqs > top - 10) & (freqs < top + 10)])) / (float(numpy.sum(spectrum))
                                                                                       or 1.0)
    levels = frame_levels(rate, samples)
    loud = levels[levels > 0.003]
    variation = float(numpy.std(loud) / numpy.mean(loud)) if len(loud) > 2 else 0.0
    ok = seconds >= 0.2 and voice > 0.6 and tonal < 0.5 and variation > 0.25
    return ok, (f"{seconds:.2f} s sounding, {voice:.0%} in 80-4000 Hz, loudest 20 Hz holds {tonal:.0%}, "
                f"level variation {variation:.2f}, rms {rms(samples):.4f}")


def tone_report(rate, samples, frequencies, share=0.6):
    """Whether the samples are the tone: most of the energy within 15 Hz of its frequencies."""
    bands = [(f - 15, f + 15) for f in frequencies]
    fractions = band_fractions(rate, samples, bands)
    seconds = sounding_seconds(rate, samples)
    ok = seconds >= 0.3 and sum(fractions) >= share and all(x > 0.1 for x in fractions)
    detail = ", ".join(f"{f:g} Hz {x:.0%}" for f, x in zip(frequencies, fractions))
    return ok, f"{seconds:.2f} s sounding, {detail}, rms {rms(samples):.4f}"


def first_sound_offset(rate, samples, threshold=0.003):
    """Seconds from the start of the samples to the first 1 ms louder than the threshold, or None."""
    n = max(1, rate // 1000)
    levels = frame_levels(rate, samples, n / rate)
    loud = numpy.nonzero(levels > threshold)[0]
    return None if len(loud) == 0 else float(loud[0] * n) / rate
