#!/usr/bin/env python3
"""What a clean build of two trees compiles, compared without timing anything.

For each entry of each build folder's compile_commands.json, runs its command with -E -P
(preprocess only, no line markers) and records the output's size in bytes and lines; prints per
tree the number of translation units and the totals, and writes every figure to OUT.json. Meant
for changes that move files without changing them (docs/performance.md, "The architecture moves
and the clean build"), where the same compiler on the same input does the same work, and for a
machine too loaded to time two clean builds.

Usage: bench/preprocessed_size.py BUILD_A BUILD_B OUT.json
"""
import json, shlex, subprocess, sys, os
out = {}
for build in sys.argv[1:3]:
    rows = {}
    root = os.path.dirname(os.path.abspath(build))
    for e in json.load(open(os.path.join(build, "compile_commands.json"))):
        args = shlex.split(e["command"])
        cmd, skip = [], False
        for a in args:
            if skip: skip = False; continue
            if a in ("-o", "-MF", "-MT"): skip = True; continue
            if a in ("-c", "-MD"): continue
            cmd.append(a)
        r = subprocess.run(cmd + ["-E", "-P"], cwd=e["directory"], capture_output=True)
        rel = os.path.relpath(e["file"], root)
        rows[rel] = (len(r.stdout), r.stdout.count(b"\n"), r.returncode)
        print(build, len(rows), rel, rows[rel], file=sys.stderr, flush=True)
    out[build] = rows
json.dump(out, open(sys.argv[3], "w"), indent=0)
for build, rows in out.items():
    print(build, "TUs", len(rows), "bytes", sum(v[0] for v in rows.values()),
          "lines", sum(v[1] for v in rows.values()), "failed", sum(1 for v in rows.values() if v[2]))
