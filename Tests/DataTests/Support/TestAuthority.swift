/// An authority made for these tests alone, and a certificate it signed for `localhost` (a
/// host name, and no IP address), valid from 2020 to 2120; and a second authority that
/// signed nothing here; and an authority for clients, with a client's certificate. Test
/// fixtures only: the keys guard nothing.
enum TestAuthority {
    /// The authority's own certificate: what `sslrootcert` names.
    static let rootPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBgDCCASegAwIBAgIUThbJjZLfr/mzq7irD4r6c8oXFlIwCgYIKoZIzj0EAwIw
        HDEaMBgGA1UEAwwRQ2F0YWxvZyB0ZXN0IHJvb3QwIBcNMjAwMTAxMDAwMDAwWhgP
        MjEyMDAxMDEwMDAwMDBaMBwxGjAYBgNVBAMMEUNhdGFsb2cgdGVzdCByb290MFkw
        EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEx5QCubHBq0EuyGjfWfgqdzDQ9DkN2UFY
        /cHIEETrkINV/ZxKE2Uf2ATKuGt/vMy29cKyy6+/3rZkKZJMEnZEsaNFMEMwEgYD
        VR0TAQH/BAgwBgEB/wIBADAOBgNVHQ8BAf8EBAMCAQYwHQYDVR0OBBYEFHMGMv3e
        cpUjFaFMbkXERgqkBBy4MAoGCCqGSM49BAMCA0cAMEQCIDdtW/E8ETjwaqCOHygI
        SLXX27l3l2JyLNlfvM5Kp2kZAiAIdujyJny0X0YgIV4rJFDzKRfbrkb2fT9BOLVg
        6q/fWg==
        -----END CERTIFICATE-----
        """

    /// The server's certificate, for the name `localhost` only.
    static let serverPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBnzCCAUagAwIBAgIUXeAFKIE2wUp5VM+Xf1psgmMUgl8wCgYIKoZIzj0EAwIw
        HDEaMBgGA1UEAwwRQ2F0YWxvZyB0ZXN0IHJvb3QwIBcNMjAwMTAxMDAwMDAwWhgP
        MjEyMDAxMDEwMDAwMDBaMBQxEjAQBgNVBAMMCWxvY2FsaG9zdDBZMBMGByqGSM49
        AgEGCCqGSM49AwEHA0IABF9YNQ990ZUJqDOv95BFF3NMzXlrrQXBYhKLY9WJCK9j
        sqfwueagzOroeqOBcvzBIyUdKdoLJvTFNj9YfcnLP/6jbDBqMBQGA1UdEQQNMAuC
        CWxvY2FsaG9zdDAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIHgDATBgNVHSUE
        DDAKBggrBgEFBQcDATAfBgNVHSMEGDAWgBRzBjL93nKVIxWhTG5FxEYKpAQcuDAK
        BggqhkjOPQQDAgNHADBEAiBBveEaTlVudG2UROAkKAhRFx5YaCGzZGMsgvxSq8bp
        tQIgB6yuNWJJkTqZQyJjPGUDb2GYnrP1sCT6L7frG03oaj0=
        -----END CERTIFICATE-----
        """

    /// The server certificate's private key (PKCS #8).
    static let serverKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgHW8ozRqZnZk9b0oj
        jGA6ICKPJ6opGEt3M1sZ3XqEqOqhRANCAARfWDUPfdGVCagzr/eQRRdzTM15a60F
        wWISi2PViQivY7Kn8LnmoMzq6HqjgXL8wSMlHSnaCyb0xTY/WH3Jyz/+
        -----END PRIVATE KEY-----
        """

    /// Another authority's certificate, which signed nothing the tests serve.
    static let otherRootPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBbzCCARSgAwIBAgIUDQ2iqg2HPFQc64FG43Z0kNpgpcQwCgYIKoZIzj0EAwIw
        IjEgMB4GA1UEAwwXQ2F0YWxvZyB0ZXN0IG90aGVyIHJvb3QwIBcNMjAwMTAxMDAw
        MDAwWhgPMjEyMDAxMDEwMDAwMDBaMCIxIDAeBgNVBAMMF0NhdGFsb2cgdGVzdCBv
        dGhlciByb290MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEdtYnHASHWZk/qbni
        iBnKTNhM6K35FFAGqz6RjhrNhYGF+++7FiFk98BPb7h7HHBwMt2U9B2przjjKvPg
        ANKKlKMmMCQwEgYDVR0TAQH/BAgwBgEB/wIBADAOBgNVHQ8BAf8EBAMCAQYwCgYI
        KoZIzj0EAwIDSQAwRgIhAPZBrYYgXskxhjvTT7LJFeLG5a3mac7/3Ys7GrQPV+TR
        AiEA34/OqDiT4FzDJN7r8OVPvsAY/DTvJ4cx9At9G2IHf1Q=
        -----END CERTIFICATE-----
        """

    /// An authority for clients' certificates, and one it signed, with its key: what a
    /// server that asks for the client's certificate trusts, and what `sslcert` and
    /// `sslkey` name.
    static let clientRootPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBjzCCATWgAwIBAgIUEp24ruuqwyWNJash4euoKlpPzncwCgYIKoZIzj0EAwIw
        IzEhMB8GA1UEAwwYQ2F0YWxvZyB0ZXN0IGNsaWVudCByb290MCAXDTIwMDEwMTAw
        MDAwMFoYDzIxMjAwMTAxMDAwMDAwWjAjMSEwHwYDVQQDDBhDYXRhbG9nIHRlc3Qg
        Y2xpZW50IHJvb3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQqTLaTUjcVaEZ/
        CWfo+/oPe94ABUkcYrx/OMKpwnHCll2WY7KpSv6RiwSFL/lGMstdC1gWoYVt8fvo
        xooDd6Dro0UwQzASBgNVHRMBAf8ECDAGAQH/AgEAMA4GA1UdDwEB/wQEAwIBBjAd
        BgNVHQ4EFgQUiMUwltvC2NiwVKJcI0hyk/f6uHgwCgYIKoZIzj0EAwIDSAAwRQIg
        d3Tv+PbXVSwPZFGtHzR04Qlvs3O3vglqEvBVzSr2wv8CIQDgLsCvQ7dGKTyAZm3o
        1dg43fd1MU2RnXVWpXznqNNQNg==
        -----END CERTIFICATE-----
        """

    static let clientPEM = """
        -----BEGIN CERTIFICATE-----
        MIIBkDCCATWgAwIBAgIUSagACXfj5IWxS3mFcYGa/67VfdswCgYIKoZIzj0EAwIw
        IzEhMB8GA1UEAwwYQ2F0YWxvZyB0ZXN0IGNsaWVudCByb290MCAXDTIwMDEwMTAw
        MDAwMFoYDzIxMjAwMTAxMDAwMDAwWjASMRAwDgYDVQQDDAdjYXRhbG9nMFkwEwYH
        KoZIzj0CAQYIKoZIzj0DAQcDQgAEtkrRd1+GfZHqtYyWcdSujwVCmOYCKaJWdlH4
        /+AYS4IUy12hz3XWDH9tcvCtGRBTe+BPBP3zlmewHLFdozoNSqNWMFQwDAYDVR0T
        AQH/BAIwADAOBgNVHQ8BAf8EBAMCB4AwEwYDVR0lBAwwCgYIKwYBBQUHAwIwHwYD
        VR0jBBgwFoAUiMUwltvC2NiwVKJcI0hyk/f6uHgwCgYIKoZIzj0EAwIDSQAwRgIh
        AMTMWPHXXnki/AAM2iUxEsZja5eNah2t0GAxqEX2moJaAiEAnihofPkxFrALSmXY
        TIbCMKaUwDKtQ2oA9tKcf5A1xyI=
        -----END CERTIFICATE-----
        """

    static let clientKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgyqtu6Ifdu7HvVHtA
        a8f95hC49u4a4cdZfHVByKk96SKhRANCAAS2StF3X4Z9keq1jJZx1K6PBUKY5gIp
        olZ2Ufj/4BhLghTLXaHPddYMf21y8K0ZEFN74E8E/fOWZ7AcsV2jOg1K
        -----END PRIVATE KEY-----
        """
}
