#!/usr/bin/env python3
"""archlint's accuracy on real packages, held to the compiler.

    Tools/archlint/Benchmarks/oracle.py --archlint BIN --modules DIR PACKAGE_DIR...

For each package: SwiftPM describes its targets and their declared dependencies
(`swift package describe`, `dump-package` for `define`s and traits,
`show-dependencies` for the products of its dependencies). For every Swift source
file of every target, the compiler lists the modules the file imports
(`swiftc -emit-imported-modules`) with the conditions a Linux build sets: SWIFT_PACKAGE,
the target's `define`s that apply on Linux, DEBUG in debug builds, and the package's
traits; once for each of debug and release, with the default traits and with every
trait. `canImport` is answered from DIR (`-I`, as SwiftPM passes its build's Modules
folder). An import is *undeclared* when the module is one of the package graph's
modules but neither the file's own target nor one of its declared dependencies.
archlint (`check --platform linux --format json`) reports its own undeclared imports;
each package's precision and recall compare the two sets of (file, module) pairs, and
every disagreement is printed. Also counts archlint's redundant-dependency reports.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile


def swiftpm(package, *arguments):
    output = subprocess.run(["swift", "package", "--package-path", package, *arguments],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output[output.index("{"):])


def dependency_products(package):
    """Product name -> module names, for every package in the dependency graph."""
    products, modules = {}, set()
    tree = swiftpm(package, "show-dependencies", "--format", "json")
    paths, stack = set(), list(tree.get("dependencies", []))
    while stack:
        node = stack.pop()
        if node["path"] not in paths:
            paths.add(node["path"])
            stack.extend(node.get("dependencies", []))
    for path in paths:
        described = swiftpm(path, "describe", "--type", "json")
        names = {target["name"]: target["c99name"] for target in described["targets"]}
        modules.update(names.values())
        for product in described.get("products", []):
            products[product["name"]] = [names[name] for name in product.get("targets", []) if name in names]
    return products, modules


def defines(dumped_target, configuration):
    """The target's `define`s that hold on Linux in `configuration`."""
    names = []
    for setting in dumped_target.get("settings", []):
        if setting.get("tool") != "swift":
            continue
        kind = setting.get("kind", {})
        if "define" not in kind:
            continue
        condition = setting.get("condition") or {}
        platforms = condition.get("platformNames") or []
        config = condition.get("config")
        if (not platforms or "linux" in platforms) and (config is None or config == configuration):
            names.append(kind["define"]["_0"])
    return names


def imported(path, flags, modules_dir):
    result = subprocess.run(
        ["swiftc", "-emit-imported-modules", path, "-o", "/dev/stdout", "-I", modules_dir] + flags,
        capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return set(result.stdout.split())


def oracle(package, modules_dir, jobs):
    described = swiftpm(package, "describe", "--type", "json")
    dumped = swiftpm(package, "dump-package")
    products, dependency_modules = dependency_products(package)
    own = {target["name"]: target["c99name"] for target in described["targets"]}
    graph_modules = dependency_modules | set(own.values())
    dumped_targets = {target["name"]: target for target in dumped.get("targets", [])}
    traits = [trait["name"] for trait in dumped.get("traits", []) if trait.get("name") != "default"]
    default_traits = next((trait.get("enabledTraits", []) for trait in dumped.get("traits", [])
                           if trait.get("name") == "default"), [])
    libraries = [own[name] for product in described.get("products", []) if "library" in product.get("type", {})
                 for name in product.get("targets", [])]
    work = []
    for target in described["targets"]:
        if target.get("type") == "plugin" or not any(s.endswith(".swift") for s in target.get("sources", [])):
            continue
        declared = {target["c99name"]}
        declared.update(own[name] for name in target.get("target_dependencies", []) if name in own)
        for product in target.get("product_dependencies", []):
            declared.update(products.get(product, []))
        if target.get("type") == "snippet":
            declared.update(libraries)
        variants = []
        for configuration in ("debug", "release"):
            base = ["-D", "SWIFT_PACKAGE"] + (["-D", "DEBUG"] if configuration == "debug" else [])
            base += [flag for name in defines(dumped_targets.get(target["name"], {}), configuration) for flag in ("-D", name)]
            for enabled in (default_traits, traits):
                variants.append(base + [flag for name in enabled for flag in ("-D", name)])
        for source in target["sources"]:
            if source.endswith(".swift"):
                path = os.path.join(package, target["path"], source)
                work.append((os.path.relpath(path, package), path, declared, variants))

    def undeclared(item):
        relative, path, declared, variants = item
        with open(path, encoding="utf-8", errors="replace") as file:
            has_conditions = "#if" in file.read()
        found, failed = set(), 0
        for flags in (variants if has_conditions else variants[:1]):
            modules = imported(path, flags, modules_dir)
            if modules is None:
                failed += 1
            else:
                found |= modules
        return relative, {m for m in found if m in graph_modules and m not in declared}, failed

    expected, failures = set(), 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for relative, modules, failed in pool.map(undeclared, work):
            expected |= {(relative, module) for module in modules}
            failures += failed
    return expected, len(work), failures


def archlint(binary, package):
    result = subprocess.run([binary, "check", "--package-path", package, "--platform", "linux", "--format", "json",
                             "--no-recursive"], capture_output=True, text=True)
    report = json.loads(result.stdout)
    reported = {(v["file"], v["module"]) for v in report["violations"] if v["rule"] == "undeclared-import"}
    redundant = [v for v in report["violations"] if v["rule"] == "redundant-dependency"]
    return reported, redundant


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archlint", required=True)
    parser.add_argument("--modules", required=True, help="a build's Modules folder, for canImport")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("packages", nargs="+")
    options = parser.parse_args()
    totals = [0, 0, 0]
    print("| package | Swift files | compiler: undeclared | archlint: undeclared | agree | precision | recall | redundant-dependency reports |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    notes = []
    for package in options.packages:
        expected, files, failures = oracle(package, options.modules, options.jobs)
        reported, redundant = archlint(options.archlint, package)
        agree = expected & reported
        precision = len(agree) / len(reported) if reported else 1.0
        recall = len(agree) / len(expected) if expected else 1.0
        name = os.path.basename(os.path.normpath(package))
        print(f"| {name} | {files} | {len(expected)} | {len(reported)} | {len(agree)} | {precision:.3f} | {recall:.3f} | {len(redundant)} |")
        totals = [totals[0] + len(expected), totals[1] + len(reported), totals[2] + len(agree)]
        for file, module in sorted(reported - expected):
            notes.append(f"{name}: archlint only: {file} imports {module}")
        for file, module in sorted(expected - reported):
            notes.append(f"{name}: compiler only: {file} imports {module}")
        for violation in redundant:
            notes.append(f"{name}: redundant: {violation['target']} declares {violation['module']}")
        if failures:
            notes.append(f"{name}: the compiler could not read {failures} file variants")
    expected, reported, agree = totals
    print(f"| all | | {expected} | {reported} | {agree} | {agree / reported if reported else 1:.3f} | {agree / expected if expected else 1:.3f} | |")
    for note in notes:
        print(note, file=sys.stderr)


if __name__ == "__main__":
    main()
