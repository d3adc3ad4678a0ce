#!/usr/bin/env python3
"""Compile time of a random sample of a build's translation units with one flag swapped.

Usage: bench/compile_flag_ab.py BUILD_DIR OLD_FLAG NEW_FLAG [N=8] [ROUNDS=2] [SEED=8]
       bench/compile_flag_ab.py BUILD_DIR pch no-pch [N=8] [ROUNDS=2] [SEED=8]

Replays N compile commands drawn (with SEED) from BUILD_DIR/compile_commands.json, generated
protobuf sources excluded, one after another with ccache disabled, once as recorded and once with
every OLD_FLAG argument replaced by NEW_FLAG, alternating the order between rounds; prints each
round's total seconds (wall, and the compilers' user + system CPU, which a loaded machine disturbs
less) and the ratios of the medians. The second form compares the recorded commands of a build
configured with APRGRID_PCH=ON against the same commands without the precompiled header's
arguments (only files that use one are drawn). Objects go to a temporary file, so the build
folder is left as it was.
"""
import json
import os
import resource
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    build, old, new = sys.argv[1:4]
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    seed = int(sys.argv[6]) if len(sys.argv) > 6 else 8
    with open(os.path.join(build, "compile_commands.json")) as f:
        commands = [c for c in json.load(f) if not c["file"].endswith(".pb.cc")]
    drop_pch = old == "pch"
    if drop_pch:
        commands = [c for c in commands
                    if "-include-pch" in c["command"] or "cmake_pch.hxx" in c["command"]]
    sample = random.Random(seed).sample(commands, min(n, len(commands)))
    env = dict(os.environ, CCACHE_DISABLE="1")
    out = tempfile.NamedTemporaryFile(suffix=".o", delete=False).name

    def without_pch(args):
        # CMake's forms: clang, -Winvalid-pch -Xclang -include-pch -Xclang P -Xclang -include
        # -Xclang H; gcc, -Winvalid-pch -include H (gcc finds H.gch beside H).
        kept, i = [], 0
        while i < len(args):
            if args[i] == "-Winvalid-pch":
                i += 1
            elif args[i] == "-include" and i + 1 < len(args) and "cmake_pch" in args[i + 1]:
                i += 2
            elif args[i] == "-Xclang" and i + 1 < len(args) and args[i + 1] in ("-include-pch",
                                                                               "-include"):
                i += 4
            else:
                kept.append(args[i])
                i += 1
        return kept

    def children_cpu():
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    def compile_all(swap):
        wall = cpu = 0.0
        for c in sample:
            args = shlex.split(c["command"])
            args[args.index("-o") + 1] = out
            if swap:
                args = without_pch(args) if drop_pch else [new if a == old else a for a in args]
            start, cpu_start = time.monotonic(), children_cpu()
            subprocess.run(args, cwd=c["directory"], env=env, check=True)
            wall += time.monotonic() - start
            cpu += children_cpu() - cpu_start
        return wall, cpu

    times = {False: [], True: []}
    for r in range(rounds):
        for swap in ([False, True] if r % 2 == 0 else [True, False]):
            wall, cpu = compile_all(swap)
            times[swap].append((wall, cpu))
            print(f"round {r} {new if swap else old}: {wall:.1f} s wall, {cpu:.1f} s CPU "
                  f"(load {os.getloadavg()[0]:.1f})", flush=True)
    os.unlink(out)
    for k, name in ((0, "wall"), (1, "CPU")):
        ratio = (statistics.median(t[k] for t in times[True]) /
                 statistics.median(t[k] for t in times[False]))
        print(f"{len(sample)} files, {name}: {new} / {old} = {ratio:.2f}")


if __name__ == "__main__":
    main()
