#!/usr/bin/env python3
"""Counts the generated programs that draw, and that run, each construct of the generator's
CharSequence blocks and packaged overloads (tests/jdk/README.md, "Generated programs'
constructs").

    tests/jdk/count_constructs.py SRC_DIR [--attempt build/worker/aprgrid-attempt]

SRC_DIR holds generated programs as the differential tests write them (a file G0001.java per
unpackaged program, a folder G0001/ per packaged one) or as jdk-generate-programs writes them.
"drawn" counts the programs whose sources contain the construct; with --attempt, "ran" counts
those whose `aprgrid-attempt test --output` output shows it ran (where a printed line can tell).
A program's run can stop before a construct (an exception in an earlier statement), so "ran" is
at most "drawn".
"""

import argparse
import pathlib
import re
import subprocess
import sys

# (name, regular expression over the program's sources, over its output or None).
CONSTRUCTS = [
    ("CharSequence local", r"CharSequence cs\d+ = ", None),
    ("CharSequence parameter (csInfo call)", r"\.csInfo\(", r"(^|\s)[SB]:(\d+:|empty)"),
    ("CharSequence field written", r"_Main\.kept = ", None),
    ("cs.charAt", r"cs\d+\.charAt\(", None),
    ("cs.subSequence", r"cs\d+\.subSequence\(", None),
    ("new StringBuilder(cs)", r"new StringBuilder\(cs\d+\)", None),
    ("append(cs, start, end)", r"\.append\(cs\d+, ", None),
    ("insert(offset, cs, start, end)", r"\.insert\([^;]*, cs\d+, ", None),
    ("String.join / contentEquals", r"String\.join\(", None),
    ("CharSequence index error printed", None, r"\| cs java\.lang\.\w*IndexOutOfBoundsException"),
    ("Base.pick(int) private", r"private String pick\(int x\)", None),
    ("Base.pick(int) package access", r"\n  String pick\(int x\)", None),
    ("Base.pick(int) protected", r"protected String pick\(int x\)", None),
    ("Tally(int) private", r"private Tally\(int v\)", None),
    ("Tally(int) package access", r"\n  Tally\(int v\)", None),
    ("Tally(int) protected", r"protected Tally\(int v\)", None),
    ("pick from the unnamed package", r"pb\d+\.pick\(", r"\| pick\(long\) -?\d+ pick\(int\) -?\d+ pick"),
    ("Kit.picks (same package)", r"Kit\.picks\(", r"pick\(\w+\) -?\d+ pick\(long\) -?\d+ Tally\(\w+\) -?\d+ Tally\(int\)"),
    ("anonymous subclass calls pick", r'"/" \+ pick\(', r"anon-\w+/pick\("),
    ("anonymous Tally (protected ctor)", r"\) \{\}\.made",
     r"\| Tally\(long\) -?\d+ Tally\(\w+\) -?\d+ Tally\(int\) -?\d+$"),
    ("Sub.picks (subclass, super, Base ref)", r"ps\d+\.picks\(",
     r"(pick\(\w+\) -?\d+ ){3}(pick\(long\) -?\d+|-) pick\(\w+\) -?\d+ Tally\(long\)"),
    ("Back.backPicks (not inherited)", r"\.backPicks\(",
     r"\| pick\(\w+\) -?\d+ pick\(\w+\) -?\d+ Tally\(\w+\) -?\d+$"),
    ("Leaf.leafPicks", r"\.leafPicks\(", r"\| pick\(\w+\) -?\d+ pick\(\w+\) -?\d+$"),
    ("output: pick(long) chosen", None, r"pick\(long\)"),
    ("output: pick(int) chosen", None, r"pick\(int\)"),
    ("output: Tally(long) chosen", None, r"Tally\(long\)"),
    ("output: Tally(int) chosen", None, r"Tally\(int\)"),
]


def programs(src):
    for entry in sorted(src.iterdir()):
        if entry.is_dir():
            yield entry.name, sorted(entry.rglob("*.java"))
        elif entry.suffix == ".java":
            yield entry.stem, [entry]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("src", type=pathlib.Path)
    parser.add_argument("--attempt", help="aprgrid-attempt, to count what ran")
    args = parser.parse_args()
    drawn = {name: 0 for name, _, _ in CONSTRUCTS}
    ran = {name: 0 for name, _, _ in CONSTRUCTS}
    total = 0
    for _, files in programs(args.src):
        total += 1
        text = "\n".join(f.read_text() for f in files)
        output = ""
        if args.attempt:
            result = subprocess.run([args.attempt, "test", "--output", *map(str, files)],
                                    capture_output=True, text=True, check=False)
            output = result.stdout
        for name, source_re, output_re in CONSTRUCTS:
            if source_re is not None and re.search(source_re, text):
                drawn[name] += 1
            if output_re is not None and re.search(output_re, output, re.MULTILINE):
                ran[name] += 1
    print(f"{total} programs")
    for name, source_re, output_re in CONSTRUCTS:
        line = f"{name:40}"
        if source_re is not None:
            line += f" drawn {drawn[name]:5}"
        if args.attempt and output_re is not None:
            line += f" ran {ran[name]:5}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
