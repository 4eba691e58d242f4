import Glibc

/// A system call that failed: which call, and the `errno` it left.
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The C call that failed, such as `epoll_wait`.
    public var call: String
    /// The `errno` value.
    public var code: Int32

    /// The error of `call`, with the current `errno`.
    public init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// The call and the C library's words for the code.
    public var description: String { "\(call): \(Self.words(code))" }

    /// The C library's words for `code`. The corresponding C call is `strerror`.
    public static func words(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Calls `body` again while it fails with `EINTR` (a signal arrived during the call): the one retry loop for
/// calls that return -1 and set `errno`.
@inline(__always)
public func retryingInterrupts<T: BinaryInteger>(_ body: () -> T) -> T {
    while true {
        let result = body()
        if result == -1 && errno == EINTR { continue }
        return result
    }
}
