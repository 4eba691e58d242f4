# The checks of Image/test-image, one function per part of the device. Sourced; uses vm_run from vm.sh.

failures=0
# The highest exposure score (systemd-analyze security) a helper unit may have.
helper_exposure_max=${helper_exposure_max:-1.0}
pass() { echo "PASS $*"; }
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
# expect NAME EXPECTED COMMAND...: runs the command in the guest and compares its output.
expect() {
    local name=$1 expected=$2 actual
    shift 2
    actual=$(vm_run "$*" 2>&1) || true
    if [ "$actual" = "$expected" ]; then pass "$name"; else fail "$name: expected '$expected', got '$actual'"; fi
}
summary() {
    echo "== $failures failure(s)"
    exit "$failures"
}

# Waits until Brickson's unit is active (it said READY=1) and the boot has finished; up to $1 seconds.
wait_ready() {
    local deadline=$((SECONDS + $1))
    while [ $SECONDS -lt $deadline ]; do
        [ "$(vm_run "systemctl is-active brickson.service" 2>/dev/null)" = active ] &&
            vm_run "systemctl is-system-running --wait >/dev/null; true" && return 0
        sleep 2
    done
    return 1
}

check_system() {
    if wait_ready 300; then pass "D5 brickson.service is active (READY=1 received)"; else
        fail "D5 brickson.service is active: $(vm_run 'systemctl status --no-pager brickson.service' 2>&1)"
    fi
    # Kernel start to READY: systemd's monotonic clock starts with the kernel.
    ready_us=$(vm_run "systemctl show -p ActiveEnterTimestampMonotonic --value brickson.service")
    echo "INFO boot: kernel start to brickson READY $((ready_us / 1000)) ms"
    vm_run "systemd-analyze time" | sed 's/^/INFO boot: /'
    vm_run "systemd-analyze critical-chain --no-pager brickson.service" > "$run/critical-chain.txt" || true
    vm_run "systemd-analyze blame --no-pager" > "$run/blame.txt" || true
    expect "no failed units" "" "systemctl list-units --failed --no-legend --plain"
    # The mixer is set when the sound card appears, off Brickson's way to READY; the sound and display cores were
    # loaded before Brickson started, so its sandbox's char-alsa and char-drm named their majors (H2's spoken Yes,
    # after Brickson started without waiting for the card, then proves the card is open to it).
    expect "S4 the board's mixer was set when the sound card appeared" "1" \
        "for i in \$(seq 30); do journalctl -b -o cat -u brickson-mixer.service | grep -q 'unmuted at 0 dB' &&" \
        "break; sleep 1; done; journalctl -b -o cat -u brickson-mixer.service | grep -c 'unmuted at 0 dB'"
    expect "D5 Brickson waits for no sound card: the mixer is not on its way to READY" "0" \
        "systemctl show -p After --value brickson.service | tr ' ' '\\n' | grep -c mixer"
    expect "D5 D7 the sound and display cores were loaded before Brickson started" "alsa drm yes" \
        "echo \$(awk '\$2 == \"alsa\" || \$2 == \"drm\" { print \$2 }' /proc/devices | sort)" \
        "\$([ \$(systemctl show -p ActiveEnterTimestampMonotonic --value systemd-modules-load.service) -lt" \
        "\$(systemctl show -p ExecMainStartTimestampMonotonic --value brickson.service) ] && echo yes)"
    expect "D7 root is mounted read-only" "ro" "awk '\$2 == \"/\" { split(\$4, o, \",\"); print o[1] }' /proc/mounts"
    expect "D4 data partition mounted read-write, ext4, at /var/lib/brickson" "ext4 rw" \
        "awk '\$2 == \"/var/lib/brickson\" { split(\$4, o, \",\"); print \$3, o[1] }' /proc/mounts"
    expect "data partition was grown to the end of the larger card" "grown" \
        "[ \$(blockdev --getsize64 \$(findmnt -no SOURCE /var/lib/brickson)) -gt \$((100 * 1024 * 1024)) ] &&" \
        "echo grown"
    expect "D7 no socket listens (tcp, udp, raw; v4 and v6)" "0" \
        "cat /proc/net/tcp /proc/net/tcp6 /proc/net/udp /proc/net/udp6 /proc/net/raw /proc/net/raw6 | grep -vc '^ *sl'"
    expect "D7 no network interface but loopback" "lo" "ls /sys/class/net"
    # Where a kernel builds Ethernet in (the Pi's), the interface exists but nothing may bring it up.
    expect "D7 no network interface is up but loopback" "" \
        "for i in /sys/class/net/*; do [ \${i##*/} = lo ] || [ \$((\$(cat \$i/flags) & 1)) = 0 ] ||" \
        "echo \${i##*/}; done"
    expect "D7 nothing configures a network (networkd masked; no ifupdown, DHCP client or NetworkManager)" "masked" \
        "ls /sbin/ifup /sbin/dhclient /usr/sbin/NetworkManager /etc/network/interfaces 2>/dev/null;" \
        "systemctl is-enabled systemd-networkd.service"
    expect "no swap" "" "tail -n +2 /proc/swaps"
    expect "D7 no login prompt on the display" "masked inactive" \
        "echo \$(systemctl is-enabled getty@tty1.service; systemctl is-active getty@tty1.service)"
    # Every process running, by its command name: the kernel's threads aside, only these.
    expect "nothing else running: services" \
        "brickson-test-agent.service brickson.service systemd-journald.service systemd-udevd.service" \
        "echo \$(systemctl list-units --type=service --state=running --no-legend --plain | cut -d' ' -f1 | sort)"
    local pid
    pid=$(vm_run "systemctl show -p MainPID --value brickson.service")
    expect "D7 brickson runs as its own user" "brickson brickson" "stat -c '%U %G' /proc/$pid"
    expect "D7 brickson's groups are the device groups only" "audio brickson gpio input render video" \
        "echo \$(for g in \$(awk '/^Groups:/ { \$1 = \"\"; print }' /proc/$pid/status); do" \
        "getent group \$g | cut -d: -f1; done | sort)"
    expect "D7 brickson has no capabilities" "0000000000000000 0000000000000000" \
        "echo \$(awk '/^CapEff:|^CapBnd:/ { print \$2 }' /proc/$pid/status)"
    expect "D7 brickson cannot gain privileges" "1" "awk '/^NoNewPrivs:/ { print \$2 }' /proc/$pid/status"
    expect "D5 hardware watchdog: systemd is set to arm it at 15 s" "15s" \
        "systemctl show -p RuntimeWatchdogUSec --value"
    expect "D5 hardware watchdog: armed (i6300esb), 15 s" "active 15" \
        "echo \$(cat /sys/class/watchdog/watchdog0/state /sys/class/watchdog/watchdog0/timeout)"
    expect "D5 brickson's watchdog is 5 s" "5s" "systemctl show -p WatchdogUSec --value brickson.service"
    expect "journal in RAM only" "volatile" \
        "[ -d /run/log/journal ] && [ ! -e /var/log/journal ] && echo volatile"
    expect "journal warnings kept on the data partition" "kept" \
        "systemctl start brickson-keep-journal-save.service &&" \
        "[ -f /var/lib/brickson/journal/this-boot.txt ] && echo kept"
    check_exposure
    expect "D7 brickson's memory is capped (MemoryMax) and its mounts are private" "268435456 yes" \
        "echo \$(systemctl show -p MemoryMax --value brickson.service)" \
        "\$(systemctl show -p PrivateMounts --value brickson.service)"
    expect "D4 D7 the data partition is the last partition of the disk that holds the root" "found by place" \
        "[ \$(findmnt -no SOURCE /var/lib/brickson) = \$(lsblk -lnpo NAME,TYPE" \
        "/dev/\$(lsblk -no PKNAME \$(findmnt -no SOURCE /)) | awk '\$2 == \"part\" { p = \$1 } END { print p }') ] &&" \
        "echo found by place"
}

# The exposure score of `systemd-analyze security` (the number on its last line) for unit $1.
exposure() {
    vm_run "systemd-analyze security --no-pager $1" > "$run/security-$1.txt" 2>&1 || true
    tail -1 "$run/security-$1.txt" | sed -n 's/.*: \([0-9][0-9.]*\) .*/\1/p'
}

# D7: Brickson's sandbox scores at most 1.0; the helpers that run at boot are sandboxed too.
check_exposure() {
    local score unit
    score=$(exposure brickson.service)
    echo "INFO D7 systemd-analyze security brickson.service: $(tail -1 "$run/security-brickson.service.txt")"
    if [ -n "$score" ] && awk -v s="$score" 'BEGIN { exit !(s <= 1.0) }'; then
        pass "D7 systemd-analyze security brickson.service is at most 1.0 ($score)"
    else
        fail "D7 systemd-analyze security brickson.service is at most 1.0: '$score'" \
            "(see $run/security-brickson.service.txt)"
    fi
    # The helpers that need no root (the journal's copy, the mixer).
    for unit in brickson-keep-journal.service brickson-keep-journal-save.service brickson-mixer.service; do
        score=$(exposure $unit)
        if [ -n "$score" ] && awk -v s="$score" -v max="$helper_exposure_max" 'BEGIN { exit !(s <= max) }'; then
            pass "D7 the helper $unit is sandboxed (exposure $score, at most $helper_exposure_max)"
        else
            fail "D7 the helper $unit is sandboxed: exposure '$score', more than $helper_exposure_max"
        fi
    done
    # The root update helpers that mount nothing (issue's goal: at most 2.0), and the ones that mount, said.
    for unit in brickson-update.service brickson-update-install.service brickson-mark-good.service \
        brickson-fallback.service; do
        score=$(exposure $unit)
        if [ -n "$score" ] && awk -v s="$score" 'BEGIN { exit !(s <= 2.0) }'; then
            pass "D7 the root helper $unit is sandboxed (exposure $score, at most 2.0)"
        else
            fail "D7 the root helper $unit is sandboxed: exposure '$score', more than 2.0"
        fi
    done
    for unit in brickson-update-boot.service brickson-usb-write.service brickson-usb@sda.service; do
        echo "INFO D7 systemd-analyze security $unit (root, mounts for the whole system): $(exposure $unit)"
    done
    score=$(exposure brickson-data.service)
    echo "INFO D7 systemd-analyze security brickson-data.service (root: partitions, fsck, mount): $score"
    score=$(exposure brickson-console.service)
    echo "INFO D7 systemd-analyze security brickson-console.service (root, CAP_SYS_TTY_CONFIG, tty1 only): $score"
}

# SIGSTOP freezes the process: the main loop stops petting, systemd kills and restarts it (D5).
check_watchdog() {
    local old new restarts_before restarts_after start=$SECONDS
    old=$(vm_run "systemctl show -p MainPID --value brickson.service")
    restarts_before=$(vm_run "systemctl show -p NRestarts --value brickson.service")
    vm_run "kill -STOP $old"
    new=$old
    while [ $((SECONDS - start)) -lt 60 ]; do
        new=$(vm_run "systemctl show -p MainPID --value brickson.service")
        [ "$new" != "$old" ] && [ "$new" != 0 ] &&
            [ "$(vm_run 'systemctl is-active brickson.service')" = active ] && break
        sleep 1
    done
    restarts_after=$(vm_run "systemctl show -p NRestarts --value brickson.service")
    if [ "$new" != "$old" ] && [ "$restarts_after" -gt "$restarts_before" ]; then
        pass "D5 a frozen brickson is restarted by systemd's watchdog (back after $((SECONDS - start)) s)"
    else
        fail "D5 a frozen brickson is restarted: pid $old -> $new, restarts $restarts_before -> $restarts_after"
    fi
    expect "D5 the restart was the watchdog's doing" "watchdog" \
        "journalctl -b -u brickson.service --no-pager | grep -q 'Watchdog timeout' && echo watchdog"
    # From the watchdog firing (systemd's journal line, monotonic) to the new process's READY, which Brickson says
    # only once Home is on the screen with the saved message (SPEC D5: within 5 s).
    local fired_ms ready_us
    fired_ms=$(vm_run "journalctl -b -u brickson.service -o short-monotonic --no-pager | grep 'Watchdog timeout'" |
        tail -1 | sed -n 's/^\[ *\([0-9]*\)\.\([0-9]\{3\}\).*/\1\2/p')
    ready_us=$(vm_run "systemctl show -p ActiveEnterTimestampMonotonic --value brickson.service")
    # The spec's 5 s is a figure measured here and written in BENCHMARKS.md, not held as a pass or fail: the guest is
    # emulated instruction by instruction (TCG, no KVM), so its time follows the host's load (1.1-1.6 s on a quiet
    # machine, 4-9 s while builds share the two cores). The check asks that the new process is back on Home at all,
    # within a bound no load has come near (20 s; 60 s for the arm64 guest, many times slower than a Pi 4); the 5 s
    # on the device need a real board.
    local limit=20000 took
    [ "${board:-qemu-x86_64}" != qemu-aarch64 ] || limit=60000
    took=$((${ready_us:-0} / 1000 - ${fired_ms:-0}))
    if [ -n "$fired_ms" ] && [ -n "$ready_us" ] && [ "$took" -ge 0 ] && [ "$took" -le "$limit" ]; then
        pass "D5 back on Home after the watchdog fired: READY $took ms after it (within $((limit / 1000)) s)"
        echo "INFO D5 the watchdog firing to the new READY: $took ms (the spec's 5 s is a figure under emulation:" \
            "BENCHMARKS.md)"
    else
        fail "D5 back on Home within $((limit / 1000)) s of the watchdog firing: fired at ${fired_ms:-?} ms, READY at" \
            "$((${ready_us:-0} / 1000)) ms"
    fi
}

# D5: a process that hangs before it says READY is ended after TimeoutStartSec (at most 20 s), not after systemd's
# default 90 s, and started again. The hang is a runtime drop-in (in /run: gone at the next boot) whose ExecStart
# never says READY.
check_start_hang() {
    local dropin=/run/systemd/system/brickson.service.d/50-test-hang.conf start=$SECONDS timed_out="" took=""
    local began ended
    # The guest's own clock (the boot clock, as the journal stamps it) when the hanging start is asked for: how long
    # systemd took is measured in the guest, not by how quickly this side's polling sees it on a loaded machine, and
    # only a timeout after that moment counts (a slow first start on a loaded machine may have timed out before).
    began=$(vm_run "mkdir -p ${dropin%/*} &&" \
        "printf '[Service]\\nExecStart=\\nExecStart=/bin/sleep infinity\\n' > $dropin && systemctl daemon-reload &&" \
        "cut -d' ' -f1 /proc/uptime && systemctl restart --no-block brickson.service") || true
    [[ "$began" =~ ^[0-9.]+$ ]] || began=""
    while [ -n "$began" ] && [ $((SECONDS - start)) -lt 60 ]; do
        ended=$(vm_run "journalctl -b -u brickson.service -o short-monotonic --no-pager |" \
            "grep 'start operation timed out' | sed 's/^\\[ *\\([0-9.]*\\)\\].*/\\1/' |" \
            "awk -v b=$began '\$1 > b { print; exit }'") || true
        if [[ "$ended" =~ ^[0-9.]+$ ]]; then
            timed_out=$((SECONDS - start))
            took=$(awk -v b="$began" -v e="$ended" 'BEGIN { printf "%.1f", e - b }')
            break
        fi
        sleep 1
    done
    vm_run "rm -f $dropin && systemctl daemon-reload && systemctl restart --no-block brickson.service" || true
    if [ -n "$took" ] && awk -v t="$took" 'BEGIN { exit !(t >= 0 && t <= 25) }'; then
        pass "D5 a hang before READY is ended and restarted within TimeoutStartSec ($took s in the guest;" \
            "seen here after $timed_out s)"
    else
        fail "D5 a hang before READY is ended within TimeoutStartSec: ${took:-not} in the guest, seen here after" \
            "${timed_out:-not} within 60 s" \
            "(TimeoutStartUSec $(vm_run 'systemctl show -p TimeoutStartUSec --value brickson.service'))"
    fi
    wait_ready 120 || fail "D5 brickson is back after the hang before READY"
}

# D7: no keyboard reboots or powers off the device. Ctrl+Alt+Del (eight times within two seconds: systemd's burst
# that forces a reboot even when the target is masked) and Alt+SysRq+B are pressed on the emulated USB keyboard;
# the machine must still be in the same boot with the same Brickson. The console keyboard of tty1 must be in raw
# mode (the kernel reads no key on it while Brickson owns the screen).
check_keyboard() {
    local before after key
    expect "D7 magic SysRq is off" "0" "cat /proc/sys/kernel/sysrq"
    # Off from the kernel's own start of user space (the kernel applies sysctl.* parameters before it runs the
    # initramfs), not only once systemd-sysctl has run.
    expect "D7 magic SysRq is off from the kernel's command line" "1" \
        "tr ' ' '\\n' < /proc/cmdline | grep -cx 'sysctl.kernel.sysrq=0'"
    expect "D7 Ctrl+Alt+Del is masked, and so is its burst" "masked none" \
        "echo \$(systemctl is-enabled ctrl-alt-del.target; systemctl show -p CtrlAltDelBurstAction --value)"
    expect "D7 the console keyboard of tty1 acts on no key while Brickson owns the screen" "raw" \
        "kbd_mode -C /dev/tty1 | grep -o raw"
    before=$(vm_run "echo \$(cat /proc/sys/kernel/random/boot_id)" \
        "\$(systemctl show -p MainPID --value brickson.service)")
    for key in $(seq 8); do vm_monitor "sendkey ctrl-alt-delete"; done
    sleep 5
    after=$(agent_timeout=30 vm_run "echo \$(cat /proc/sys/kernel/random/boot_id)" \
        "\$(systemctl show -p MainPID --value brickson.service) \$(systemctl is-system-running)") || true
    if [ "$after" = "$before running" ]; then pass "D7 Ctrl+Alt+Del on a USB keyboard, 8 times, does nothing"; else
        fail "D7 Ctrl+Alt+Del on a USB keyboard does nothing: before '$before', after '$after'"; return; fi
    vm_monitor "sendkey alt-sysrq-b"
    vm_monitor "sendkey alt-sysrq-o"
    sleep 5
    after=$(agent_timeout=30 vm_run "echo \$(cat /proc/sys/kernel/random/boot_id)" \
        "\$(systemctl show -p MainPID --value brickson.service) \$(systemctl is-system-running)") || true
    if [ "$after" = "$before running" ]; then pass "D7 Alt+SysRq+B and Alt+SysRq+O on a USB keyboard do nothing"; else
        fail "D7 Alt+SysRq+B and Alt+SysRq+O on a USB keyboard do nothing: before '$before', after '$after'"; fi
}

# D7: no root process writes where the brickson user can plant a link. As brickson, links to a root-owned file and
# folder (in /run) are planted where the journal helper writes, on the data partition; the helper then rotates and
# saves. The file and the folder must be untouched.
check_planted_links() {
    local as_brickson="setpriv --reuid=brickson --regid=brickson --clear-groups" j=/var/lib/brickson/journal
    vm_run "mkdir -p /run/victim-dir && chmod 0755 /run/victim-dir && echo untouched > /run/victim &&" \
        "chmod 0644 /run/victim && rm -rf $j" || true
    # 1: every name the helper writes or renames is a link to the root-owned file.
    vm_run "$as_brickson mkdir -p $j && for f in this-boot.txt this-boot.txt.new previous-boot.txt; do" \
        "$as_brickson ln -sf /run/victim $j/\$f; done" || true
    vm_run "systemctl restart brickson-keep-journal.service; systemctl start brickson-keep-journal-save.service" || true
    # 2: the helper's folder itself is a link to a root-owned folder.
    vm_run "rm -rf $j && $as_brickson ln -s /run/victim-dir $j" || true
    # (The helper refuses a linked folder and fails: expected here, and reset below.)
    vm_run "{ systemctl restart brickson-keep-journal.service; systemctl start brickson-keep-journal-save.service; }" \
        ">/dev/null 2>&1" || true
    expect "D7 no root helper writes through a link planted on the data partition" \
        "untouched root 644 755 0" \
        "echo \$(cat /run/victim) \$(stat -c '%U %a' /run/victim) \$(stat -c %a /run/victim-dir)" \
        "\$(ls -A /run/victim-dir | wc -l)"
    vm_run "rm -rf $j /run/victim /run/victim-dir; systemctl reset-failed;" \
        "systemctl restart brickson-keep-journal.service" || true
    # 3: root's update bookkeeping in Brickson's folder: Brickson, in its own namespace, tries to move it away (to put a
    # link in its place) and to read it.
    local inside="nsenter -t \$(systemctl show -p MainPID --value brickson.service) -m $as_brickson"
    expect "D7 Brickson can neither move nor read root's update bookkeeping in its folder" \
        "kept unreadable root 755" \
        "echo \$($inside mv /var/lib/brickson/system /var/lib/brickson/system.moved 2>/dev/null && echo moved || echo kept)" \
        "\$($inside ls /var/lib/brickson/system >/dev/null 2>&1 && echo readable || echo unreadable)" \
        "\$(stat -c '%U %a' /var/lib/brickson/system)"
}

# Dumps the screen to $run/$1.ppm and prints what media.py sees in it.
screen() {
    rm -f "$run/$1.ppm"
    vm_monitor "screendump $run/$1.ppm"
    local i
    for i in $(seq 20); do [ -s "$run/$1.ppm" ] && break; sleep 0.5; done
    sleep 0.5
    python3 Image/test/media.py screen "$run/$1.ppm"
}

check_home() {
    local seen
    seen=$(screen "$1")
    if [[ "$seen" == drawn* ]]; then pass "H1 Home is on the screen ($1: $seen)"; else
        fail "H1 Home is on the screen ($1): $seen"; fi
}

# Opens Type with the emulated USB keyboard as one switch (F8 selects), as a new device is set (A2: one switch, auto
# scan, 1.5 s a step and 0.5 s more on the first; switches act on press). The first press starts scanning at
# [Yes, No, Emergency, Get Attention]; group 4, [Phrases, Type], is highlighted from 5.0 to 6.5 s after it, so the
# second press comes at 5.75 s; inside the group Type is highlighted from 2.0 to 3.5 s, so the third comes at 2.75 s.
# Each aims at the middle of its step, three quarters of a second either way. Each press is held 300 ms, as a
# person's press is.
# Type by one switch in auto scan (scan time 1.5 s, 0.5 s more on a first place): F8 starts at Yes's group (0 to
# 2.0 s), then Again (to 3.5 s), then Phrases and Type (to 5.0 s; the empty message is no stop), entered in its
# middle; Phrases (0 to 2.0 s), then Type, chosen in its middle.
keys_open_type() { vm_switches f8; sleep 4.25; vm_switches f8; sleep 2.45; vm_switches f8; sleep 1; }

# The saved message on the card, as the next boot would find it: the data partition is copied out of the
# disk, its journal replayed (e2fsck), checked again read-only (must be clean), and the database read with its
# WAL. Prints the message as JSON; fails if the file system or the database is damaged.
saved_message() {
    local dump start size
    # The data partition is the disk's last (4, after the boot partition and the two system slots, on every board).
    dump=$(sfdisk --dump "$disk" | grep -E '^[^ ]+[0-9]+ :' | tail -1)
    start=$(echo "$dump" | sed -E 's/.*start= *([0-9]+).*/\1/')
    size=$(echo "$dump" | sed -E 's/.*size= *([0-9]+).*/\1/')
    rm -rf "$run/data" && mkdir "$run/data"
    dd if="$disk" of="$run/data/part.ext4" bs=512 skip="$start" count="$size" status=none
    e2fsck -fy "$run/data/part.ext4" >"$run/data/fsck1.log" 2>&1 || [ $? -le 1 ] || {
        echo "e2fsck could not repair the data partition"; return 1; }
    e2fsck -fn "$run/data/part.ext4" >"$run/data/fsck2.log" 2>&1 || {
        echo "the data partition is not clean after its journal is replayed"; return 1; }
    debugfs -R "dump /brickson.sqlite $run/data/brickson.sqlite" "$run/data/part.ext4" >/dev/null 2>&1
    debugfs -R "dump /brickson.sqlite-wal $run/data/brickson.sqlite-wal" "$run/data/part.ext4" >/dev/null 2>&1 || true
    [ -s "$run/data/brickson.sqlite" ] || { echo "no database on the data partition"; return 1; }
    [ -s "$run/data/brickson.sqlite-wal" ] || rm -f "$run/data/brickson.sqlite-wal"
    local integrity
    integrity=$(python3 Image/test/media.py integrity "$run/data/brickson.sqlite")
    [ "$integrity" = ok ] || { echo "database integrity: $integrity"; return 1; }
    python3 Image/test/media.py message "$run/data/brickson.sqlite"
}

# Presses Yes on the simulated GPIO chip and listens to what the sound card played after it.
check_yes_spoken() {
    local wav=$run/sound-$1.wav offset heard
    offset=$(stat -c %s "$wav")
    vm_run /usr/lib/brickson-test/gpio-press 17 0.3
    sleep 6
    heard=$(python3 Image/test/media.py sound "$wav" "$offset")
    # Yes is a short word: at least a tenth of a second above 1 % of full scale.
    if awk -v s="$heard" 'BEGIN { split(s, f, " "); exit !(f[3] >= 0.1) }'; then
        pass "H2 Yes on its GPIO button (gpio-sim) is spoken (peak, rms, loud seconds: $heard)"
    else
        fail "H2 Yes on its GPIO button (gpio-sim) is spoken: heard $heard"
    fi
}

# Whether nothing louder than 1 % of full scale was played during boot $1; prints the levels.
is_silent() {
    local heard
    heard=$(python3 Image/test/media.py sound "$run/sound-$1.wav")
    echo "$heard"
    awk -v s="$heard" 'BEGIN { split(s, f, " "); exit !(f[1] < 0.01) }'
}

# Nothing sounded by itself during a boot (G6: the tone never restarts by itself).
check_silent() {
    local heard
    if heard=$(is_silent "$1"); then
        pass "G6 no tone and no speech by itself ($1: peak, rms, loud seconds: $heard)"
    else
        fail "G6 no tone and no speech by itself ($1): heard $heard"
    fi
}

# D4, T7: the power is cut (QEMU killed) at random moments while letters are typed on the USB keyboard, $1 times.
# Every cut is followed by a boot: the file systems mount, Home is drawn, nothing sounds by itself, and the saved
# message is the one before the cut plus some first part of what was typed since (never corrupt, never lost,
# never older than what was already durable). $2 is the message saved before the first cut (JSON).
power_cuts() {
    local cuts=$1 durable=$2 seed=${BRICKSON_TEST_SEED:-$$} cut letters typed k n kill_after message ok=0
    echo "== $cuts power cuts while typing (seed $seed; BRICKSON_TEST_SEED=$seed repeats them)"
    RANDOM=$seed
    letters=abcdefghijklmnopqrstuvwxyz
    for cut in $(seq "$cuts"); do
        vm_start "$disk" "cut$cut"
        if ! vm_wait_agent 400 || ! wait_ready 300; then
            fail "D4 boot after power cut $((cut - 1)): no Brickson (console: $run/console-cut$cut.log)"
            vm_why_not_ready; return
        fi
        local ready_us
        ready_us=$(vm_run "systemctl show -p ActiveEnterTimestampMonotonic --value brickson.service")
        echo "INFO boot: kernel start to brickson READY $((ready_us / 1000)) ms (after cut $((cut - 1)))"
        expect "D4 after cut $((cut - 1)): data partition mounted read-write" "ext4 rw" \
            "awk '\$2 == \"/var/lib/brickson\" { split(\$4, o, \",\"); print \$3, o[1] }' /proc/mounts"
        [[ "$(screen "cut$cut-home")" == drawn* ]] || fail "H1 Home is drawn after power cut $((cut - 1))"
        if [ "$cut" = 1 ] && [ -f "$run/message-after-restart.ppm" ]; then
            local same
            same=$(python3 Image/test/media.py same "$run/message-after-restart.ppm" "$run/cut1-home.ppm")
            if [ "$same" = same ]; then
                pass "D5 Home after the watchdog's restart was pixel for pixel Home after a fresh boot, message and all"
            else
                fail "D5 Home after the watchdog's restart is Home after a fresh boot: $same"
            fi
        fi
        keys_open_type
        n=$((4 + RANDOM % 7)) kill_after=$((1 + RANDOM % n)) typed=""
        for k in $(seq "$n"); do
            local letter=${letters:$((RANDOM % 26)):1}
            typed+=$letter
            if [ "$k" = "$kill_after" ]; then
                # The last key is not waited for: the power goes 0 to 150 ms after QEMU is told to press it,
                # while the guest may be reading, saving or drawing it.
                printf 'sendkey %s\n' "$letter" >&"$monitor_in"
                sleep "$(printf '0.%03d' $((RANDOM % 150)))"
                break
            fi
            vm_keys "$letter"
            sleep "0.$((RANDOM % 4))"
        done
        vm_kill
        message=$(saved_message) || { fail "D4 power cut $cut: $message"; durable=null; continue; }
        # The saved message must start with what was durable and be a first part of that plus what was typed.
        if python3 -c '
import json, sys
durable, message, typed = json.loads(sys.argv[1]) or "", json.loads(sys.argv[2]) or "", sys.argv[3]
sys.exit(0 if message.startswith(durable) and (durable + typed).startswith(message) else 1)' \
            "$durable" "$message" "$typed"; then
            ok=$((ok + 1))
            echo "INFO power cut $cut after $kill_after of $n letters ('$typed'): saved $message"
        else
            fail "D4 power cut $cut: saved $message, which is not $durable plus a first part of '$typed'"
        fi
        durable=$message
    done
    # The boot after the last cut, then a clean power-off: the message is still the last durable one.
    vm_start "$disk" after-cuts
    if vm_wait_agent 400 && wait_ready 300; then
        check_home after-cuts
        expect "no failed units after $cuts power cuts" "" "systemctl list-units --failed --no-legend --plain"
        vm_poweroff
        check_silent after-cuts
        message=$(saved_message) || true
        if [ "$message" = "$durable" ]; then
            pass "D4 T7 $ok of $cuts power cuts left a clean file system and the last durable message ($message)"
        else
            fail "D4 T7 after the last cut the message is $message, not $durable"
        fi
    else
        fail "D4 boot after the last power cut: no Brickson (console: $run/console-after-cuts.log)"
        vm_why_not_ready
    fi
    local silent_cuts=0
    for cut in $(seq "$cuts"); do
        is_silent "cut$cut" >/dev/null && silent_cuts=$((silent_cuts + 1))
    done
    if [ "$silent_cuts" = "$cuts" ]; then pass "G6 no boot after a power cut sounded by itself ($cuts boots)"; else
        fail "G6 $((cuts - silent_cuts)) of $cuts boots after a power cut sounded by themselves"; fi
}

# What is on screen, as Brickson describes it after each frame in the test's copy of the image
# (Image/test/brickson-describe-screen.conf): "screen W H", "control ID X Y W H LABEL" (panel pixels), "status TEXT",
# tab-separated. Copied to $run/screen.txt; fails when there is none.
screen_description=/run/brickson/screen/description
describe_screen() {
    vm_run "cat $screen_description" > "$run/screen.txt" 2>/dev/null && grep -q '^screen' "$run/screen.txt"
}

# The first control whose id or whole label is $1, as "X Y W H" of its centre's pixel and the panel's size.
find_control() {
    awk -F'\t' -v want="$1" '
        $1 == "screen" { w = $2; h = $3 }
        $1 == "control" && ($2 == want || $7 == want) && !found {
            found = 1; printf "%d %d %d %d\n", $3 + $5 / 2, $4 + $6 / 2, w, h
        }' "$run/screen.txt"
}

# Touches the control whose id or label is $1 with the USB tablet, waiting up to $2 seconds (default 20) for it to
# show. On a Settings page with more rows than fit, the next rows are shown ("More …") until it is found.
tap_control() {
    local want=$1 deadline=$((SECONDS + ${2:-20})) at more
    while [ $SECONDS -lt $deadline ]; do
        if describe_screen; then
            at=$(find_control "$want")
            if [ -n "$at" ]; then
                # shellcheck disable=SC2086
                vm_tap $at
                return
            fi
            more=$(find_control moreRows)
            # shellcheck disable=SC2086
            if [ -n "$more" ]; then vm_tap $more; sleep 1; continue; fi
        fi
        sleep 0.5
    done
    echo "no control '$want' on the screen within ${2:-20} s:" \
        "$(cut -f7 "$run/screen.txt" 2>/dev/null | tr '\n' '|')" >&2
    return 1
}

# Waits up to $2 seconds for a control label or the status line matching the extended regular expression $1, and
# prints the first one.
wait_words() {
    local deadline=$((SECONDS + $2)) words
    while [ $SECONDS -lt $deadline ]; do
        if describe_screen; then
            words=$(awk -F'\t' '$1 == "control" { print $7 } $1 == "status" { print $2 }' "$run/screen.txt" |
                grep -E -m1 "$1") && { echo "$words"; return 0; }
        fi
        sleep 0.5
    done
    return 1
}
