import Foundation

/// Whether a host names this machine: `localhost`, or a loopback address (`127.x.x.x`,
/// `::1`), in any case, with or without IPv6's brackets or the root's final dot. A name
/// under `.localhost` is not taken for one: outside a resolver that answers it itself,
/// the system may ask DNS for it. Nothing that only starts like a loopback address
/// (`127.example.org`) is either. The one rule for the proxy choice, a token's way to a
/// server, and a database's TLS.
public enum ThisMachine {
    public static func isNamed(by host: String) -> Bool {
        let host = normalized(host)
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127"
            && octets.allSatisfy { octet in
                // Digits only, and no leading zero, which the system's parser reads as octal.
                !octet.isEmpty && octet.allSatisfy { $0.isASCII && $0.isNumber } && (octet == "0" || octet.first != "0") && UInt8(octet) != nil
            }
    }

    /// A host as names are compared: lower case, without IPv6's brackets or the root's final dot.
    static func normalized(_ host: String) -> String {
        var host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }
}
