#!/usr/bin/env python3
"""Writes a synthetic SwiftPM package for archlint's benchmark.

Usage: generate_package.py DIR TARGETS FILES_PER_TARGET LINES_PER_FILE

Targets form a layered DAG (each depends on up to three earlier ones); every file
imports its target's dependencies and Foundation, and holds the constructs a real
file has: doc comments, nested block comments, multi-line and raw strings with
interpolation, #if blocks, types with methods. The output is the same for the same
arguments.
"""
import os
import sys


def dependencies(index):
    return sorted({d for d in (index - 1, index - 2, index // 2) if 0 <= d < index})


def swift_file(target, deps, number, lines):
    out = ["// Generated for the archlint benchmark.", "import Foundation"]
    out += [f"import T{d}" for d in deps]
    out += ["#if canImport(Glibc)", "import Glibc", "#endif", ""]
    body_index = 0
    while len(out) < lines:
        n = body_index
        out += [
            f"/// A value of kind {n} in target {target}, file {number}.",
            f"public struct Value{number}_{n}: Sendable, Hashable {{",
            "    public var name: String",
            "    public var count: Int",
            "    /* a block comment /* with a nested one */ and import NotAnImport */",
            "    public func describe() -> String {",
            '        let text = """',
            "            import NotAnImportEither",
            '            \\(name) has \\(count) items, "quoted"',
            '            """',
            '        let raw = #"import Nope \\#(count) "still raw""#',
            '        return text + raw + "\\(count > 1 ? "many" : "one")"',
            "    }",
            "",
            "    public func scaled(by factor: Int) -> Value" + f"{number}_{n}" + " {",
            "        var copy = self",
            "        copy.count = count * factor // import in a comment",
            "        return copy",
            "    }",
            "}",
            "",
        ]
        body_index += 1
    return "\n".join(out[:lines]) + "\n"


def main():
    root, targets, files, lines = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    manifest = ["// swift-tools-version: 6.0", "import PackageDescription", "", "let package = Package(",
                '    name: "Synthetic",', "    targets: ["]
    for t in range(targets):
        deps = ", ".join(f'"T{d}"' for d in dependencies(t))
        manifest.append(f'        .target(name: "T{t}", dependencies: [{deps}]),')
        folder = os.path.join(root, "Sources", f"T{t}")
        os.makedirs(folder, exist_ok=True)
        for f in range(files):
            with open(os.path.join(folder, f"File{f}.swift"), "w") as handle:
                handle.write(swift_file(t, dependencies(t), f, lines))
    manifest += ["    ]", ")", ""]
    with open(os.path.join(root, "Package.swift"), "w") as handle:
        handle.write("\n".join(manifest))


if __name__ == "__main__":
    main()
