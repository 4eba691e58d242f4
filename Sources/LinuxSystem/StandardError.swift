import Glibc

/// The process's standard error (the journal on the device), written without buffering.
public enum StandardError {
    /// Writes `text` whole. The corresponding C call is `write(2)`, retried on `EINTR` and after a short write.
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let put = bytes.withUnsafeBytes { buffer in
                retryingInterrupts { Glibc.write(2, buffer.baseAddress! + written, buffer.count - written) }
            }
            guard put > 0 else { return }
            written += put
        }
    }
}
