#!/usr/bin/env python3
"""Compile time of a random sample of a build's translation units with one flag swapped.

Usage: bench/compile_flag_ab.py BUILD_DIR OLD_FLAG NEW_FLAG [N=8] [ROUNDS=2] [SEED=8]

Replays N compile commands drawn (with SEED) from BUILD_DIR/compile_commands.json, generated
protobuf sources excluded, one after another with ccache disabled, once as recorded and once with
every OLD_FLAG argument replaced by NEW_FLAG, alternating the order between rounds; prints each
round's total seconds and the ratio of the medians. Objects go to a temporary file, so the build
folder is left as it was.
"""
import json
import os
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
    sample = random.Random(seed).sample(commands, min(n, len(commands)))
    env = dict(os.environ, CCACHE_DISABLE="1")
    out = tempfile.NamedTemporaryFile(suffix=".o", delete=False).name

    def compile_all(swap):
        total = 0.0
        for c in sample:
            args = shlex.split(c["command"])
            args[args.index("-o") + 1] = out
            if swap:
                args = [new if a == old else a for a in args]
            start = time.monotonic()
            subprocess.run(args, cwd=c["directory"], env=env, check=True)
            total += time.monotonic() - start
        return total

    times = {False: [], True: []}
    for r in range(rounds):
        for swap in ([False, True] if r % 2 == 0 else [True, False]):
            t = compile_all(swap)
            times[swap].append(t)
            print(f"round {r} {new if swap else old}: {t:.1f} s", flush=True)
    os.unlink(out)
    ratio = statistics.median(times[True]) / statistics.median(times[False])
    print(f"{len(sample)} files, {new} / {old} = {ratio:.2f}")


if __name__ == "__main__":
    main()
