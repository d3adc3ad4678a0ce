#!/usr/bin/env python3
"""aprgrid external engine that runs JaRFly (jarFly-learner, the RL paper's artefact).

Protocol: docs/external-engine.md. Reads one aprgrid.v1.Attempt (JSON) on stdin, writes a
jarFly-learner configuration file for it, runs JaRFly, translates JaRFly's log into aprgrid's
JSON lines (one `generation` line per GP generation, then one `result` line) and exits 0. A log
line that announces an event but does not parse fails the attempt (exit 1) with the line quoted;
so does JaRFly exiting non-zero. Factors JaRFly cannot honour exit 2 (usage error).

Usage (the worker runs it with the attempt on stdin):
  jarfly_engine.py --bugs DIR [--command CMD] [--keep DIR] [--print-config]

--bugs DIR     holds one folder per aprgrid bug id with the base configuration that
               jarFly-learner's scripts/execute_repair/prepare_bug_experiment.sh writes
               (Base_defects4j.config): paths, class path, tests, compile command.
--command CMD  the JaRFly command line; `{config}` is replaced by the configuration's path.
               Default: java -ea -cp $GP4J_HOME/target/uber-GenProg4Java-0.0.1-SNAPSHOT.jar
               clegoues.genprog4java.main.Main {config}
--print-config prints the configuration and exits (for checking a grid by hand).

docs/repair-engine.md "The JaRFly adapter" explains the mapping and how to run a grid on
Defects4J with it.
"""

import argparse
import difflib
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

# aprgrid factor values -> jarFly-learner configuration values (keys from the artefact's
# Search.java, Population.java and Fitness.java; values from prepare_bug_experiment.sh).
MODELS = {
    "UNIFORM": "default",
    "PROBABILITY_MATCHING": "RL_PM",
    "ADAPTIVE_PURSUIT": "RL_AP",
    "EPSILON_GREEDY": "RL_Epsilon_MAB",
    "UCB": "RL_MAB",
}
GENPROG_EDITS = "append;replace;delete"
PAR_EDITS = ("append;replace;delete;FUNREP;EXPREP;EXPADD;EXPREM;NULLCHECK;OBJINIT;RANGECHECK;"
             "SIZECHECK;CASTCHECK;LBOUNDSET;UBOUNDSET;OFFBYONE;SEQEXCH;CASTERMUT;CASTEEMUT")
# JaRFly's recency-weighted ("direct") credit uses a fixed adaption rate.
JARFLY_ALPHA = 0.8
# Keys the adapter sets; lines of the base configuration with these keys are dropped.
ADAPTER_KEYS = {
    "seed", "popsize", "generations", "crossp", "sample", "negativeTestWeight",
    "negativePathWeight", "positivePathWeight", "checkSpace", "edits", "search", "model",
    "rewardType", "fitnessType", "mutationGrouping", "learningPace", "sanity", "regenPaths",
}


class UsageError(Exception):
    pass


class LogError(Exception):
    pass


def configuration(attempt, base_text):
    """The jarFly-learner configuration text for `attempt` on top of `base_text`."""
    r = attempt.get("repair")
    if r is None:
        raise UsageError("the attempt is not a repair attempt")
    strategy = r.get("strategy", "UNIFORM")
    if strategy in ("CRF_PRIOR", "CRF_BANDIT"):
        # The spec validator refuses these with an external engine already (docs/crf-prior.md,
        # "External engines"); an attempt written by hand still gets the reason.
        raise UsageError(f"strategy {strategy} has no JaRFly model: JaRFly has no CRF-guided "
                         "operator selection and the adapter receives no CRF model; run it on "
                         "the built-in engine")
    if strategy not in MODELS:
        raise UsageError(f"strategy {strategy} has no JaRFly model")
    mode = r.get("mode", "MODE_UNSPECIFIED")
    if strategy != "UNIFORM" and mode != "ARTEFACT":
        raise UsageError(f"JaRFly runs only the artefact's readings (mode ARTEFACT), not {mode}")
    credit = r.get("credit", "CREDIT_UNSPECIFIED")
    alpha = float(r.get("alpha", 0))
    if credit == "RECENCY_WEIGHTED" and abs(alpha - JARFLY_ALPHA) > 1e-12:
        raise UsageError(f"JaRFly's recency-weighted credit has alpha {JARFLY_ALPHA}, not {alpha}")
    if strategy == "UCB" and r.get("ucb_form", "UCB1") not in ("UCB1", "UCB_FORM_UNSPECIFIED"):
        raise UsageError(f"JaRFly's UCB is UCB1, not {r.get('ucb_form')}")
    arm_set = r.get("arm_set", "GENPROG_3")
    if arm_set not in ("GENPROG_3", "PAR_18", "GROUPED_7"):
        raise UsageError(f"arm set {arm_set} has no JaRFly edit list")
    gp = r.get("search", {})
    lines = []
    for line in base_text.splitlines():
        key = line.split("=", 1)[0].strip()
        if key and not key.startswith("#") and key in ADAPTER_KEYS:
            continue
        lines.append(line)
    loc = gp.get("localisation", "JARFLY_RUNS")
    neg_w, pos_w = (1.0, 0.1) if loc == "GENPROG" else (0.35, 0.65)
    ours = [
        ("seed", int(r.get("seed", 0))),
        ("sanity", "no"),
        ("search", "ga"),
        ("popsize", int(gp.get("population", 40))),
        ("generations", int(gp.get("generations", 10))),
        ("crossp", gp.get("crossover_rate", 0.5)),
        ("sample", gp.get("positive_sample", 0.1)),
        ("negativeTestWeight", gp.get("negative_weight", 2.0)),
        ("negativePathWeight", neg_w),
        ("positivePathWeight", pos_w),
        ("checkSpace", "true" if gp.get("check_space", True) else "false"),
        ("edits", GENPROG_EDITS if arm_set == "GENPROG_3" else PAR_EDITS),
        ("model", MODELS[strategy]),
    ]
    if strategy != "UNIFORM":
        ours += [
            ("rewardType", "average" if credit == "AVERAGE" else "direct"),
            ("fitnessType", "relative" if r.get("reward") == "RELATIVE" else "raw"),
            ("mutationGrouping", "on" if arm_set == "GROUPED_7" else "off"),
            ("learningPace", "everyMut" if r.get("activation") == "PER_MUTATION" else "everyGen"),
        ]
    # JaRFly's Configuration rewrites the first line as the seed; keep it first.
    text = [f"{k} = {v}" for k, v in ours] + lines
    return "\n".join(text) + "\n"


# JaRFly's log: log4j lines `LEVEL<TAB>date<TAB>ms<TAB>logger<TAB>[thread]<TAB>message` and the
# learner's System.out lines. Only lines that announce an event are parsed; an event line that
# does not parse is an error.
LOG4J = re.compile(r"^(?:TRACE|DEBUG|INFO|WARN|ERROR|FATAL)\t[^\t]*\t[^\t]*\t[^\t]*\t\[[^\]]*\]\t")
NUM = r"(-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|-?Infinity)"
EVENTS = [
    ("begin", "search: genetic algorithm begins", re.compile(r"^search: genetic algorithm begins$")),
    ("generation", "search: generation", re.compile(r"^search: generation(\d+)$")),
    ("evaluation", "gen:", re.compile(r"^gen: (\d+) " + NUM + r" (.*) \(stored at: (variant\d+)?\)$")),
    ("nocompile", None, re.compile(r"^(.*) at (variant\d+) fails to compile$")),
    ("credit", "Updating ", re.compile(r"^Updating (\w+) fitness" + NUM + r"$")),
    ("probability", "Mutation is:", re.compile(r"^Mutation is: (\w+) Probability is: " + NUM + r"$")),
    ("repair", "Repair Found:", re.compile(r"^Repair Found: (.*) \(in (variant\d+)\)$")),
    ("elapsed", "Total elapsed time:", re.compile(r"^Total elapsed time: (\d+)$")),
]


def parse_line(raw):
    """(event, match) for a line that announces an event, None for other lines.

    Raises LogError when a line announces an event but does not parse."""
    line = LOG4J.sub("", raw.rstrip("\r\n")).strip()
    for name, prefix, pattern in EVENTS:
        m = pattern.match(line)
        if m:
            return name, m
        if prefix is not None and line.startswith(prefix):
            raise LogError(f"unparsable JaRFly log line: {raw.rstrip()!r}")
    return None


def arm_name(op):
    """aprgrid's arm name for a JaRFly mutation (or group) name: its lower-case token."""
    return op.lower()


class Translator:
    """Turns parsed JaRFly log events into aprgrid generation events and a result."""

    def __init__(self, out):
        self.out = out
        self.began = False
        self.generation = 0
        self.fitness = []
        self.not_compiling = 0
        self.arms = {}  # arm -> {"selections", "reward_sum", "probability"}
        self.order = []
        self.generations_reported = 0
        self.evaluations = 0
        self.max_variant = -1
        self.repair = None  # (variant number, evaluation number)
        self.last_variant_eval = {}

    def _arm(self, op):
        name = arm_name(op)
        if name not in self.arms:
            self.arms[name] = {"selections": 0, "reward_sum": 0.0, "probability": 0.0,
                               "quality": 0.0}
            self.order.append(name)
        return self.arms[name]

    def flush(self):
        f = self.fitness
        event = {
            "generation": self.generation,
            "best_fitness": max(f) if f else 0.0,
            "mean_fitness": sum(f) / len(f) if f else 0.0,
            "median_fitness": statistics.median(f) if f else 0.0,
            "variants_evaluated": str(len(f)),
            "variants_not_compiling": str(self.not_compiling),
            "variants_passing_all": "0",
            "variants_passing_negative": "0",
            "arms": [{"arm": a, "selections": str(self.arms[a]["selections"]),
                      "reward_sum": self.arms[a]["reward_sum"],
                      "quality": self.arms[a]["quality"],
                      "probability": self.arms[a]["probability"]} for a in self.order],
        }
        self.out.write(json.dumps({"generation": event}) + "\n")
        self.out.flush()
        self.generations_reported += 1
        self.fitness = []
        self.not_compiling = 0
        for a in self.arms.values():
            a["selections"] = 0
            a["reward_sum"] = 0.0

    def event(self, name, m):
        if name == "begin":
            self.began = True
        elif name == "generation":
            g = int(m.group(1))
            if g != self.generation + 1:
                raise LogError(f"generation {g} after generation {self.generation}")
            self.flush()
            self.generation = g
        elif name == "evaluation":
            if int(m.group(1)) != self.generation:
                raise LogError(f"evaluation of generation {m.group(1)} during generation "
                               f"{self.generation}")
            self.fitness.append(float(m.group(2)))
            self.evaluations += 1
            if m.group(4):
                self.max_variant = max(self.max_variant, int(m.group(4)[len("variant"):]))
                self.last_variant_eval[m.group(4)] = self.evaluations - 1
        elif name == "nocompile":
            self.not_compiling += 1
        elif name == "credit":
            arm = self._arm(m.group(1))
            arm["selections"] += 1
            arm["reward_sum"] += float(m.group(2))
        elif name == "probability":
            arm = self._arm(m.group(1))
            arm["probability"] = float(m.group(2))
        elif name == "repair":
            number = int(m.group(2)[len("variant"):])
            self.repair = (number, self.last_variant_eval.get(m.group(2), self.evaluations - 1))

    def finish(self, wall_ms, patch_diff):
        self.flush()
        result = {
            "patched": self.repair is not None,
            "variants_to_patch": str(self.repair[0] if self.repair else 0),
            "patch_diff": patch_diff,
            "quality_passed": 0,
            "quality_total": 0,
            "variants_evaluated": str(self.max_variant + 1),
            "generations_run": self.generations_reported,
            "wall_ms": str(wall_ms),
            "evaluations": str(self.evaluations),
        }
        if self.repair:
            result["evaluations_to_patch"] = str(self.repair[1])
        self.out.write(json.dumps({"result": result}) + "\n")
        self.out.flush()


def patch_diff(output_dir, variant):
    """Unified diff of JaRFly's original and repaired sources, when both folders exist."""
    if not output_dir or variant is None:
        return ""
    original = os.path.join(output_dir, "original")
    repaired = os.path.join(output_dir, f"variant{variant}")
    if not (os.path.isdir(original) and os.path.isdir(repaired)):
        return ""
    chunks = []
    for root, _, files in os.walk(repaired):
        for name in sorted(files):
            if not name.endswith(".java"):
                continue
            rel = os.path.relpath(os.path.join(root, name), repaired)
            before_path = os.path.join(original, rel)
            if not os.path.exists(before_path):
                continue
            with open(before_path, encoding="utf-8", errors="replace") as f:
                before = f.readlines()
            with open(os.path.join(repaired, rel), encoding="utf-8", errors="replace") as f:
                after = f.readlines()
            chunks.extend(difflib.unified_diff(before, after, "a/" + rel, "b/" + rel))
    return "".join(chunks)


def config_value(text, key):
    for line in text.splitlines():
        k, _, v = line.partition("=")
        if k.strip() == key:
            return v.strip()
    return None


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bugs", required=True)
    parser.add_argument("--command", default=None)
    parser.add_argument("--print-config", action="store_true")
    args = parser.parse_args(argv)
    try:
        attempt = json.load(sys.stdin)
    except json.JSONDecodeError as e:
        print(f"jarfly_engine: the attempt on stdin is not JSON: {e}", file=sys.stderr)
        return 2
    try:
        bug = attempt.get("repair", {}).get("bug", "")
        base_path = os.path.join(args.bugs, bug, "Base_defects4j.config")
        if not bug or not os.path.isfile(base_path):
            print(f"jarfly_engine: no JaRFly base configuration for bug '{bug}' at {base_path}",
                  file=sys.stderr)
            return 1
        with open(base_path, encoding="utf-8") as f:
            text = configuration(attempt, f.read())
    except UsageError as e:
        print(f"jarfly_engine: {e}", file=sys.stderr)
        return 2
    if args.print_config:
        sys.stdout.write(text)
        return 0

    command = args.command
    if command is None:
        home = os.environ.get("GP4J_HOME", "")
        jar = os.path.join(home, "target", "uber-GenProg4Java-0.0.1-SNAPSHOT.jar")
        command = f"java -ea -cp {shlex.quote(jar)} clegoues.genprog4java.main.Main {{config}}"
    with tempfile.TemporaryDirectory(prefix="jarfly-") as tmp:
        config_path = os.path.join(tmp, f"{attempt.get('key', 'attempt')}.config")
        with open(config_path, "w", encoding="utf-8") as f:
            f.write(text)
        cmd = [part.replace("{config}", config_path) for part in shlex.split(command)]
        translator = Translator(sys.stdout)
        start = time.monotonic()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=None, text=True,
                                errors="replace")
        line_no = 0
        try:
            for raw in proc.stdout:
                line_no += 1
                parsed = parse_line(raw)
                if parsed is not None:
                    translator.event(*parsed)
        except LogError as e:
            proc.kill()
            proc.wait()
            print(f"jarfly_engine: line {line_no} of JaRFly's log: {e}", file=sys.stderr)
            return 1
        code = proc.wait()
        if code != 0:
            print(f"jarfly_engine: JaRFly exited with code {code}", file=sys.stderr)
            return 1
        if not translator.began:
            print("jarfly_engine: JaRFly's log never began the genetic algorithm "
                  "('search: genetic algorithm begins')", file=sys.stderr)
            return 1
        wall_ms = int((time.monotonic() - start) * 1000)
        variant = translator.repair[0] if translator.repair else None
        translator.finish(wall_ms, patch_diff(config_value(text, "outputDir"), variant))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
