#!/usr/bin/env python3
"""A stand-in external repair engine speaking docs/external-engine.md, for worker and e2e tests.

Deterministic: every number derives from the attempt key, so runs on any worker agree.
  fake_engine.py [--mode ok|garbage|crash|sigterm|hang|flood|noresult|stderr-fail|bigline] [--sleep-ms N]
                 [--grandchild-pid-file F]
--grandchild-pid-file F first starts a grandchild that leaves the engine's session (setsid) and
holds the engine's stdout and stderr open, and writes the grandchild's pid to F: a stray process
the worker must kill when the attempt ends.

Checkpoints (docs/external-engine.md, "Checkpoints"): with "checkpoints": true in its input it
prints a checkpoint line at every generation boundary, whose data is "fake:<key>:<generation>";
given "resume" with such data for its own key, it continues at that generation (and says so on
stderr), otherwise it says why it refuses and starts from generation 0.
"""
import base64
import json
import sys
import time


def main():
    mode = "ok"
    sleep_ms = 0
    pid_file = None
    args = sys.argv[1:]
    i = 0
    while i < len(args):
        if args[i] == "--mode":
            mode = args[i + 1]
            i += 2
        elif args[i] == "--grandchild-pid-file":
            pid_file = args[i + 1]
            i += 2
        elif args[i] == "--sleep-ms":
            sleep_ms = int(args[i + 1])
            i += 2
        else:
            print("fake_engine: unknown argument " + args[i], file=sys.stderr)
            return 2
    attempt = json.loads(sys.stdin.read())
    if pid_file:
        import subprocess
        # setsid(1) makes the sleeping process a session leader; the shell writes its pid first.
        subprocess.Popen(["setsid", "sh", "-c", 'echo $$ > "$0.tmp" && mv "$0.tmp" "$0" && exec sleep 300',
                          pid_file], stdin=subprocess.DEVNULL)
        import os
        while not os.path.exists(pid_file):
            time.sleep(0.01)
    key = attempt.get("key", "0")
    seed = int(key, 16)
    repair = attempt.get("repair", {})
    generations = int(repair.get("search", {}).get("generations", 3) or 3)
    generations = min(generations, 5)
    print("fake_engine: attempt %s mode %s" % (key, mode), file=sys.stderr)
    if mode == "crash":
        print("fake_engine: about to crash", file=sys.stderr)
        sys.stderr.flush()
        import os
        import signal
        os.kill(os.getpid(), signal.SIGSEGV)
    if mode == "sigterm":
        import os
        import signal
        os.kill(os.getpid(), signal.SIGTERM)
    if mode == "stderr-fail":
        print("fake_engine: unknown bug nope-1", file=sys.stderr)
        return 1
    if mode == "hang":
        time.sleep(3600)
    if mode == "flood":
        line = json.dumps({"generation": {"generation": 0}})
        while True:
            sys.stdout.write(line + "\n")
    if mode == "bigline":
        while True:
            sys.stdout.write("x" * 65536)
    patched = seed % 3 == 0
    first = 0
    resume = attempt.get("resume")
    if resume:
        data = base64.b64decode(resume.get("data", "")).decode("utf-8", "replace")
        parts = data.split(":")
        if len(parts) == 3 and parts[0] == "fake" and parts[1] == key and parts[2].isdigit():
            first = int(parts[2])
            print("fake_engine: resumed at generation %d" % first, file=sys.stderr)
        else:
            print("fake_engine: checkpoint refused (not this attempt's); starting from scratch",
                  file=sys.stderr)
    for g in range(first, generations):
        if mode == "garbage" and g == 1:
            print("this is not json", flush=True)
            time.sleep(5)
            return 0
        event = {
            "generation": g,
            "best_fitness": (seed % 97) / 97.0 + g,
            "mean_fitness": (seed % 89) / 89.0 + g / 2.0,
            "median_fitness": (seed % 83) / 83.0,
            "variants_evaluated": str(20 + g * 7 + seed % 5),
            "variants_not_compiling": seed % 4,
            "variants_passing_all": 1 if (patched and g == generations - 1) else 0,
            "variants_passing_negative": g,
            "arms": [{"arm": "append", "selections": str(g + 1), "reward_sum": 0.5 * g,
                      "quality": 0.25, "probability": 0.5},
                     {"arm": "delete", "selections": "2", "reward_sum": 0.0,
                      "quality": 0.1, "probability": 0.5}],
        }
        print(json.dumps({"generation": event}), flush=True)
        if attempt.get("checkpoints") and g + 1 < generations:
            data = base64.b64encode(("fake:%s:%d" % (key, g + 1)).encode()).decode()
            print(json.dumps({"checkpoint": {"generation": g + 1, "data": data}}), flush=True)
        if sleep_ms:
            time.sleep(sleep_ms / 1000.0 / generations)
    if mode == "noresult":
        return 0
    result = {
        "patched": patched,
        "variants_to_patch": str(100 + seed % 50) if patched else "0",
        "patch_diff": ("--- a/X.java\n+++ b/X.java\n@@ -1 +1 @@\n-x\n+y\n" if patched else ""),
        "quality_passed": 3 if patched else 0,
        "quality_total": 4 if patched else 0,
        "variants_evaluated": str(200 + seed % 100),
        "generations_run": generations,
        "wall_ms": "12",
    }
    print(json.dumps({"result": result}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
