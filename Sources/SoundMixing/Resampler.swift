/// Linear resampling of 16-bit mono samples from one rate to another, chunk by chunk, keeping its place between
/// chunks so a stream has no seams. Speech is band-limited well below either rate, so linear is enough.
public struct Resampler: Sendable {
    /// The input rate.
    public let from: Int
    /// The output rate.
    public let to: Int
    private var position: Double = 0
    private var previous: Int16 = 0

    /// A resampler from `from` to `to` samples per second.
    public init(from: Int, to: Int) {
        precondition(from > 0 && to > 0, "sample rates are positive")
        self.from = from
        self.to = to
    }

    /// The next chunk, converted. With equal rates the chunk comes back as it is.
    public mutating func process(_ input: [Int16]) -> [Int16] {
        guard from != to else { return input }
        guard !input.isEmpty else { return [] }
        let step = Double(from) / Double(to)
        var output: [Int16] = []
        output.reserveCapacity(Int(Double(input.count) / step) + 2)
        // `position` counts from the previous chunk's last sample (index -1).
        while position < Double(input.count) {
            let base = Int(position.rounded(.down)) - 1
            let fraction = Float(position - position.rounded(.down))
            let a = base < 0 ? previous : input[base]
            let b = input[min(input.count - 1, base + 1)]
            output.append(Int16(Float(a) + (Float(b) - Float(a)) * fraction))
            position += step
        }
        position -= Double(input.count)
        previous = input[input.count - 1]
        return output
    }
}
