"""One QEMU guest of the system test: Debian's kernel under TCG with the rig's initramfs, bochs DRM on `-vga std`,
HDA sound written to a WAV on the host, the kernel console in a file, commands over a second serial port and the
QEMU monitor for screendumps."""

import os
import re
import socket
import subprocess
import time

import sound_checks


class RigError(Exception):
    """The guest did not start, answer or stop as the rig expects."""


class Guest:
    """A running guest. `command()` runs a shell line in the guest's /init and returns its exit code and output."""

    def __init__(self, kernel, initrd, folder, name, memory_mb=1024, cpus=2, append="", extra_args=()):
        os.makedirs(folder, exist_ok=True)
        self.folder = folder
        self.name = name
        self.console_path = os.path.join(folder, f"{name}-console.log")
        self.wav_path = os.path.join(folder, f"{name}.wav")
        self.monitor_path = os.path.join(folder, f"{name}-monitor.sock")
        self.command_path = os.path.join(folder, f"{name}-command.sock")
        for path in (self.console_path, self.wav_path, self.monitor_path, self.command_path):
            if os.path.exists(path):
                os.unlink(path)
        cmdline = f"console=ttyS0 loglevel=4 panic=-1 vt.global_cursor_default=0 {append}".strip()
        self.argv = [
            "qemu-system-x86_64", "-accel", "tcg", "-machine", "pc", "-cpu", "max", "-smp", str(cpus),
            "-m", str(memory_mb), "-nodefaults", "-no-reboot", "-display", "none",
            "-kernel", kernel, "-initrd", initrd, "-append", cmdline,
            "-vga", "std",
            "-device", "intel-hda", "-device", "hda-output,audiodev=snd0",
            "-audiodev", f"wav,id=snd0,path={self.wav_path}",
            "-serial", f"file:{self.console_path}",
            "-chardev", f"socket,id=cmd,path={self.command_path},server=on,wait=off",
            "-serial", "chardev:cmd",
            "-monitor", f"unix:{self.monitor_path},server=on,wait=off",
            *extra_args,
        ]
        self.started = time.monotonic()
        self.process = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT)
        self.sock = None
        self.buffer = b""
        self.next_id = 1
        self.boot_seconds = None

    # Console and start-up.

    def console(self):
        """Everything the guest's console has printed so far."""
        try:
            with open(self.console_path, "rb") as f:
                return f.read().decode("utf-8", "replace")
        except FileNotFoundError:
            return ""

    def wait_console(self, pattern, timeout):
        """Waits until `pattern` (a regular expression) appears on the console; returns the match."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = re.search(pattern, self.console())
            if match:
                return match
            if self.process.poll() is not None:
                raise RigError(f"QEMU exited ({self.process.returncode}): {self.process.stdout.read().decode()}")
            time.sleep(0.2)
        raise RigError(f"no {pattern!r} on the console within {timeout} s")

    def wait_ready(self, timeout=180):
        """Waits for the guest's command loop; returns the guest's uptime then (seconds since kernel start)."""
        match = self.wait_console(r"READY-FOR-COMMANDS ([0-9.]+)", timeout)
        self.boot_seconds = time.monotonic() - self.started
        deadline = time.monotonic() + 10
        while self.sock is None:
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(self.command_path)
                self.sock = s
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        return float(match.group(1))

    # Commands.

    def command(self, line, timeout=60):
        """Runs `line` in the guest's shell; returns (exit code, output)."""
        ident = f"c{self.next_id}"
        self.next_id += 1
        self.sock.sendall(f"{ident} {line}\n".encode())
        deadline = time.monotonic() + timeout
        out = []
        while True:
            while b"\n" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\n", 1)
                text = raw.decode("utf-8", "replace").rstrip("\r")
                if text.startswith(f"{ident}| "):
                    out.append(text[len(ident) + 2:])
                elif text.startswith(f"{ident} DONE "):
                    return int(text.split()[2]), "\n".join(out)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RigError(f"no answer to {line!r} within {timeout} s")
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                raise RigError(f"the guest closed the command port during {line!r}")
            self.buffer += chunk

    def read(self, line, timeout=15, tries=3):
        """Runs `line`, which must change nothing in the guest (a `cat` of a log), and returns its output. A
        request or an answer lost on the serial line is asked again under a new id (each retry printed), so one
        dropped line does not end a run; a guest that answers nothing still fails after `tries` times `timeout`."""
        for attempt in range(1, tries + 1):
            try:
                return self.command(line, timeout)[1]
            except RigError as error:
                if attempt == tries or "closed the command port" in str(error):
                    raise
                print(f"RETRY {error} (asking again, {attempt} of {tries - 1})", flush=True)
        return ""

    def check(self, line, timeout=60):
        """Runs `line` and returns its output; raises if it fails."""
        code, out = self.command(line, timeout)
        if code != 0:
            raise RigError(f"{line!r} failed ({code}): {out}")
        return out

    def uptime(self):
        """The guest's seconds since kernel start."""
        return float(self.check("cut -d' ' -f1 /proc/uptime"))

    # Monitor: screendumps.

    def monitor(self, line, timeout=30):
        """Sends one line to the QEMU monitor and returns its reply."""
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(timeout)
        s.connect(self.monitor_path)
        data = b""
        while b"(qemu)" not in data:
            data += s.recv(4096)
        s.sendall(line.encode() + b"\n")
        data = b""
        while data.count(b"(qemu)") < 1:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
        s.close()
        return data.decode("utf-8", "replace")

    def screendump(self, name):
        """Writes what the bochs display scans out to a PPM in the rig's folder; returns its path."""
        path = os.path.join(self.folder, f"{self.name}-{name}.ppm")
        if os.path.exists(path):
            os.unlink(path)
        self.monitor(f"screendump {path}")
        deadline = time.monotonic() + 10
        while not os.path.exists(path) and time.monotonic() < deadline:
            time.sleep(0.1)
        if not os.path.exists(path):
            raise RigError("screendump wrote nothing")
        return path

    # Sound.

    def wav_bytes(self):
        """How many bytes of sound QEMU has written so far (the WAV's data; stdio may hold back a few KB)."""
        try:
            return max(0, os.path.getsize(self.wav_path) - 44)
        except FileNotFoundError:
            return 0

    def stop(self):
        """Quits QEMU (which completes the WAV's header) and waits for it."""
        if self.process.poll() is None:
            try:
                self.monitor("quit", timeout=10)
            except OSError:
                pass
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.sock:
            self.sock.close()
            self.sock = None


class Sound:
    """The part of a guest's WAV between two moments."""

    def __init__(self, guest):
        self.guest = guest
        self.start = guest.wav_bytes()

    def samples(self, settle=0.5):
        """The samples played since this mark (after waiting `settle` seconds for QEMU to write them)."""
        time.sleep(settle)
        return sound_checks.read_mono(self.guest.wav_path, self.start, self.guest.wav_bytes())


def wait_quiet(guest, seconds=0.6, timeout=20):
    """Waits until nothing is sounding: the WAV stops growing (no stream) or grows only by silence (a stream kept
    open), so the next mark starts clean."""
    deadline = time.monotonic() + timeout
    last = guest.wav_bytes()
    while time.monotonic() < deadline:
        time.sleep(seconds)
        now = guest.wav_bytes()
        if now == last:
            return True
        rate, samples = sound_checks.read_mono(guest.wav_path, last, now)
        if sound_checks.sounding_seconds(rate, samples) == 0.0:
            return True
        last = now
    return False
