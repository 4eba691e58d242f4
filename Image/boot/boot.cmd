# The boot script of the boards that start through U-Boot (the Raspberry Pi 4, and QEMU's virt board in the arm64
# image test): which system slot to boot (SPEC U1, U4). Image/build-image makes it boot.scr on the boot partition
# (mkimage), with this image's disk identifier (@DISK_ID@) and the board's kernel command line (@CMDLINE@, from
# Firmware-config/<board>/cmdline.txt). U-Boot finds it on the bootable partition and runs it.
#
# RAUC's U-Boot contract: BOOT_ORDER lists the slots, the preferred first; BOOT_<slot>_LEFT counts the boots a slot
# has left. RAUC (its uboot backend, writing through fw_setenv and /etc/fw_env.config) takes a slot out of
# BOOT_ORDER while it writes it and puts a new slot first; `rauc status mark-good`, once Brickson has reached READY,
# gives the slot its 3 tries again. Each boot here takes one, so a slot booted 3 times without reaching READY is
# passed over and the other slot boots by itself. The variables are kept in brickson.env on this partition, in
# U-Boot's environment format (a CRC-32, then the variables): not U-Boot's own uboot.env, which it would take whole
# at start, in place of its default environment and boot commands.
#
# No key stops the boot (SPEC D7): U-Boot's countdown, which a key on the serial port or a USB keyboard interrupts, is
# turned off in U-Boot's own environment the first time (saved to uboot.env on a Pi, to QEMU's flash on virt).
if test "${bootdelay}" != "-2"; then
    setenv bootdelay -2
    saveenv
fi

setenv BOOT_ORDER
setenv BOOT_A_LEFT
setenv BOOT_B_LEFT
if load ${devtype} ${devnum}:${distro_bootpart} ${kernel_addr_r} brickson.env; then
    env import -c ${kernel_addr_r} 0x4000 BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT
fi
# A missing or damaged brickson.env (its CRC does not match): both slots, A first, 3 tries each. A slot with no
# system in it is passed over below (its kernel does not load).
test -n "${BOOT_ORDER}" || setenv BOOT_ORDER "A B"
test -n "${BOOT_A_LEFT}" || setenv BOOT_A_LEFT 3
test -n "${BOOT_B_LEFT}" || setenv BOOT_B_LEFT 3

setenv slot
for s in "${BOOT_ORDER}"; do
    if test -z "${slot}"; then
        if test "${s}" = "A"; then
            if test ${BOOT_A_LEFT} -gt 0; then
                setexpr BOOT_A_LEFT ${BOOT_A_LEFT} - 1
                setenv slot A
            fi
        fi
        if test "${s}" = "B"; then
            if test ${BOOT_B_LEFT} -gt 0; then
                setexpr BOOT_B_LEFT ${BOOT_B_LEFT} - 1
                setenv slot B
            fi
        fi
    fi
done
if test -n "${slot}"; then
    # The try is counted before the slot is booted.
    env export -c -s 0x4000 ${kernel_addr_r} BOOT_ORDER BOOT_A_LEFT BOOT_B_LEFT
    fatwrite ${devtype} ${devnum}:${distro_bootpart} ${kernel_addr_r} brickson.env 0x4000
else
    # Every slot used up its tries: the first slot in BOOT_ORDER is booted anyway, uncounted (a device that boots is
    # better than one that does not). Only A or B: any other word there (a damaged value) is passed over.
    for s in "${BOOT_ORDER}"; do
        if test -z "${slot}"; then
            if test "${s}" = "A"; then
                setenv slot A
            fi
            if test "${s}" = "B"; then
                setenv slot B
            fi
        fi
    done
    test -n "${slot}" || setenv slot A
fi

# The slot's own kernel (uncompressed, as U-Boot's booti takes it) and initramfs, from its /boot; then, if that slot's
# kernel cannot be loaded, the other slot's; then a reset to try again. root: the slot's partition on the disk whose
# identifier Image/build-image derives for this image, read-only; rauc.slot tells RAUC which slot runs. The device
# tree is the one the firmware (or QEMU) handed to U-Boot.
if test "${slot}" = "A"; then
    setenv other B
else
    setenv other A
fi
for s in "${slot} ${other}"; do
    if test "${s}" = "A"; then
        setenv part 2
    else
        setenv part 3
    fi
    echo "Brickson: slot ${s} (partition ${part}); BOOT_ORDER ${BOOT_ORDER}, tries left A ${BOOT_A_LEFT} B ${BOOT_B_LEFT}"
    if load ${devtype} ${devnum}:${part} ${kernel_addr_r} /boot/Image; then
        setexpr initrd_addr ${kernel_addr_r} + 0x4000000
        if load ${devtype} ${devnum}:${part} ${initrd_addr} /boot/initrd.img; then
            setenv bootargs "root=PARTUUID=@DISK_ID@-0${part} rauc.slot=${s} @CMDLINE@"
            booti ${kernel_addr_r} ${initrd_addr}:${filesize} ${fdt_addr}
        fi
    fi
done
reset
