import Crypto
import Foundation

/// Signs what the pages hand a browser to bring back (the session cookie, the forms'
/// tokens) and checks it when it returns. The key comes from the server's write token:
/// a new token signs everyone out, and instances that share a token accept each other's
/// cookies.
struct PageSigner: Sendable {
    private let key: SymmetricKey
    private let tokenDigest: SHA256Digest

    init(token: String) {
        key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: Data(token.utf8)), info: Data("catalog pages".utf8), outputByteCount: 32
        )
        tokenDigest = SHA256.hash(data: Data(token.utf8))
    }

    /// `message` and its signature, in characters a cookie or a form field may hold.
    func signed(_ message: String) -> String {
        message + "." + Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)))
    }

    /// The message inside `value`, if `value` is one that `signed` made.
    func message(in value: String) -> String? {
        guard let dot = value.lastIndex(of: "."), let signature = Self.data(base64URL: value[value.index(after: dot)...]) else {
            return nil
        }
        let message = String(value[..<dot])
        // Checked in constant time, so that the time taken says nothing of how much matched.
        return HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data(message.utf8), using: key) ? message : nil
    }

    /// Whether `typed` is the server's token, compared in constant time.
    func isToken(_ typed: String) -> Bool {
        SHA256.hash(data: Data(typed.utf8)) == tokenDigest
    }

    /// A random value no one can guess, for a cookie to carry.
    static func nonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return base64URL(Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func data(base64URL text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        // One spelling per signature: a variant in the unused low bits is not one.
        guard let data = Data(base64Encoded: base64), base64URL(data) == text else { return nil }
        return data
    }
}
