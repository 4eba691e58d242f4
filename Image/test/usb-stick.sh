# The USB stick checks of Image/test-image (SPEC C5, D7): the system's side, with Brickson running. Sourced after
# checks.sh; uses vm_run and vm_monitor. What Settings > USB stick does with the stick is checked through the
# headless runtime (Tests/BricksonRuntimeTests/USBStickRuntimeTests.swift), not here.

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
