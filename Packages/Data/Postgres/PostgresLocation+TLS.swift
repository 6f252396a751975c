import Foundation
import PostgresNIO

/// The TLS files a URL names (`sslrootcert`, `sslcert`, `sslkey`), read into the TLS
/// configuration of a connection.
extension PostgresLocation {
    /// Reads the TLS files the URL names and makes a connection's TLS context from them,
    /// so that a file that cannot be read, or a client key that does not go with its
    /// certificate, is said where the URL is taken rather than at the first connection.
    public func checkTLSFiles() throws(PostgresStoreError) {
        guard tls != .disable else { return }
        _ = try tlsContext()
    }

    /// The authorities of `sslrootcert`, read from its file; `[]` for the system's trust roots.
    func readRootCertificates() throws(PostgresStoreError) -> [NIOSSLCertificate] {
        guard let rootCertificates else { return [] }
        return try Self.readPEM("the root certificates for \(self), sslrootcert \(rootCertificates)", rootCertificates) {
            try NIOSSLCertificate.fromPEMFile($0)
        }
    }

    /// The certificate chain and private key of `sslcert` and `sslkey`, read from their
    /// files; `nil` without them.
    func readClientIdentity() throws(PostgresStoreError) -> (chain: [NIOSSLCertificate], key: NIOSSLPrivateKey)? {
        guard let clientIdentity else { return nil }
        let chain = try Self.readPEM("the client certificate for \(self), sslcert \(clientIdentity.certificate)", clientIdentity.certificate) {
            try NIOSSLCertificate.fromPEMFile($0)
        }
        let keys: [NIOSSLPrivateKey]
        do {
            keys = try Self.readPEM("the client key for \(self), sslkey \(clientIdentity.key)", clientIdentity.key) {
                [try NIOSSLPrivateKey(file: $0, format: .pem)]
            }
        } catch {
            // BoringSSL asks no one for a passphrase: an encrypted key cannot be read.
            guard (try? String(contentsOfFile: clientIdentity.key, encoding: .utf8))?.contains("ENCRYPTED") == true else { throw error }
            throw PostgresStoreError("the client key for \(self), sslkey \(clientIdentity.key), is encrypted: give it unencrypted, readable by this process alone")
        }
        return (chain, keys[0])
    }

    /// What `read` finds in the PEM file at `path`, at least one; else an error that
    /// starts with `named` and says whether the file could not be read or held nothing.
    private static func readPEM<T>(_ named: String, _ path: String, _ read: (String) throws -> [T]) throws(PostgresStoreError) -> [T] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isReadableFile(atPath: path) else {
            throw PostgresStoreError("\(named): not a file this process can read")
        }
        guard let found = try? read(path), !found.isEmpty else {
            throw PostgresStoreError("\(named): that file holds nothing this can read as PEM (-----BEGIN ...-----)")
        }
        return found
    }

    func tlsContext() throws(PostgresStoreError) -> NIOSSLContext {
        let configuration = try tlsConfiguration()
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            guard let clientIdentity else { throw PostgresStoreError("the TLS files for \(self) cannot be used (\(error))") }
            throw PostgresStoreError("""
                the client certificate and key for \(self), sslcert \(clientIdentity.certificate) and sslkey \(clientIdentity.key), \
                do not go together (\(error)): the key must be the certificate's own
                """)
        }
    }

    /// How a connection's TLS verifies the server: against `sslrootcert`'s authorities or
    /// the system's, and by name unless `verify-ca`.
    func tlsConfiguration(closingWithin shutdownTimeout: TimeAmount? = nil) throws(PostgresStoreError) -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if rootCertificates != nil { configuration.trustRoots = .certificates(try readRootCertificates()) }
        if tls == .verifyCA { configuration.certificateVerification = .noHostnameVerification }
        if let identity = try readClientIdentity() {
            configuration.certificateChain = identity.chain.map { .certificate($0) }
            configuration.privateKey = .privateKey(identity.key)
        }
        if let shutdownTimeout { configuration.shutdownTimeout = shutdownTimeout }
        return configuration
    }
}
