# The update checks of Image/test-image (SPEC U1-U5): signed bundles from a virtual USB stick, installed while
# Brickson runs, the new slot booted, a slot that cannot start undone by itself, power cuts during an install, and
# bundles refused in words. Sourced by Image/test-image after checks.sh and usb-stick.sh; the machine is off when
# check_update starts and off when it ends. Uses the disk of the other checks ($disk) and its test agent.
#
# What it adds to a run (2 cores, TCG): two root file systems built into bundles, one install, 3 failed boots of a
# broken slot, and $BRICKSON_UPDATE_POWER_CUTS (default 3) boots after a power cut during an install.

# Brickson's partition on the disk: the last (4, after boot and the two slots).
update_data_dump() {
    local dump start size
    dump=$(sfdisk --dump "$disk" | grep -E '^[^ ]+4 :')
    start=$(echo "$dump" | sed -E 's/.*start= *([0-9]+).*/\1/')
    size=$(echo "$dump" | sed -E 's/.*size= *([0-9]+).*/\1/')
    rm -rf "$run/update-data" && mkdir "$run/update-data"
    dd if="$disk" of="$run/update-data/part.ext4" bs=512 skip="$start" count="$size" status=none
    e2fsck -fy "$run/update-data/part.ext4" >/dev/null 2>&1 || [ $? -le 1 ] || { echo "unrepairable"; return 1; }
    debugfs -R "dump /brickson.sqlite $run/update-data/db.sqlite" "$run/update-data/part.ext4" >/dev/null 2>&1
    debugfs -R "dump /brickson.sqlite-wal $run/update-data/db.sqlite-wal" "$run/update-data/part.ext4" \
        >/dev/null 2>&1 || true
    [ -s "$run/update-data/db.sqlite-wal" ] || rm -f "$run/update-data/db.sqlite-wal"
    [ -s "$run/update-data/db.sqlite" ] || { echo "no database"; return 1; }
    # The message, the board of phrases and the settings, as one line each.
    python3 - "$run/update-data/db.sqlite" <<'PY'
import sqlite3, sys, hashlib
db = sqlite3.connect(sys.argv[1])
def one(q):
    row = db.execute(q).fetchone()
    return row[0] if row else None
print("message", repr(one("SELECT text FROM message WHERE id = 1")))
print("board", hashlib.sha256((one("SELECT json FROM board WHERE id = 1") or "").encode()).hexdigest()[:16])
print("settings", hashlib.sha256((one("SELECT json FROM settings WHERE id = 1") or "").encode()).hexdigest()[:16])
PY
}

# Brickson's own way of asking (SPEC U3): one line written in its request folder as its user, in its mount namespace,
# then renamed over the request.
update_ask() {
    local pid inside
    pid=$(vm_run "systemctl show -p MainPID --value brickson.service")
    inside="nsenter -t $pid -m setpriv --reuid=brickson --regid=brickson --init-groups"
    vm_run "$inside sh -c 'printf \"%s\\n\" \"$1\" > /run/brickson/update-request/request.part &&" \
        "mv /run/brickson/update-request/request.part /run/brickson/update-request/request'" >/dev/null
}
# The status file, read whole in one command into update_seen: the helper replaces it by a rename, so two reads
# (one per key) can straddle a replacement and pair one answer's state with the next one's bundle.
update_seen=""
update_read() { update_seen=$(vm_run "cat /run/brickson/update/status 2>/dev/null" 2>/dev/null) || update_seen=""; }
# One key of the status last read (update_read, update_wait_state).
update_seen_field() { printf '%s\n' "$update_seen" | sed -n "s/^$1=//p" | head -n 1; }
# One key of the status file as it is now.
update_status() { update_read; update_seen_field "$1"; }
# Waits up to $1 seconds for the status's state to be one of $2 (a regular expression), about the bundle $3 when
# given (so the answer to an earlier request is not taken for this one's). The status that matched stays in
# update_seen, so the keys checked next are that answer's own.
update_wait_state() {
    local deadline=$((SECONDS + $1))
    while [ $SECONDS -lt $deadline ]; do
        update_read
        [[ "$(update_seen_field state)" =~ ^($2)$ ]] && { [ -z "${3:-}" ] || [ "$(update_seen_field bundle)" = "$3" ]; } &&
            return 0
        sleep 2
    done
    return 1
}

# A bundle that is not a system, made directly with rauc (compatible, version, signed by key $4/cert $5).
update_small_bundle() {
    local out=$1 compatible=$2 version=$3 key=$4 cert=$5 description=${6:-not a system} dir=$run/small-bundle
    rm -rf "$dir" && mkdir -p "$dir/content" "$dir/tree"
    head -c 2000000 /dev/urandom > "$dir/tree/noise"
    mkfs.ext4 -q -d "$dir/tree" "$dir/content/root.ext4" 8M >/dev/null 2>&1
    printf '[update]\ncompatible=%s\nversion=%s\ndescription=%s\n\n[bundle]\nformat=verity\n\n' \
        "$compatible" "$version" "$description" > "$dir/content/manifest.raucm"
    printf '[image.rootfs]\nfilename=root.ext4\n' >> "$dir/content/manifest.raucm"
    rauc bundle --cert="$cert" --key="$key" "$dir/content" "$out" >"$dir/rauc.log" 2>&1
}

# The test agent (and gpio-sim) as files, for the bundles' root file systems: the same files test-image writes into
# slot A with debugfs, so the checks can reach a system booted from slot B.
update_overlay() {
    local o=$run/update-overlay
    rm -rf "$o"
    mkdir -p "$o/usr/lib/brickson-test" "$o/etc/systemd/system/multi-user.target.wants"
    install -m 0755 Image/test/test-agent "$o/usr/lib/brickson-test/test-agent"
    install -m 0644 Image/test/brickson-test-agent.service "$o/etc/systemd/system/"
    ln -s /etc/systemd/system/brickson-test-agent.service "$o/etc/systemd/system/multi-user.target.wants/"
    if [ "${gpio:-no}" = yes ]; then
        install -m 0644 "$ko" "$o/usr/lib/brickson-test/gpio-sim-oot.ko"
        install -m 0755 Image/test/gpio-sim-setup Image/test/gpio-press "$o/usr/lib/brickson-test/"
        install -m 0644 Image/test/brickson-test-gpio-sim.service "$o/etc/systemd/system/"
        ln -s /etc/systemd/system/brickson-test-gpio-sim.service "$o/etc/systemd/system/multi-user.target.wants/"
    fi
    echo "$o"
}

# Boots the disk and waits for the agent and Brickson's READY; $1 names the boot.
update_boot() {
    vm_start "$disk" "$1"
    vm_wait_agent 400 && wait_ready 300
}
# After a reboot from inside: the same QEMU, a new agent.
update_wait_reboot() {
    vm_wait_agent "${1:-400}" && wait_ready 300
}

# Plugs the update stick ($stick) into the running machine and waits up to 60 s for it to be mounted.
update_stick_plug() {
    vm_monitor "drive_add 0 if=none,id=updstick,file=$stick,format=raw"
    vm_monitor "device_add usb-storage,id=updstickdev,drive=updstick,removable=on"
    usb_wait_for 60 "findmnt -no FSTYPE /run/brickson/usb" vfat
}

check_update() {
    local cuts=${BRICKSON_UPDATE_POWER_CUTS:-3} b=$run/bundles overlay before after version0 good broken
    # The boot loader's slot variables (RAUC's contracts): GRUB's ORDER, X_OK, X_TRY on qemu-x86_64, U-Boot's
    # BOOT_ORDER, BOOT_X_LEFT on qemu-aarch64 (a slot out of BOOT_ORDER is not booted).
    local bootvars="grub-editenv /boot/firmware/grub/grubenv list" marked_good="B_OK=1 B_TRY=0"
    local undone_vars="A_OK=0 ORDER=B A"
    if [ "$board" = qemu-aarch64 ]; then
        bootvars="fw_printenv BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT" marked_good="BOOT_B_LEFT=3"
        undone_vars="BOOT_A_LEFT=0 BOOT_ORDER=B"
    fi
    local started elapsed install_s stick=$run/update-stick.img i ok state pressed=no
    echo "== updates (SPEC U1-U5): bundles, install, fallback, $cuts power cuts during an install"
    rm -rf "$b" && mkdir -p "$b"
    before=$(update_data_dump) || { fail "U1 the data partition could be read before the update: $before"; return; }
    version0=$(sed -n 's/^version=//p' "$run/image-recipe")
    overlay=$(update_overlay)
    good=2099.01.01.0000+test broken=2099.01.02.0000+broken
    # The bundles, made on the host as a release would be (Image/build-update), and small ones for the refusals.
    started=$SECONDS
    local key=$update_key cert=$update_cert
    if ! Image/build-update --board "$board" --key "$key" --cert "$cert" --version "$good" --brickson "$run/brickson" \
        --out "$b" --overlay "$overlay" --description "Test update: the same system, newer" >"$run/build-update-good.log" 2>&1
    then
        fail "U2 Image/build-update made a bundle: $(tail -3 "$run/build-update-good.log")"; return
    fi
    echo "INFO build-update of a whole system: $((SECONDS - started)) s;" \
        "bundle $(( $(stat -c %s "$b/brickson-$board-$good.raucb") / 1048576 )) MiB"
    # A system whose Brickson cannot start: its binary replaced by a script that fails.
    rm -rf "$run/update-overlay-broken"
    cp -a "$overlay" "$run/update-overlay-broken"
    mkdir -p "$run/update-overlay-broken/usr/bin"
    printf '#!/bin/sh\necho "a broken brickson" >&2\nexit 1\n' > "$run/update-overlay-broken/usr/bin/brickson"
    chmod 0755 "$run/update-overlay-broken/usr/bin/brickson"
    Image/build-update --board "$board" --key "$key" --cert "$cert" --version "$broken" --brickson "$run/brickson" \
        --out "$b" --overlay "$run/update-overlay-broken" >"$run/build-update-broken.log" 2>&1 ||
        { fail "U2 Image/build-update made the broken bundle: $(tail -3 "$run/build-update-broken.log")"; return; }
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$b/other.key" -out "$b/other.cert" \
        -subj "/CN=not Brickson" -days 2 >/dev/null 2>&1
    update_small_bundle "$b/wrong-key.raucb" "$board" 2099.03.01.0000 "$b/other.key" "$b/other.cert"
    update_small_bundle "$b/wrong-board.raucb" raspberry-pi-5 2099.03.01.0000 "$key" "$cert"
    update_small_bundle "$b/older.raucb" "$board" 2000.01.01.0000+old "$key" "$cert"
    update_small_bundle "$b/small.raucb" "$board" 2099.03.01.0000 "$key" "$cert"
    # What it changes, in Russian, 400 letters of two bytes each: cut by bytes at 300 it would end in half a letter.
    update_small_bundle "$b/russian.raucb" "$board" 2099.03.01.0000 "$key" "$cert" \
        "$(python3 -c 'print(("Обновление системы " * 23)[:400])')"
    # Changed after signing: a byte of the signature at its end, and a byte of the payload.
    cp "$b/small.raucb" "$b/tampered-signature.raucb"
    printf '\x55' | dd of="$b/tampered-signature.raucb" bs=1 seek=$(( $(stat -c %s "$b/small.raucb") - 200 )) \
        conv=notrunc status=none
    cp "$b/small.raucb" "$b/tampered-payload.raucb"
    printf '\x55\x55\x55\x55' | dd of="$b/tampered-payload.raucb" bs=1 seek=40000 conv=notrunc status=none
    head -c 4096 /dev/urandom > "$b/not-a-bundle.raucb"
    # The stick: FAT, big enough for the two systems.
    rm -f "$stick"
    truncate -s 1200M "$stick"
    mkfs.vfat -F 32 -n UPDATES "$stick" >/dev/null
    mcopy -i "$stick" "$b/brickson-$board-$good.raucb" ::good.raucb
    mcopy -i "$stick" "$b/brickson-$board-$broken.raucb" ::broken.raucb
    for i in wrong-key wrong-board older tampered-signature tampered-payload not-a-bundle small russian; do
        mcopy -i "$stick" "$b/$i.raucb" "::$i.raucb"
    done
    # A signed bundle whose name holds a line separator (U+2028) and what would be a record of its own after it.
    LC_ALL=C.UTF-8 mcopy -i "$stick" "$b/small.raucb" "::separator"$'\xe2\x80\xa8'"state=installed.raucb"
    echo "INFO the bundles and the stick: $((SECONDS - started)) s"

    if ! update_boot update1; then
        fail "U1 the image boots for the update checks ($run/console-update1.log)"; vm_why_not_ready; return
    fi
    expect "U1 the system runs from slot A, read-only, with the version of its build" "A ro $version0" \
        "echo \$(sed -n 's/^running-slot=//p' /run/brickson/update/status)" \
        "\$(findmnt -no OPTIONS / | cut -d, -f1) \$(cat /usr/share/brickson/version)"
    expect "U1 U5 at boot the status says idle, with the slot facts (other: none)" \
        "idle $version0 none none no" \
        "echo \$(sed -n 's/^\(state\|running-version\|other-version\|last-update\|undone\)=//p' /run/brickson/update/status)"
    expect "U1 RAUC sees two slots, compatible $board, booted from A" "3" \
        "rauc status --output-format=shell 2>/dev/null |" \
        "grep -cxE \"RAUC_SYSTEM_COMPATIBLE='$board'|RAUC_SYSTEM_BOOTED_BOOTNAME='A'|RAUC_SLOTS='1 2'\""
    expect "U2 D7 Brickson cannot reach RAUC's D-Bus service (no /run/dbus in its namespace)" "hidden" \
        "nsenter -t \$(systemctl show -p MainPID --value brickson.service) -m test -e /run/dbus/system_bus_socket || echo hidden"
    if ! update_stick_plug; then
        fail "U3 the update stick is mounted"; vm_kill; return
    fi
    # Refusals in words, nothing changed.
    local refusals=(
        "wrong-key|not signed by Brickson's key|U2 a bundle signed by another key is refused"
        "tampered-signature|not signed by Brickson's key|U2 a bundle whose signature was changed is refused"
        "wrong-board|for the raspberry-pi-5, not this device ($board)|U2 a bundle for another board is refused"
        "older|older than the running system ($version0)|U2 an older bundle is refused"
        "not-a-bundle|not signed by Brickson's key|U2 a file that is no bundle (random bytes) is refused"
        "../good|cannot be an update|U3 a name that leaves the stick is refused"
    )
    local r name words title message
    for r in "${refusals[@]}"; do
        IFS='|' read -r name words title <<<"$r"
        update_ask "inspect $name.raucb"
        if update_wait_state 300 refused "$name.raucb" && message=$(update_seen_field message) && [[ "$message" == *"$words"* ]] &&
            [[ "$message" == *"Nothing was changed."* ]]; then
            pass "$title in words: $message"
        else
            vm_run "journalctl -b -o short-monotonic --no-pager -u brickson-update.service -u rauc.service | tail -n 40" \
                > "$run/update-journal-${name#../}.log" 2>&1 || true
            fail "$title in words: state $(update_seen_field state), '$(update_seen_field message)' ($run/update-journal-${name#../}.log)"
        fi
    done
    # Text from the stick stays one record a line, cut by letters: a name with U+2028 is refused and adds no line to
    # the status; a long Russian description is shown cut at a letter's end, in valid UTF-8.
    update_ask "inspect separator"$'\xe2\x80\xa8'"state=installed.raucb"
    if update_wait_state 300 refused "separatorstate=installed.raucb" &&
        [ "$(printf '%s\n' "$update_seen" | grep -c '^state=')" = 1 ] &&
        [[ "$(update_seen_field message)" == *"cannot be an update"* ]]; then
        pass "U3 D7 a name with a line separator (U+2028) is refused and adds no line to the status"
    else
        fail "U3 D7 a name with a line separator is refused, one record a line: $(printf '%s' "$update_seen" | tr '\n' '|')"
    fi
    update_ask "inspect russian.raucb"
    local changes
    if update_wait_state 300 ready russian.raucb && changes=$(update_seen_field changes) &&
        printf '%s' "$changes" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1 && [ "$(printf '%s' "$changes" | wc -c)" -le 300 ] &&
        [[ "$changes" == "Обновление системы"* ]]; then
        pass "U3 a long Russian description is cut by letters, in valid UTF-8 ($(printf '%s' "$changes" | wc -c) bytes)"
    else
        fail "U3 a long Russian description is cut by letters: $(update_seen_field state) '$changes'"
    fi
    # A FIFO where the request is (Brickson can put one there): the helper reads nothing from it and waits on nothing,
    # so the next request is answered.
    local before_fifo
    before_fifo=$(update_status bundle)
    vm_run "nsenter -t \$(systemctl show -p MainPID --value brickson.service) -m setpriv --reuid=brickson" \
        "--regid=brickson --init-groups sh -c 'mkfifo /run/brickson/update-request/request.part &&" \
        "mv /run/brickson/update-request/request.part /run/brickson/update-request/request'" >/dev/null
    sleep 10
    local after_fifo
    after_fifo=$(update_status bundle)
    update_ask "inspect good.raucb"
    if update_wait_state 300 ready good.raucb && [ "$after_fifo" = "$before_fifo" ]; then
        pass "U3 D7 a FIFO put where the request is answers nothing and holds no helper: the next request is answered"
    else
        fail "U3 D7 after a FIFO as the request, the next one is answered: $(update_seen_field state)" \
            "$(update_seen_field bundle) (before the FIFO: $before_fifo, after: $after_fifo)"
    fi
    update_ask "install wrong-board.raucb"
    if update_wait_state 300 refused wrong-board.raucb && [ "$(update_seen_field other-version)" = none ]; then
        pass "U2 asked to install, a bundle for another board is refused too, and the other slot stays empty"
    else
        fail "U2 install of a bundle for another board refused: $(update_status state) $(update_status other-version)"
    fi
    # The good bundle: what it is, then installed while Brickson runs and a press still speaks.
    update_ask "inspect good.raucb"
    if update_wait_state 300 ready good.raucb && [ "$(update_seen_field version)" = "$good" ] &&
        [ "$(update_seen_field changes)" = "Test update: the same system, newer" ]; then
        pass "U2 U3 a bundle signed by the image's key is ready: version $good, with what it changes"
    else
        fail "U2 U3 the good bundle is ready: $(vm_run 'cat /run/brickson/update/status' 2>&1 | tr '\n' ' ')"
    fi
    started=$SECONDS
    update_ask "install good.raucb"
    if update_wait_state 120 installing; then pass "U3 the install starts (state=installing)"; else
        fail "U3 the install starts: $(update_status state) $(update_status message)"; fi
    # A press at once, while RAUC writes the other slot (an install on a quiet machine takes about a minute).
    if [ "${gpio:-no}" = yes ]; then
        local failed_before=$failures
        check_yes_spoken update1
        if [ "$failures" = "$failed_before" ]; then
            pass "U3 while installing ($(update_status state) when the press was checked), Yes on its GPIO button still speaks"
        else fail "U3 while installing, Yes on its GPIO button still speaks"; fi
    else
        echo "INFO U3 no GPIO simulator in this guest: the press during the install was not made"
    fi
    update_ask "inspect older.raucb"
    # The refusal is a status of its own, which the install's next status replaces (its progress, or the end when
    # RAUC prints none): it is looked for where the helper says each answer, its journal; then the install goes on.
    local refused=no
    for _ in $(seq 30); do
        if vm_run "journalctl -b --no-pager -u brickson-update.service |" \
            "grep -q \"refused 'inspect older.raucb': an install is running\" && echo yes" 2>/dev/null | grep -qx yes
        then
            refused=yes
            break
        fi
        sleep 2
    done
    if [ "$refused" = yes ] && update_wait_state 300 'installing|installed' good.raucb; then
        pass "U3 a request while installing is refused (the helper's answer), and the install goes on"
    else
        fail "U3 a request while installing is refused: refused=$refused, $(update_status state) $(update_status bundle)"
    fi
    local progress="" p
    while [ $((SECONDS - started)) -lt 1200 ]; do
        update_read
        state=$(update_seen_field state)
        p=$(update_seen_field progress)
        [ -z "$p" ] || [[ " $progress " == *" $p "* ]] || progress+=" $p"
        [[ "$state" =~ ^(installed|failed)$ ]] && break
        sleep 3
    done
    install_s=$((SECONDS - started))
    if [ "$state" = installed ] && [ "$(update_seen_field message)" = "Restart to use it." ] &&
        [ "$(update_seen_field other-version)" = "$good" ]; then
        pass "U1 U3 the bundle is installed into slot B in $install_s s (progress seen:$progress); other slot: $good"
    else
        fail "U1 U3 the bundle is installed: $state after $install_s s: $(update_status message)" \
            "($(vm_run 'journalctl -b --no-pager -u brickson-update-install.service | tail -3' 2>&1))"
        vm_kill; return
    fi
    echo "INFO install of a whole system from the stick: $install_s s"
    expect "U1 the running slot A was not touched (still read-only, same version)" "ro $version0" \
        "echo \$(findmnt -no OPTIONS / | cut -d, -f1) \$(cat /usr/share/brickson/version)"
    expect "U3 U4 until the carer restarts, the running slot A stays the one the boot loader boots" "A" \
        "$bootvars | sed -n 's/^\(BOOT_\)\{0,1\}ORDER=//p' | cut -d' ' -f1"
    # The power goes before the carer says Restart: the old system comes back, and the update still waits.
    vm_kill
    if ! update_boot update-cut-before-restart; then
        fail "U4 after a power cut before Restart the device boots ($run/console-update-cut-before-restart.log)"
        vm_why_not_ready; vm_kill; return
    fi
    # (The status's lines in its own order: state, bundle, version, message, then running version and slot.)
    expect "U3 U4 after a power cut before Restart slot A runs, and the update still waits for Restart" \
        "installed good.raucb $good Restart to use it. $version0 A" \
        "echo \$(sed -n 's/^\(running-slot\|running-version\|state\|bundle\|version\|message\)=//p'" \
        "/run/brickson/update/status)"
    # The stick again (a new machine after the cut), for the installs after the restart.
    update_stick_plug || { fail "U3 the stick is mounted again"; return; }
    # Restart into it, when the carer says so.
    started=$SECONDS
    update_ask restart
    if update_wait_reboot; then
        echo "INFO restart into the new slot: agent and Brickson READY after $((SECONDS - started)) s"
        expect "U1 U5 after the restart slot B runs the new version and says so; the old one is the other" \
            "B $good $good $version0" \
            "echo \$(sed -n 's/^running-slot=//p' /run/brickson/update/status) \$(cat /usr/share/brickson/version)" \
            "\$(sed -n 's/^running-version=//p' /run/brickson/update/status)" \
            "\$(sed -n 's/^other-version=//p' /run/brickson/update/status)"
        expect "U4 U5 once Brickson is READY on it the last update says running" "$good installed on running" \
            "sleep 5; sed -n 's/^last-update=//p' /run/brickson/update/status | awk '{ print \$1, \$2, \$3, \$NF }'"
        expect "U4 the new slot is marked good once Brickson is READY (the boot loader's tries counted afresh)" \
            "$marked_good" "$bootvars | grep -E '^(BOOT_)?B_(OK|TRY|LEFT)=' | xargs"
        # The owner's keyring came with the update: the new system still refuses another key's bundle and takes
        # the owner's next one.
        expect "U2 the updated system trusts the owner's certificate alone (its keyring carried forward)" \
            "$(openssl x509 -in "$cert" | sha256sum | cut -c1-64)" "sha256sum < /etc/rauc/keyring.pem | cut -c1-64"
        update_ask "inspect wrong-key.raucb"
        if update_wait_state 300 refused wrong-key.raucb &&
            [[ "$(update_seen_field message)" == *"not signed by Brickson's key"* ]]; then
            pass "U2 the updated system refuses a bundle signed by another key: $(update_seen_field message)"
        else
            fail "U2 the updated system refuses another key's bundle: $(update_status state) $(update_status message)"
        fi
        update_ask "inspect small.raucb"
        if update_wait_state 300 ready small.raucb && [ "$(update_seen_field version)" = 2099.03.01.0000 ]; then
            pass "U2 the updated system takes the owner's next bundle (ready: version 2099.03.01.0000)"
        else
            fail "U2 the updated system takes the owner's next bundle: $(update_status state) $(update_status message)"
        fi
    else
        fail "U1 the new slot boots after the restart ($run/console-$vm_name.log)"; vm_why_not_ready; vm_kill; return
    fi

    # Power cuts at random moments of an install (of the broken system into slot A): the running slot B boots again.
    # Each counted cut comes while the install runs (an ended install waits for Restart, checked above). Installs take
    # longer or shorter with the machine's load, so the moment is checked just before the cut: an install already
    # ended is not cut, and later cuts come earlier.
    local durations=$install_s seed=${BRICKSON_TEST_SEED:-$$} booted=0 intact=0 tries=0
    RANDOM=$seed
    i=0
    while [ "$i" -lt "$cuts" ] && [ "$tries" -lt $((cuts * 2)) ]; do
        tries=$((tries + 1))
        update_ask "install broken.raucb"
        local at=$((2 + RANDOM % (durations / 2 + 1)))
        sleep "$at"
        state=$(update_status state)
        if [ "$state" != installing ] && [ "$state" != checking ]; then
            echo "INFO an install had ended ($state) before $at s: not cut (the running slot stays the one to boot)"
            update_wait_state 1200 "installed|failed|refused" || true
            durations=$((at > 6 ? at - 4 : 4))
            continue
        fi
        i=$((i + 1))
        vm_kill
        if update_boot "update-cut$i"; then
            state=$(vm_run "echo \$(sed -n 's/^\(running-slot\|running-version\)=//p' /run/brickson/update/status)" \
                2>/dev/null)
            if [ "$state" = "$good B" ]; then booted=$((booted + 1)); else
                fail "U4 after power cut $i (at $at s of an install) the old slot runs: $state"; fi
            if [ "$(vm_run "awk '\$2 == \"/var/lib/brickson\" { split(\$4, o, \",\"); print \$3, o[1] }' /proc/mounts")" = \
                "ext4 rw" ]; then intact=$((intact + 1)); fi
            echo "INFO power cut $i at $at s of an install: $(update_status last-update)"
        else
            fail "U4 after power cut $i (at $at s of an install) the device boots: no READY ($run/console-update-cut$i.log)"
            vm_why_not_ready
            vm_kill
            update_boot "update-cut$i-again" || return
        fi
        # The stick again, for the next install.
        update_stick_plug || { fail "U3 the stick is mounted again"; return; }
    done
    if [ "$booted" = "$cuts" ] && [ "$intact" = "$cuts" ]; then
        pass "U4 $cuts power cuts at random moments of an install (seed $seed): each time the old slot booted," \
            "Brickson READY, the data partition mounted read-write"
    else
        fail "U4 power cuts during an install: the old slot booted $booted of $cuts times, data mounted $intact times"
    fi

    # A slot whose Brickson cannot start: installed, restarted into, and undone by itself.
    update_ask "install broken.raucb"
    if ! update_wait_state 1200 "installed|failed" || [ "$(update_seen_field state)" != installed ]; then
        fail "U4 the broken bundle is installed: $(update_status state) $(update_status message)"; vm_kill; return
    fi
    started=$SECONDS
    update_ask restart
    # Its 3 tries (each ended by the deadline), then slot B again by itself.
    local deadline=$((SECONDS + 1500)) back=no
    while [ $SECONDS -lt $deadline ]; do
        # No new agent within 400 s but the machine runs: the boot it is on is read again (it may be the one back).
        if vm_wait_agent 400 || kill -0 "$vm_pid" 2>/dev/null; then
            # The agent answers before the status of this boot is written (brickson-update-boot.service); read
            # before it, a boot of the old slot would be taken for another try and waited past.
            agent_timeout=90 vm_run "for i in \$(seq 80); do [ -f /run/brickson/update/status ] && break; sleep 1;" \
                "done" >/dev/null 2>&1 || true
            state=$(vm_run "echo \$(sed -n 's/^running-slot=//p' /run/brickson/update/status)" \
                "\$($bootvars | grep -E '^(BOOT_)?(ORDER|[AB]_(OK|TRY|LEFT))=' | sort | xargs)" 2>/dev/null) || true
            echo "INFO $((SECONDS - started)) s after the restart into the broken slot, a boot: slot $state"
            if [ "${state%% *}" = B ] && wait_ready 300; then back=yes; break; fi
        fi
        kill -0 "$vm_pid" 2>/dev/null || { echo "INFO the machine stopped ($(tail -c 300 "$run/qemu-$vm_name.out"))"; break; }
    done
    if [ "$back" = yes ]; then
        echo "INFO a broken slot undone: back on the old slot, READY, after $((SECONDS - started)) s"
        expect "U4 U5 a slot whose Brickson cannot start is undone by itself: back on the old one, and it says so" \
            "yes $good other=none" \
            "echo \$(sed -n 's/^undone=//p' /run/brickson/update/status)" \
            "\$(sed -n 's/^running-version=//p' /run/brickson/update/status)" \
            "other=\$(sed -n 's/^other-version=//p' /run/brickson/update/status)"
        expect "U4 U5 the last update's result says it did not start and was undone" \
            "$broken did not start and was undone: back on $good" \
            "sed -n 's/^last-update=//p' /run/brickson/update/status"
        expect "U4 the boot loader was told to prefer the old slot again" "$undone_vars" \
            "$bootvars | grep -E '^(BOOT_)?(ORDER|A_OK|A_LEFT)=' | sort | xargs"
    else
        fail "U4 a slot whose Brickson cannot start is undone by itself within 25 min ($run/console-$vm_name.log)"
        vm_why_not_ready
        vm_kill; return
    fi
    vm_poweroff
    after=$(update_data_dump) || true
    if [ "$after" = "$before" ] && [ -n "$before" ]; then
        pass "U1 the message, the board of phrases and the settings survived the updates and the cuts" \
            "($(echo "$before" | tr '\n' ' '))"
    else
        fail "U1 the data survived the updates: before [$(echo "$before" | tr '\n' ' ')]," \
            "after [$(echo "$after" | tr '\n' ' ')]"
    fi
}

# The arm64 boards' boot loader (U-Boot running Image/boot/boot.cmd), on the running machine, first boot: the slot it
# booted, its count of tries given back once Brickson is READY, and a slot whose kernel cannot be loaded (slot B, empty
# in a new image) passed over for the other, its try counted. The machine runs when it starts and when it ends.
check_uboot_slots() {
    local console=$run/console-$vm_name.log
    if grep -aq '^Brickson: slot A (partition 2)' "$console" && [ "$(vm_run "grep -o 'rauc.slot=A' /proc/cmdline")" = rauc.slot=A ]
    then pass "U1 U-Boot ran the image's boot script and booted slot A (rauc.slot=A)"; else
        fail "U1 U-Boot ran the image's boot script and booted slot A ($console)"; fi
    expect "U1 U4 once Brickson is READY slot A is marked good: its 3 tries given back, slot B not yet bootable" \
        "BOOT_ORDER=A B BOOT_A_LEFT=3 BOOT_B_LEFT=0" \
        "for i in \$(seq 40); do journalctl -b -q -u brickson-mark-good.service | grep -q 'marked good' && break;" \
        "sleep 1; done; fw_printenv BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT | xargs"
    expect "U1 RAUC's uboot backend reads the slots: booted A, compatible $board" "2" \
        "rauc status --output-format=shell 2>/dev/null |" \
        "grep -cxE \"RAUC_SYSTEM_COMPATIBLE='$board'|RAUC_SYSTEM_BOOTED_BOOTNAME='A'\""
    # Slot B first, with tries, but nothing in it: U-Boot counts the try, cannot load its kernel and boots slot A.
    vm_run "fw_setenv BOOT_ORDER 'B A' && fw_setenv BOOT_B_LEFT 3 && sync" >/dev/null
    local lines_before
    lines_before=$(wc -l < "$console")
    vm_run "systemctl --no-block reboot" >/dev/null 2>&1 || true
    if update_wait_reboot 600; then
        if tail -n +"$lines_before" "$console" | grep -aq '^Brickson: slot B (partition 3)' &&
            tail -n +"$lines_before" "$console" | grep -aq '^Brickson: slot A (partition 2)' &&
            [ "$(vm_run "grep -o 'rauc.slot=A' /proc/cmdline")" = rauc.slot=A ]; then
            pass "U4 a slot first in BOOT_ORDER whose kernel cannot be loaded is passed over: slot A booted"
        else
            fail "U4 a slot whose kernel cannot be loaded is passed over ($console)"
        fi
        expect "U4 U-Boot counted slot B's try before booting it (BOOT_B_LEFT 3 to 2)" "BOOT_B_LEFT=2" \
            "fw_printenv BOOT_B_LEFT"
        # Back as the image was: slot A first and good (RAUC), slot B without tries.
        vm_run "rauc status mark-active booted >/dev/null 2>&1; fw_setenv BOOT_B_LEFT 0" >/dev/null
        expect "U1 RAUC makes the booted slot the one to boot again" "BOOT_ORDER=A B BOOT_A_LEFT=3" \
            "fw_printenv BOOT_ORDER BOOT_A_LEFT | xargs"
    else
        fail "U4 after slot B was put first with nothing in it, the device boots slot A ($console)"
        vm_why_not_ready
    fi
}
