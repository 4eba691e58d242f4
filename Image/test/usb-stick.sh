# The USB stick checks of Image/test-image (SPEC C5, D7). Sourced after checks.sh; uses vm_run, vm_monitor and
# vm_tap. check_usb_stick: the system's side, with Brickson running (mounted read-only, nosuid, nodev, noexec;
# writable only when asked; unmounted when pulled). check_usb_workflows (qemu-x86_64, which has the emulated USB
# tablet): Settings > USB stick worked by touch through Brickson's own input path, the controls found by the screen
# description the test's copy of Brickson writes (import with its clip heard, a damaged file, three exports read on
# the host, a pull in the middle of an export, an ext4 stick). Full, too-big and unreadable sticks and files are
# checked through the headless runtime (Tests/BricksonRuntimeTests/USBStickRuntimeTests.swift) and the USBStick
# unit tests, not here; no real USB stick or touch panel has been tried.

# Waits up to $1 seconds for the guest command $2 to print $3.
usb_wait_for() {
    local deadline=$((SECONDS + $1)) got
    while [ $SECONDS -lt $deadline ]; do
        got=$(vm_run "$2" 2>/dev/null) || true
        [ "$got" = "$3" ] && return 0
        sleep 1
    done
    return 1
}

# A FAT stick holding a board file is hot-plugged on the xHCI bus while Brickson runs: the system mounts it
# read-only, nosuid, nodev, noexec at /run/brickson/usb, Brickson sees it (through its mount table, in its own mount
# namespace), cannot write it, can have it made writable for an export and read-only again, and sees it go when it is
# pulled out (device_del).
check_usb_stick() {
    local stick=$run/usb-stick.img pid inside
    rm -f "$stick"
    truncate -s 64M "$stick"
    mkfs.vfat -n STICK "$stick" >/dev/null
    printf '%s\n' '{"format": "open-board-0.1", "id": "family", "name": "Family",' \
        ' "buttons": [{"id": "1", "label": "Call Anna"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}}' \
        > "$run/family.obf"
    mcopy -i "$stick" "$run/family.obf" ::family.obf
    vm_monitor "drive_add 0 if=none,id=usbstick,file=$stick,format=raw"
    vm_monitor "device_add usb-storage,id=usbstickdev,drive=usbstick,removable=on"
    if usb_wait_for 60 "findmnt -no FSTYPE /run/brickson/usb" vfat; then
        pass "C5 a FAT stick plugged in while Brickson runs is mounted by the system at /run/brickson/usb"
    else
        fail "C5 a FAT stick plugged in is mounted at /run/brickson/usb: $(vm_run 'journalctl -b --no-pager -u "brickson-usb@*" | tail -5' 2>&1)"
        return
    fi
    expect "C5 D7 the stick is mounted read-only, nosuid, nodev, noexec" "nodev noexec nosuid ro" \
        "findmnt -no OPTIONS /run/brickson/usb | tr , '\n' | grep -xE 'ro|nosuid|nodev|noexec' | sort | xargs"
    expect "C5 D7 the stick's files belong to Brickson's user" "brickson" "stat -c %U /run/brickson/usb/family.obf"
    pid=$(vm_run "systemctl show -p MainPID --value brickson.service")
    inside="nsenter -t $pid -m setpriv --reuid=brickson --regid=brickson --init-groups"
    expect "C5 Brickson sees the stick in its own mount namespace" "family.obf" "$inside ls /run/brickson/usb"
    expect "C5 Brickson sees the stick through its mount table" "yes" \
        "journalctl -b --no-pager -u brickson.service | grep -q 'usb: a stick is at /run/brickson/usb' && echo yes"
    expect "C5 the stick is read-only to Brickson" "refused" \
        "$inside sh -c 'echo x > /run/brickson/usb/try.txt' 2>/dev/null || echo refused"
    # An export's request, as Brickson makes it (its own folder, a temporary file renamed over the request).
    vm_run "$inside sh -c 'echo write > /run/brickson/usb-request/write.part &&" \
        "mv /run/brickson/usb-request/write.part /run/brickson/usb-request/write'" >/dev/null || true
    if usb_wait_for 20 "$inside sh -c 'echo x > /run/brickson/usb/try.txt && sync && echo written' 2>/dev/null" written
    then
        pass "C5 asked for an export, the stick becomes writable to Brickson (in its namespace)"
    else
        fail "C5 asked for an export, the stick becomes writable: $(vm_run 'journalctl -b --no-pager -u brickson-usb-write.service | tail -3' 2>&1)"
    fi
    vm_run "$inside sh -c 'echo done > /run/brickson/usb-request/write.part &&" \
        "mv /run/brickson/usb-request/write.part /run/brickson/usb-request/write'" >/dev/null || true
    # (The remount is asked for, not waited on: a write may still land before it; it goes to another file.)
    if usb_wait_for 20 "$inside sh -c 'echo y > /run/brickson/usb/late.txt' 2>/dev/null || echo refused" refused; then
        pass "C5 after the export the stick is read-only again"
    else
        fail "C5 after the export the stick is read-only again: Brickson can still write it"
    fi
    vm_monitor "device_del usbstickdev"
    if usb_wait_for 30 "findmnt -no FSTYPE /run/brickson/usb || echo gone" gone; then
        pass "C5 a stick pulled out (device_del) is unmounted"
    else
        fail "C5 a stick pulled out is unmounted: $(vm_run 'findmnt /run/brickson/usb' 2>&1)"
    fi
    expect "C5 Brickson sees the stick go" "yes" \
        "journalctl -b --no-pager -u brickson.service | grep -q 'usb: the stick was taken out' && echo yes"
    if mcopy -i "$stick" ::try.txt - 2>/dev/null | grep -qx x; then
        pass "C5 what was written while the stick was writable is on it after it was pulled"
    else
        fail "C5 what was written while the stick was writable is on it: $(mdir -i "$stick" :: 2>&1 | tr '\n' ' ')"
    fi
}

# Plugs the stick image $1 in as USB storage number $2 (QEMU drive options $3 added, e.g. a write throttle).
usb_plug() {
    vm_monitor "drive_add 0 if=none,id=usbwork$2,file=$1,format=raw${3:+,$3}"
    vm_monitor "device_add usb-storage,id=usbworkdev$2,drive=usbwork$2,removable=on"
}

# Pulls USB storage number $1 out (device_del) and waits up to 30 s for the system to unmount it.
usb_pull() {
    vm_monitor "device_del usbworkdev$1"
    usb_wait_for 30 "findmnt -no FSTYPE /run/brickson/usb || echo gone" gone
}

# The words of Settings > USB stick's second row: what the last task did.
stick_result() {
    awk -F'\t' '$1 == "control" && $2 == "settingsRow(1)" { print $7 }' "$run/screen.txt"
}

# Taps the row $1 of Settings > USB stick and waits up to $2 seconds for the task's words (the second row changed
# and no longer says it is working); prints them.
stick_task() {
    local before deadline=$((SECONDS + $2)) now
    describe_screen || true
    before=$(stick_result)
    tap_control "$1" || return 1
    while [ $SECONDS -lt $deadline ]; do
        sleep 1
        describe_screen || continue
        now=$(stick_result)
        if [ -n "$now" ] && [ "$now" != "$before" ] && [[ "$now" != Working* ]]; then echo "$now"; return 0; fi
    done
    return 1
}

# Settings > USB stick as a carer works it, through Brickson's own input path: the emulated USB tablet touches the
# panel where the screen description (checks.sh, describe_screen) says a control is, libinput reads the tablet, and
# Brickson chooses what is under it. A FAT stick with a board package whose phrase has a recorded clip, and a
# damaged board file: the package is imported, its phrase shows on Home and plays its clip (a steady 440 Hz tone,
# not the voice) in the sound card's capture; the damaged file gets words and changes nothing; the event log, a
# backup and the phrases are exported and read back on the host with mtools. Then the stick is pulled while a
# backup is being written to it (its writes slowed down so the pull lands inside the write): the stick holds the
# old backup or the whole new one, the screen says it in words, nothing on the device is lost and Yes still speaks.
# Last, a stick with a file system the image does not expect (ext4) is not mounted and not changed.
check_usb_workflows() {
    local stick=$run/workflow-stick.img words heard offset names old started=$SECONDS
    if [ "${board:-qemu-x86_64}" != qemu-x86_64 ]; then
        echo "SKIP C5 Settings > USB stick by touch: only qemu-x86_64 has the emulated USB tablet"
        return
    fi
    if describe_screen && find_control yes >/dev/null && [ -n "$(find_control yes)" ]; then
        pass "C5 D7 the test's copy of Brickson describes its screen ($(grep -c '^control' "$run/screen.txt") controls)"
    else
        fail "C5 D7 the test's copy of Brickson describes its screen at $screen_description:" \
            "$(head -c 300 "$run/screen.txt" 2>&1)"
        return
    fi
    rm -f "$stick"
    truncate -s 64M "$stick"
    mkfs.vfat -n WORK "$stick" >/dev/null
    python3 Image/test/media.py tone-obz "$run/family.obz"
    printf '%s' '{"format": "open-board-0.1", "id": "cut", "buttons": [{"id": "1", "label": "Half a fi' \
        > "$run/damaged.obf"
    mcopy -i "$stick" "$run/family.obz" ::family.obz
    mcopy -i "$stick" "$run/damaged.obf" ::damaged.obf
    usb_plug "$stick" 1
    if ! usb_wait_for 60 "findmnt -no FSTYPE /run/brickson/usb" vfat; then
        fail "C5 the workflow stick is mounted: $(vm_run 'journalctl -b --no-pager -u "brickson-usb@*" | tail -3' 2>&1)"
        return
    fi

    # Import, by touch: Settings, USB stick, the package.
    tap_control settings && tap_control "USB stick" || true
    # Read and checked first, then asked with what it replaces (a carer cannot lose the board with one tap).
    words=$(stick_task "Import “family.obz”" 90) || true
    if [[ "$words" == "Replace the phrases with"* ]]; then
        pass "C5 an import asks first, with what it replaces: $words"
        words=$(stick_task "Import it" 30) || true
    else
        fail "C5 an import asks first, with what it replaces: '${words:-no words within 90 s}'"
    fi
    if [[ "$words" == Imported* ]]; then
        pass "C5 C4 a board package on the stick is imported by touch in Settings > USB stick: $words"
    else
        fail "C5 C4 a board package on the stick is imported by touch: '${words:-no words within 90 s}'"
    fi
    # A damaged board file: words, and the board just imported stays.
    words=$(stick_task "Import “damaged.obf”" 60) || true
    if [[ "$words" == *"not changed." ]] || [[ "$words" == *"not read." ]]; then
        pass "C5 C4 a damaged board file on the stick is refused in words: $words"
    else
        fail "C5 C4 a damaged board file on the stick is refused in words: '${words:-nothing said within 60 s}'"
    fi
    # The exports, each waited for by its words.
    local export
    for export in "Export the event log (CSV)" "Export a backup" "Export the phrases (.obz)"; do
        words=$(stick_task "$export" 90) || true
        echo "INFO C5 $export: ${words:-no words within 90 s}"
    done
    # Home shows the imported phrase; touched, it plays the package's clip, not the voice.
    tap_control backToTalking || true
    if wait_words '^Call Anna$' 30 >/dev/null; then
        pass "C5 C4 the imported phrase is on Home after Back to Talking (Call Anna)"
    else
        fail "C5 C4 the imported phrase is on Home after Back to Talking: $(cut -f7 "$run/screen.txt" | tr '\n' '|')"
    fi
    offset=$(stat -c %s "$run/sound-boot1.wav")
    tap_control "Call Anna" || true
    sleep 4
    heard=$(python3 Image/test/media.py tone "$run/sound-boot1.wav" "$offset")
    if awk -v s="$heard" 'BEGIN { split(s, f, " "); exit !(f[2] >= 5) }'; then
        pass "C5 C4 S2 the imported phrase plays its clip from the package (tenths loud, at 440 Hz: $heard)"
    else
        fail "C5 C4 S2 the imported phrase plays its clip from the package: tenths loud, at 440 Hz: $heard"
    fi

    # The stick pulled; what was exported, read on the host.
    usb_pull 1 || fail "C5 the workflow stick is unmounted when pulled out"
    mcopy -n -i "$stick" ::brickson-log.csv "$run/exported-log.csv" 2>/dev/null || true
    if [ "$(head -1 "$run/exported-log.csv" 2>/dev/null)" = "time_utc,monotonic_ms,kind,detail,latency_ms" ] &&
        grep -q 'USB stick: imported family.obz' "$run/exported-log.csv"; then
        pass "C5 D6 the event log exported by touch is CSV on the stick ($(wc -l < "$run/exported-log.csv") lines," \
            "the import among them)"
    else
        fail "C5 D6 the event log exported to the stick: $(head -3 "$run/exported-log.csv" 2>&1 | tr '\n' '|')"
    fi
    mcopy -n -i "$stick" ::brickson-backup.zip "$run/exported-backup.zip" 2>/dev/null || true
    names=$(python3 Image/test/media.py zip "$run/exported-backup.zip" 2>&1) || true
    if [[ " $names " == *" brickson-backup.json "* ]] && [[ " $names " == *" sounds/anna.wav "* ]]; then
        pass "C5 a backup exported by touch is on the stick, whole, with the clip: brickson-backup.zip ($names)"
    else
        fail "C5 a backup exported by touch is on the stick, whole, with the clip: $names"
    fi
    mcopy -n -i "$stick" ::brickson-board.obz "$run/exported-board.obz" 2>/dev/null || true
    names=$(python3 Image/test/media.py zip "$run/exported-board.obz" 2>&1) || true
    if [[ " $names " == *" manifest.json "* ]] && [[ " $names " == *" sounds/anna.wav "* ]]; then
        pass "C5 C4 the phrases exported by touch are a package on the stick with their clip ($names)"
    else
        fail "C5 C4 the phrases exported by touch are a package with their clip: $names"
    fi

    # Pulled in the middle of an export: the stick's writes are slowed to 4 KiB/s and 4 a second, and it is pulled as
    # soon as the backup's temporary file appears on it.
    old=$(sha256sum < "$run/exported-backup.zip")
    usb_plug "$stick" 2 "throttling.bps-write=4096,throttling.iops-write=4"
    if ! usb_wait_for 60 "findmnt -no FSTYPE /run/brickson/usb" vfat; then
        fail "C5 the workflow stick is mounted again"
        return
    fi
    # The page acts only once Brickson has seen the stick (its first row counts the files on it).
    tap_control settings && tap_control "USB stick" || true
    wait_words '^USB stick: ' 30 >/dev/null ||
        echo "INFO C5 the stick plugged again is not listed within 30 s: $(cut -f7 "$run/screen.txt" | tr '\n' '|')"
    tap_control "Export a backup" || true
    if agent_timeout=60 vm_run "timeout 30 sh -c 'until ls /run/brickson/usb/*.part; do sleep 0.05; done'" \
        >/dev/null 2>&1; then
        vm_monitor "device_del usbworkdev2"
        echo "INFO C5 the stick was pulled while brickson-backup.zip.part was being written"
    else
        echo "INFO C5 no temporary file was seen on the stick within 30 s; pulled now"
        vm_monitor "device_del usbworkdev2"
    fi
    usb_wait_for 30 "findmnt -no FSTYPE /run/brickson/usb || echo gone" gone ||
        fail "C5 the stick pulled mid-export is unmounted"
    words=$(wait_words 'taken out|could not|cannot' 30) || true
    if [ -n "$words" ]; then pass "C5 a stick pulled mid-export is said in words: $words"; else
        fail "C5 a stick pulled mid-export is said in words: $(cut -f7 "$run/screen.txt" | tr '\n' '|')"; fi
    rm -f "$run/pulled-backup.zip"
    mcopy -n -i "$stick" ::brickson-backup.zip "$run/pulled-backup.zip" 2>/dev/null || true
    names=$(python3 Image/test/media.py zip "$run/pulled-backup.zip" 2>&1) || true
    local left
    left=$(mdir -b -i "$stick" :: 2>/dev/null | sed 's|^::/||' | tr '\n' ' ') || true
    if [[ " $names " == *" brickson-backup.json "* ]]; then
        if [ "$(sha256sum < "$run/pulled-backup.zip")" = "$old" ]; then
            pass "C5 after the pull mid-export the stick holds the old backup, whole (files: $left)"
        else
            pass "C5 after the pull mid-export the stick holds the whole new backup (files: $left)"
        fi
    else
        fail "C5 after the pull mid-export the stick holds the old or the new backup, whole: $names (files: $left)"
    fi
    tap_control backToTalking || true
    if wait_words '^Call Anna$' 30 >/dev/null; then
        pass "C5 the device lost nothing when the stick was pulled mid-export (its board is on Home)"
    else
        fail "C5 the device lost nothing when the stick was pulled mid-export:" \
            "$(cut -f7 "$run/screen.txt" | tr '\n' '|')"
    fi
    offset=$(stat -c %s "$run/sound-boot1.wav")
    tap_control yes || true
    sleep 4
    heard=$(python3 Image/test/media.py sound "$run/sound-boot1.wav" "$offset")
    if awk -v s="$heard" 'BEGIN { split(s, f, " "); exit !(f[3] >= 0.1) }'; then
        pass "C5 H2 after the pull Yes, touched, still speaks (peak, rms, loud seconds: $heard)"
    else
        fail "C5 H2 after the pull Yes, touched, still speaks: heard $heard"
    fi

    # A stick with a file system the image does not expect.
    local ext4=$run/ext4-stick.img sha
    rm -f "$ext4"
    mkfs.ext4 -q -F -L STICK "$ext4" 16M
    sha=$(sha256sum < "$ext4")
    usb_plug "$ext4" 3
    sleep 10
    expect "C5 D7 an ext4 stick is not mounted" "" "findmnt -rno SOURCE /run/brickson/usb || true"
    vm_monitor "device_del usbworkdev3"
    sleep 2
    if [ "$(sha256sum < "$ext4")" = "$sha" ]; then pass "C5 D7 the ext4 stick was not changed"; else
        fail "C5 D7 the ext4 stick was changed"; fi
    echo "INFO C5 Settings > USB stick by touch took $((SECONDS - started)) s"
}
