#!/usr/bin/env python3
"""Every reference to a document from the code leads somewhere in the repository.

    doc_references_test.py SOURCE_DIR

Scans the tracked source files (C++, proto, CMake, shell, Python, specs, deploy files) for the
ways the code cites documents, and checks each one:

  docs/x.md                      the file exists;
  docs/x.md, "Heading"           ... and a heading of that file contains the quoted text
  docs/x.md "Heading"            (markdown emphasis and code marks ignored);
  docs/x.md, section 6.7         ... and a heading of that file is numbered 6.7;
  docs/x.md, invariant 4         ... and a numbered list item 4 exists in that file;
  CONTRIBUTING.md, README.md     as docs/ files, from the repository's root.

It also fails on the citation styles that point outside the repository: "(spec 6.4)", an issue
number, "invariant 5" or "toolchain note 9" without a document path on the line.
Prints every broken reference with its file and line.
"""
import os
import re
import subprocess
import sys

SOURCE_SUFFIXES = (".h", ".cc", ".proto", ".cmake", ".sh", ".py", ".textproto", ".yml", ".yaml",
                   ".sbatch", ".service", ".in", ".js", ".json")

DOC = r"((?:docs/)?[A-Za-z0-9_.-]+\.md)"
QUOTED = r"""[,:]?\s*(?:section\s+)?["“]([^"”\n]{2,80})["”]"""
NUMBERED = r",?\s*section\s+([0-9]+(?:\.[0-9]+)*)"
INVARIANT = r",?\s*invariants?\s+([0-9]+)"
OUTSIDE = re.compile(r"\((?:spec|invariant|toolchain note|note) [0-9]+(?:\.[0-9]+)?\)|"
                     r"\b(?:[Ii]nvariant|toolchain note|[Ii]ssues?) [0-9]+\b")


def headings(path):
    out = []
    in_fence = False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if not in_fence and line.startswith("#"):
            out.append(re.sub(r"[*`_]", "", line.lstrip("#").strip()))
    return out


def main():
    root = os.path.abspath(sys.argv[1])
    files = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True,
                           check=True).stdout.split()
    files = [f for f in files if f.endswith(SOURCE_SUFFIXES) or os.path.basename(f) ==
             "CMakeLists.txt"]
    files = [f for f in files if not f.startswith("tests/fuzz/corpus/") and
             f != "tests/ops/doc_references_test.py"]  # Its docstring shows the forms.
    cache = {}
    failures = []
    checked = 0
    for name in files:
        try:
            text = open(os.path.join(root, name), encoding="utf-8").read()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(text.split("\n"), 1):
            where = f"{name}:{number}"
            if OUTSIDE.search(line) and ".md" not in line:
                failures.append(f"{where}: cites something outside the repository: "
                                f"{OUTSIDE.search(line).group(0)!r}")
            for m in re.finditer(DOC, line):
                doc = m.group(1)
                if "/" not in doc and doc not in ("CONTRIBUTING.md", "README.md"):
                    continue  # a bare name such as "bug.md" in a test fixture, not a citation
                path = os.path.join(root, doc)
                checked += 1
                if not os.path.isfile(path):
                    failures.append(f"{where}: {doc} does not exist")
                    continue
                if path not in cache:
                    cache[path] = headings(path)
                rest = line[m.end():]
                if rest.startswith(('"', "'")):
                    continue  # the name inside a string literal, e.g. a path the test opens
                quoted = re.match(QUOTED, rest)
                numbered = re.match(NUMBERED, rest)
                invariant = re.match(INVARIANT, rest)
                if invariant:
                    body = open(path, encoding="utf-8").read()
                    if not re.search(r"^\s*" + invariant.group(1) + r"\. ", body, re.M):
                        failures.append(f"{where}: {doc} has no numbered invariant "
                                        f"{invariant.group(1)}")
                elif quoted:
                    want = re.sub(r"[*`_]", "", quoted.group(1)).strip()
                    if not any(want.lower() in h.lower() for h in cache[path]):
                        failures.append(f"{where}: {doc} has no heading containing {want!r}")
                elif numbered:
                    want = numbered.group(1)
                    if not any(re.match(re.escape(want) + r"\.?(\s|$)", h) for h in cache[path]):
                        failures.append(f"{where}: {doc} has no section numbered {want}")
    for f in failures:
        print("FAIL:", f)
    print(f"{checked} references in {len(files)} files checked, {len(failures)} broken")
    sys.exit(1 if failures or checked == 0 else 0)


if __name__ == "__main__":
    main()
