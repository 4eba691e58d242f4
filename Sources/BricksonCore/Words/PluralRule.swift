/// gettext's plural expression (a PO header's `Plural-Forms: nplurals=3; plural=(n==1 ? 0 : ...);`), parsed once
/// and evaluated for a count: which of a message's plural forms to show ("1 dzień", "2 dni", "5 dni") (L1).
///
/// The expression is C's integer arithmetic over `n`: `?:`, `||`, `&&`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`,
/// `*`, `/`, `%`, `!` and parentheses, with C's precedence. It comes from a file, so it is read as hostile: at most
/// 400 characters and 40 levels deep, a division by zero gives 0, and the form it gives is kept within the forms
/// there are.
public struct PluralRule: Equatable, Hashable, Sendable {
    /// How many forms a message has in this language.
    public let count: Int
    let expression: PluralExpression

    /// English's rule, and that of German, Spanish, Portuguese: one form for 1, another for every other count.
    public static let oneOther = PluralRule(count: 2, expression: .notEqual(.n, .number(1)))

    /// The rule in a `Plural-Forms` header's value, or an error in words.
    public init(header: String) throws(PluralRuleError) {
        var count: Int?
        var plural: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].filter { $0 != " " && $0 != "\t" }
            let value = pair[1].withoutBlankEnds
            if key == "nplurals" { count = Int(value) }
            if key == "plural" { plural = value }
        }
        guard let count, (1...6).contains(count) else { throw .init("nplurals is missing or not 1 to 6") }
        guard let plural else { throw .init("plural= is missing") }
        self.count = count
        self.expression = try PluralParser.parse(plural)
    }

    init(count: Int, expression: PluralExpression) {
        self.count = count
        self.expression = expression
    }

    /// The form for `n`, from 0 to `count - 1`.
    public func form(for n: Int) -> Int {
        let value = expression.value(n: n.magnitude > Int(Int32.max) ? Int(n.magnitude % 1_000_000) : abs(n))
        return value >= 0 && value < count ? value : count - 1
    }
}

/// Why a plural expression was refused.
public struct PluralRuleError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ words: String) { description = words }
}

/// A parsed plural expression.
indirect enum PluralExpression: Equatable, Hashable, Sendable {
    case n
    case number(Int)
    case not(PluralExpression)
    case negate(PluralExpression)
    case binary(String, PluralExpression, PluralExpression)
    case choose(PluralExpression, PluralExpression, PluralExpression)

    static func notEqual(_ a: PluralExpression, _ b: PluralExpression) -> PluralExpression { .binary("!=", a, b) }

    func value(n: Int) -> Int {
        switch self {
        case .n: return n
        case .number(let value): return value
        case .not(let inner): return inner.value(n: n) == 0 ? 1 : 0
        case .negate(let inner): return 0 &- inner.value(n: n)
        case .choose(let test, let yes, let no): return test.value(n: n) != 0 ? yes.value(n: n) : no.value(n: n)
        case .binary(let op, let left, let right):
            if op == "&&" { return left.value(n: n) != 0 && right.value(n: n) != 0 ? 1 : 0 }
            if op == "||" { return left.value(n: n) != 0 || right.value(n: n) != 0 ? 1 : 0 }
            let a = left.value(n: n)
            let b = right.value(n: n)
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/": return b == 0 ? 0 : a / b
            default: return b == 0 ? 0 : a % b  // "%"
            }
        }
    }
}

/// A recursive-descent parser of the expression, with C's precedence from `?:` down to unary `!` and `-`.
struct PluralParser {
    private var tokens: [String]
    private var position = 0
    private var depth = 0

    static func parse(_ text: String) throws(PluralRuleError) -> PluralExpression {
        guard text.count <= 400 else { throw .init("the plural expression is longer than 400 characters") }
        var parser = PluralParser(tokens: try tokenise(text))
        let expression = try parser.ternary()
        guard parser.position == parser.tokens.count else {
            throw .init("unexpected \"\(parser.tokens[parser.position])\" in the plural expression")
        }
        return expression
    }

    private init(tokens: [String]) { self.tokens = tokens }

    private static let operators = [
        "||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(", ")",
    ]

    static func tokenise(_ text: String) throws(PluralRuleError) -> [String] {
        var tokens: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " || first == "\t" {
                rest = rest.dropFirst()
            } else if first.isASCII && first.isNumber {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard digits.count <= 9 else { throw .init("a number in the plural expression is too long") }
                tokens.append(String(digits))
                rest = rest.dropFirst(digits.count)
            } else if first == "n" {
                tokens.append("n")
                rest = rest.dropFirst()
            } else if let op = operators.first(where: { rest.hasPrefix($0) }) {
                tokens.append(op)
                rest = rest.dropFirst(op.count)
            } else {
                throw .init("\"\(first)\" is not allowed in a plural expression")
            }
        }
        return tokens
    }

    private var next: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: String) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    private mutating func ternary() throws(PluralRuleError) -> PluralExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 40 else { throw .init("the plural expression is nested too deeply") }
        let test = try binary(level: 0)
        guard take("?") else { return test }
        let yes = try ternary()
        guard take(":") else { throw .init("a \"?\" in the plural expression has no \":\"") }
        return .choose(test, yes, try ternary())
    }

    /// The binary operators, loosest first.
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) throws(PluralRuleError) -> PluralExpression {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level: level + 1)
        while let op = next, Self.levels[level].contains(op) {
            position += 1
            left = .binary(op, left, try binary(level: level + 1))
        }
        return left
    }

    private mutating func unary() throws(PluralRuleError) -> PluralExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 40 else { throw .init("the plural expression is nested too deeply") }
        if take("!") { return .not(try unary()) }
        if take("-") { return .negate(try unary()) }
        if take("(") {
            let inner = try ternary()
            guard take(")") else { throw .init("a \"(\" in the plural expression is not closed") }
            return inner
        }
        if take("n") { return .n }
        if let token = next, let value = Int(token) {
            position += 1
            return .number(value)
        }
        throw .init(next.map { "unexpected \"\($0)\" in the plural expression" } ?? "the plural expression ends early")
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    var withoutBlankEnds: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(String(drop(while: isBlank).reversed()).drop(while: isBlank).reversed())
    }
}
