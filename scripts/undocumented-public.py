#!/usr/bin/env python3
"""Lists public declarations in the library sources that have no `///` comment above them.

A declaration is documented when the nearest line above it that is not an attribute
(`@MainActor`, `@discardableResult`, ...) is a `///` line. Extensions are skipped: their
members carry the documentation. Prints `path:line: declaration` and a count per module;
exits 1 when any is found.
"""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|final|override|static|class|mutating|"
    r"required|convenience|indirect|lazy|weak)\s+)*(?:public|open)\b(?:\((?:set|get)\))?\s+"
    r"(?!extension\b)(?:(?:nonisolated|final|override|static|class|mutating|required|"
    r"convenience|indirect|lazy|weak|internal\(set\)|private\(set\)|fileprivate\(set\))\s+)*"
    r"(func|var|let|init|class|struct|enum|protocol|typealias|subscript|case|actor)\b"
)


def undocumented(path):
    lines = path.read_text().splitlines()
    for number, line in enumerate(lines):
        if not DECLARATION.match(line):
            continue
        above = number - 1
        while above >= 0 and lines[above].strip().startswith("@"):
            above -= 1
        if above < 0 or not lines[above].strip().startswith("///"):
            yield number + 1, line.strip()


def main(modules):
    total = 0
    for module in modules:
        count = 0
        for path in sorted(pathlib.Path("Sources", module).rglob("*.swift")):
            for number, line in undocumented(path):
                print(f"{path}:{number}: {line}")
                count += 1
        print(f"{module}: {count} public declarations without ///")
        total += count
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["FolioCore", "FolioSDL"]))
