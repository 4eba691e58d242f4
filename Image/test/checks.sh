# The checks of Image/test-image, one function per part of the device. Sourced; uses vm_run from vm.sh.

failures=0
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
    expect "no failed units" "" "systemctl list-units --failed --no-legend --plain"
    expect "D7 root is mounted read-only" "ro" "awk '\$2 == \"/\" { split(\$4, o, \",\"); print o[1] }' /proc/mounts"
    expect "D4 data partition mounted read-write, ext4, at /var/lib/brickson" "ext4 rw" \
        "awk '\$2 == \"/var/lib/brickson\" { split(\$4, o, \",\"); print \$3, o[1] }' /proc/mounts"
    expect "data partition was grown to the end of the larger card" "grown" \
        "[ \$(blockdev --getsize64 /dev/disk/by-label/brickson-data) -gt \$((100 * 1024 * 1024)) ] && echo grown"
    expect "D7 no socket listens (tcp, udp, raw; v4 and v6)" "0" \
        "cat /proc/net/tcp /proc/net/tcp6 /proc/net/udp /proc/net/udp6 /proc/net/raw /proc/net/raw6 | grep -vc '^ *sl'"
    expect "D7 no network interface but loopback" "lo" "ls /sys/class/net"
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
        "echo \$(for g in \$(awk '/^Groups:/ { \$1 = \"\"; print }' /proc/$pid/status); do getent group \$g | cut -d: -f1; done | sort)"
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
    local exposure
    exposure=$(vm_run "systemd-analyze security --no-pager brickson.service | tail -1")
    echo "INFO D7 systemd-analyze security: $exposure"
    vm_run "systemd-analyze security --no-pager brickson.service" > "$run/security.txt" || true
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
}
