import ArchlintCore
import Testing

@Suite("Import scanner: what counts as an import")
struct ImportScannerTests {
    func modules(_ source: String) -> [String] {
        ImportScanner.scan(source).imports.map { $0.path.joined(separator: ".") }
    }

    @Test("Plain, scoped, submodule and attributed imports")
    func forms() {
        let source = """
            import Foundation
            import struct Domain.Product
            import func Darwin.C.stdio.printf
            import Data.Sub
            @testable import Presentation
            @_exported import Mocks
            @preconcurrency @_spi(Internal) import Composition
            public import PublicThing
            package import PackageThing
            internal import InternalThing; import SameLine
            import `Backticked`
            import
              SpreadOut
            """
        let scan = ImportScanner.scan(source)
        #expect(scan.imports.map(\.module) == [
            "Foundation", "Domain", "Darwin", "Data", "Presentation", "Mocks", "Composition",
            "PublicThing", "PackageThing", "InternalThing", "SameLine", "Backticked", "SpreadOut",
        ])
        #expect(scan.imports[1].kind == "struct" && scan.imports[1].path == ["Domain", "Product"])
        #expect(scan.imports[2].path == ["Darwin", "C", "stdio", "printf"])
        #expect(scan.imports[3].path == ["Data", "Sub"])
        #expect(scan.imports[4].isTestable)
        #expect(scan.imports[5].isExported)
        #expect(scan.imports[6].attributes == ["preconcurrency", "_spi"])
        #expect(scan.imports[7].accessLevel == "public")
        #expect(scan.imports[8].accessLevel == "package")
        #expect(scan.imports[9].accessLevel == "internal")
        #expect(scan.imports[10].accessLevel == nil)
    }

    @Test("Comments never hold imports, nested block comments included")
    func comments() {
        #expect(modules("""
            // import A
            /* import B /* nested import C */ import D */
            /// import E
            /** import F */ import G
            """) == ["G"])
    }

    @Test("String literals never hold imports, of any kind")
    func strings() {
        #expect(modules(###"""
            let a = "import A"
            let b = """
                import B
                \(x) "quoted" ""
                import C
                """
            let c = #"import D " still raw"#
            let d = ##"a "# import E"##
            let e = "\(f("import F", "\(g("import G"))"))"
            let f = #"""
                \#(h) import H """ not the end
                """#
            let g = "escaped \" import I"
            import J
            """###) == ["J"])
    }

    @Test("Regex literals never hold imports")
    func regexes() {
        #expect(modules(###"""
            let a = /"import A/
            let b = #/ import B " /#
            let c = ##/
              import C "
              /##
            let d = x / y / z
            import D
            """###) == ["D"])
    }

    @Test("Only file scope counts: not members, labels or bodies")
    func fileScopeOnly() {
        #expect(modules("""
            struct S {
                func f() { let x = y.import }
                enum K { case `import` }
            }
            call(import: 1)
            let t = value.import
            import Real
            """) == ["Real"])
    }

    @Test("Line and column point at the module name, counting UTF-8 bytes")
    func positions() {
        let scan = ImportScanner.scan("import A\n  /* é */ import B\n\n@testable\nimport C")
        #expect(scan.imports.map(\.line) == [1, 2, 5])
        #expect(scan.imports.map(\.column) == [8, 19, 8])
    }

    @Test("#sourceLocation changes the reported file and line until it is reset")
    func sourceLocation() {
        let scan = ImportScanner.scan("""
            import A
            #sourceLocation(file: "generated.swift", line: 100)
            import B

            import C
            #sourceLocation()
            import D
            """)
        #expect(scan.imports.map(\.line) == [1, 100, 102, 7])
        #expect(scan.imports.map(\.presumedFile) == [nil, "generated.swift", "generated.swift", nil])
        #expect(scan.imports.map(\.physicalLine) == [1, 3, 5, 7])
    }

    @Test("Each import carries the conditions it sits under")
    func conditions() {
        let scan = ImportScanner.scan("""
            #if os(Linux)
            import Glibc
            #elseif canImport(Darwin) // a comment
            import Darwin
            #else
            import WinSDK
            #endif
            #if DEBUG && (arch(x86_64) || !targetEnvironment(simulator))
              #if swift(>=5.9)
              import Nested
              #endif
            #endif
            import Always
            """)
        #expect(scan.imports.map(\.conditionText) == [
            "os(Linux)",
            "!os(Linux) && canImport(Darwin)",
            "!os(Linux) && !canImport(Darwin)",
            "DEBUG && (arch(x86_64) || !targetEnvironment(simulator)) && swift(>=5.9)",
            nil,
        ])
    }

    @Test("archlint:ignore comments are read with their rules and reason")
    func suppressions() {
        let scan = ImportScanner.scan("""
            // archlint:ignore undeclared-import, layer-import -- generated code, fixed upstream
            import A
            import B // archlint:ignore undeclared-import
            """)
        #expect(scan.suppressions == [
            Suppression(physicalLine: 1, rules: ["undeclared-import", "layer-import"], reason: "generated code, fixed upstream", trailsCode: false),
            Suppression(physicalLine: 3, rules: ["undeclared-import"], reason: nil, trailsCode: true),
        ])
    }

    @Test("Broken input ends without a crash", arguments: [
        "\"unterminated", "/* never closed", "#if", "#endif\n#else", "import", "@", "#", "\"\"\"", "#\"", "`", "\\(",
        "import .", "#sourceLocation(", ")))}}]]", "import A.", "#/", "\u{FEFF}import A",
    ])
    func brokenInput(source: String) {
        _ = ImportScanner.scan(source)
    }
}
