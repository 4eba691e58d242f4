import LinuxSystem

/// A system call that failed; the Linux system layer's error, under the name the loop's users know it by.
public typealias SystemCallError = LinuxSystem.SystemCallError
