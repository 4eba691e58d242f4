# The QEMU side of Image/test-image: start and stop the machine, talk to its monitor and to the test agent.
# Sourced by Image/test-image; pure bash (FIFOs, no socket tools). Expects $run (a scratch folder) and $board.
# Besides the human monitor (HMP: keys, screen dumps, USB sticks) QEMU has a QMP monitor, for `input-send-event`:
# on qemu-x86_64 an emulated USB tablet (an absolute pointer, as a touch panel's controller or a head pointer
# appears) is moved and clicked through it, so the test can touch the panel where a control is.

vm_pid=""
# The name of the running machine's boot: its console is $run/console-$vm_name.log.
vm_name=""
# More QEMU arguments for the next vm_start (a USB stick, for one boot).
vm_extra=()
# Starts QEMU on disk $1 (raw), writing the sound to $run/sound-$2.wav and the console to $run/console-$2.log.
vm_start() {
    local disk=$1 name=$2
    vm_name=$name
    rm -f "$run"/agent.in "$run"/agent.out "$run"/monitor.in "$run"/monitor.out "$run"/qmp.in "$run"/qmp.out
    mkfifo "$run/agent.in" "$run/agent.out" "$run/monitor.in" "$run/monitor.out" "$run/qmp.in" "$run/qmp.out"
    qmp_ready=no
    if [ "${board:-qemu-x86_64}" = qemu-aarch64 ]; then
        # The virt board with the Pi 4's CPU. It has no PS/2 either: the only keyboard is the emulated USB one. No
        # network card. virtio-gpu is the display, Intel HDA on PCI the sound, the i6300esb on PCI the hardware
        # watchdog, and the agent's port a virtio console (/dev/hvc0: virt has one UART, the console's). The
        # firmware is U-Boot ($uboot_qemu, from test-image), which runs the image's boot.scr.
        qemu-system-aarch64 -machine virt -cpu cortex-a72 -accel tcg -m 1024 -smp 2 \
            -device virtio-gpu-pci -display none -nic none -bios "$uboot_qemu" \
            -drive "file=$disk,format=raw,if=virtio,cache=writeback" \
            -device intel-hda -device hda-output,audiodev=snd0 \
            -audiodev "wav,id=snd0,path=$run/sound-$name.wav" \
            -device qemu-xhci -device usb-kbd -device i6300esb \
            -serial "file:$run/console-$name.log" \
            -chardev "pipe,id=agent,path=$run/agent" -device virtio-serial-pci -device virtconsole,chardev=agent \
            -monitor "pipe:$run/monitor" -chardev "pipe,id=qmp,path=$run/qmp" -mon chardev=qmp,mode=control \
            "${vm_extra[@]}" >"$run/qemu-$name.out" 2>&1 &
    else
        # q35 without the PS/2 controller: the only keyboard is the emulated USB one, so every key that arrives
        # came through USB HID. No network card at all. The i6300esb is a hardware watchdog for systemd to arm. The
        # USB tablet is the test's finger on the panel (vm_tap); it sends nothing until the test moves it. The CPU is
        # QEMU's default with SSSE3 added: the Swift runtime linked into brickson uses SSSE3's pshufb, unguarded, in
        # its Unicode property lookup (_swift_stdlib_getMphIdx). On the default CPU, which lacks it (Intel CPUs have
        # had it since 2006, AMD ones since 2011), importing a board from a stick ended Brickson with SIGILL.
        qemu-system-x86_64 -machine q35,i8042=off,sata=off,smbus=off -cpu qemu64,+ssse3 -accel tcg -m 1024 -smp 2 \
            -vga std -display none -nic none \
            -drive "file=$disk,format=raw,if=virtio,cache=writeback" \
            -device intel-hda -device hda-output,audiodev=snd0 \
            -audiodev "wav,id=snd0,path=$run/sound-$name.wav" \
            -device qemu-xhci -device usb-kbd -device usb-tablet -device i6300esb \
            -serial "file:$run/console-$name.log" \
            -chardev "pipe,id=agent,path=$run/agent" -device isa-serial,chardev=agent \
            -monitor "pipe:$run/monitor" -chardev "pipe,id=qmp,path=$run/qmp" -mon chardev=qmp,mode=control \
            "${vm_extra[@]}" >"$run/qemu-$name.out" 2>&1 &
    fi
    vm_pid=$!
    exec {agent_in}>"$run/agent.in" {agent_out}<"$run/agent.out"
    exec {monitor_in}>"$run/monitor.in" {monitor_out}<"$run/monitor.out"
    exec {qmp_in}>"$run/qmp.in" {qmp_out}<"$run/qmp.out"
}

# Cuts the power: SIGKILL, no flush of anything the guest has not written itself.
vm_kill() {
    [ -n "$vm_pid" ] || return 0
    kill -KILL "$vm_pid" 2>/dev/null || true
    wait "$vm_pid" 2>/dev/null || true
    vm_pid=""
    exec {agent_in}>&- {agent_out}<&- {monitor_in}>&- {monitor_out}<&- {qmp_in}>&- {qmp_out}<&-
}

# Sends one monitor (HMP) command and reads what it answers, so the pipe never fills.
vm_monitor() {
    printf '%s\n' "$*" >&"$monitor_in"
    local line
    while IFS= read -r -t 0.1 -u "$monitor_out" line; do :; done || true
}

# Sends one QMP command (JSON on one line) and waits up to 10 s for its answer, skipping QMP's greeting and events.
# Returns 1 if the answer is an error or never comes. The first command of a boot is preceded by the capabilities
# handshake QMP asks for.
vm_qmp() {
    local line deadline=$((SECONDS + 10))
    if [ "$qmp_ready" = no ]; then
        qmp_ready=yes
        vm_qmp '{"execute": "qmp_capabilities"}' || return 1
    fi
    printf '%s\n' "$1" >&"$qmp_in"
    while [ $SECONDS -lt $deadline ]; do
        IFS= read -r -t 2 -u "$qmp_out" line || continue
        [[ "$line" == *'"return"'* ]] && return 0
        [[ "$line" == *'"error"'* ]] && { echo "QMP: $line" >&2; return 1; }
    done
    return 1
}

# Touches the panel at pixel ($1, $2) of a panel $3 x $4 pixels with the USB tablet: the pointer moves there, then
# its button goes down and, 150 ms later, up. The tablet's axes run 0..32767 over the panel; libinput scales them
# back (value * width / 32768), so the middle of the pixel is aimed at.
vm_tap() {
    local x=$(( ($1 * 2 + 1) * 16384 / $3 )) y=$(( ($2 * 2 + 1) * 16384 / $4 ))
    local send='{"execute": "input-send-event", "arguments": {"events": [' state
    vm_qmp "$send"'{"type": "abs", "data": {"axis": "x", "value": '"$x"'}},'`
        `' {"type": "abs", "data": {"axis": "y", "value": '"$y"'}}]}}' || return 1
    for state in true false; do
        sleep "$([ $state = true ] && echo 0.2 || echo 0.15)"
        vm_qmp "$send"'{"type": "btn", "data": {"down": '$state', "button": "left"}}]}}' || return 1
    done
}

# Waits up to $1 seconds for the test agent in the guest (it starts when the system has booted).
vm_wait_agent() {
    local deadline=$((SECONDS + $1)) line
    while [ $SECONDS -lt $deadline ]; do
        if IFS= read -r -t 2 -u "$agent_out" line && [[ "$line" == *"@@AGENT READY"* ]]; then return 0; fi
        kill -0 "$vm_pid" 2>/dev/null || return 1
    done
    return 1
}

# Says why the running boot did not reach READY, for a failure's message: whether QEMU still runs, the console's last
# lines, and, when the test agent answers, the system's state, its failed units, Brickson's and the data partition's
# units and the boot's last errors. Each line starts "INFO why:", so CI's log holds what a later look would need.
vm_why_not_ready() {
    local log=$run/console-$vm_name.log
    if kill -0 "$vm_pid" 2>/dev/null; then echo "INFO why: QEMU still runs"; else
        echo "INFO why: QEMU has stopped: $(tail -n 3 "$run/qemu-$vm_name.out" 2>/dev/null | tr '\n' ' ')"; fi
    echo "INFO why: the console's last lines ($log):"
    # The guest's bytes: its control characters (terminal escapes among them) are not passed on to the log.
    tail -n 40 "$log" 2>/dev/null | LC_ALL=C tr -d '\000-\011\013-\037\177' | sed 's/^/INFO why:   /'
    local state
    if state=$(agent_timeout=20 vm_run "systemctl is-system-running; systemctl list-units --failed --no-legend --plain;
        systemctl status --no-pager --lines=15 brickson.service brickson-data.service brickson-mark-good.service;
        journalctl -b --no-pager --priority=warning --lines=40; true" 2>&1); then
        printf '%s\n' "$state" | sed 's/^/INFO why:   /'
    else
        echo "INFO why: the test agent does not answer"
    fi
}

# Runs a one-line shell command in the guest as root; its output goes to stdout, its status is returned.
# Fails with 124 after $agent_timeout seconds (default 60). Each command carries a number of its own: what an
# earlier command given up on prints late, and its answer, are dropped, never taken for this one's.
vm_seq=0
vm_run() {
    vm_seq=$((vm_seq + 1))
    local id=$vm_seq deadline=$((SECONDS + ${agent_timeout:-60})) line output=()
    printf '@@%s %s\n' "$id" "$*" >&"$agent_in"
    while [ $SECONDS -lt $deadline ]; do
        IFS= read -r -t 5 -u "$agent_out" line || continue
        line=${line%$'\r'}
        if [[ "$line" =~ ^@@DONE\ ([0-9]+|-)\ ([0-9]+)$ ]]; then
            if [ "${BASH_REMATCH[1]}" = "$id" ]; then
                [ ${#output[@]} -eq 0 ] || printf '%s\n' "${output[@]}"
                return "${BASH_REMATCH[2]}"
            fi
            output=()
            continue
        fi
        output+=("$line")
    done
    return 124
}

# Presses keys on the emulated USB keyboard (QEMU `sendkey` names: a, shift-a, spc, ret, ...).
vm_keys() {
    local key
    for key in "$@"; do vm_monitor "sendkey $key"; done
}

# Presses keys that stand for switches, each held 300 ms (longer than Brickson's debounce time).
vm_switches() {
    local key
    for key in "$@"; do vm_monitor "sendkey $key 300"; sleep 0.3; done
}

# A clean power-off from inside (systemd's SIGRTMIN+4), waiting up to $1 seconds (default 90) for QEMU to exit.
vm_poweroff() {
    printf '%s\n' 'kill -s RTMIN+4 1' >&"$agent_in"
    local deadline=$((SECONDS + ${1:-90}))
    while kill -0 "$vm_pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 1; done
    kill -0 "$vm_pid" 2>/dev/null && echo "INFO the machine did not power off by itself; cut"
    vm_kill
}
