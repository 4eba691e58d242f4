import LinuxSystem

/// The capped text-file reader of the Linux system layer, under the name the board profile's users know it by.
public typealias TextFiles = LinuxSystem.TextFiles
