#!/usr/bin/env python3
"""Runs the shell and SQL examples of README.md and docs/*.md against a real run.

    docs_examples_test.py SOURCE_DIR CLI COORDINATOR WORKER ATTEMPT

Every fenced block carries a tag: `sh`/`bash` and `sql` blocks are examples to follow, and each is
either run here or named in NOT_RUNNABLE with the reason it cannot run on one machine in a minute
or two (a SLURM cluster, root, a build, a network); any other tag (`text`, `textproto`, `json`,
...) marks what is not a command. An untagged block fails, and so do the tags shells are often
written with (`console`, `shell`, ...), so no command can hide from this test. A stale
NOT_RUNNABLE entry (matching no block) fails too, so the list cannot rot.

The real run: a coordinator and a worker on loopback (database, token and address file laid out as
in docs/slurm.md's "Zero to a cluster campaign", under a scratch folder that stands for
/shared/aprgrid and /var/tmp/$USER), `aprgrid local` of the smoke campaign in the scratch folder
(aprgrid-results.db, what README.md's commands read), the repository's configs/ and subjects/
linked in, and build/cli/aprgrid pointing at the CLI under test. A shell block runs with
`bash -eu` in that folder (not pipefail: a reader's `... | head -1` ends its writer with SIGPIPE,
which is how a pipeline is meant to work) and must exit 0 within BLOCK_TIMEOUT seconds. A SQL block runs
with sqlite3 on the `aprgrid local` database of the smoke campaign, with docs/results-schema.md's substitution for the
smoke campaign (SQL_PLACEHOLDERS: 'paper' and 'rq1-rq2' become 'smoke', and so on), and must succeed and return rows unless
NO_ROWS_EXPECTED says why not.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

BLOCK_TIMEOUT = 90

# (file, text the block contains) -> why it does not run here.
NOT_RUNNABLE = {
    ("docs/repair-engine.md", "aprgrid-attempt run --bug dates-3"):
        "its first command exits 3 by design (stopped at a checkpoint) and it writes to a "
        "cluster's /scratch; worker/attempt/checkpoint_command_test.cc runs the same commands "
        "through the real binary",
    ("README.md", "bash scripts/run-default.sh"):
        "installs packages and builds everything: CI runs both commands itself (.ci/run)",
    ("docs/operations.md", "aprgrid-coordinator --listen 127.0.0.1:7400"):
        "starts two daemons in the foreground on fixed ports; this test runs the same flags "
        "on port 0 (setup below) and the block's last commands through the tutorial",
    ("docs/operations.md", "openssl req -x509"):
        "needs a head-node name to sign for; tests/coordinator's TLS tests make certificates",
    ("docs/operations.md", "deploy/slurm/launch.sh --coordinator head:7400"):
        "needs a SLURM cluster (tests/ops/slurm_requeue_test.sh runs launch.sh on one)",
    ("docs/operations.md", "tests/harness/prometheus.sh start"):
        "starts a Prometheus server; the infra.prometheus_selftest test runs this script",
    ("docs/operations.md", "ctest --test-dir build -R '^infra"):
        "runs test suites (minutes); CI runs them",
    ("docs/operations.md", "bash scripts/check-thread-safety.sh"):
        "a second build with clang; CI runs it (scripts/run-tests.sh)",
    ("docs/operations.md", "bash scripts/fuzz.sh smoke"):
        "builds the fuzzers (minutes); the fuzz label runs them",
    ("docs/install.md", "scripts/install-deps.sh"): "needs root and apt",
    ("docs/cli.md", "export APRGRID_COORDINATOR=head:7400"):
        "needs a coordinator on a head node, and the paper campaign runs for hours; the same "
        "environment variables are used by slurm.md's tutorial, which runs here",
    ("docs/install.md", "-DCMAKE_INSTALL_PREFIX=$HOME/.local"):
        "a full build and install (minutes); ops.install runs the same install and "
        "`aprgrid local` from a moved prefix",
    ("docs/install.md", "spack env create aprgrid"): "needs Spack or conda and a network",
    ("docs/paper-direction.md", "configs/paper-direction.textproto"):
        "the paper-direction campaign runs for minutes",
    ("docs/slurm.md", "deploy/slurm/launch.sh --coordinator head:7400"):
        "needs a SLURM cluster (tests/ops/slurm_requeue_test.sh runs launch.sh on one)",
    ("docs/slurm.md", "tests/harness/slurm.sh start DIR"):
        "a synopsis with placeholders; the infra.slurm_* tests run the script",
    ("docs/slurm.md", "bench/slurm_array_overhead.sh [N]"):
        "a benchmark (minutes); a synopsis with placeholders",
    ("docs/slurm.md", "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release"):
        "tutorial step 1: a full build and install (ops.install covers the install)",
    ("docs/slurm.md", "nohup aprgrid-coordinator"):
        "tutorial step 2: a coordinator on fixed ports; this test starts the same one on port 0",
    ("docs/slurm.md", "launch.sh --workers 16"):
        "tutorial step 3: needs a SLURM cluster (tests/ops/slurm_requeue_test.sh)",
}

# Values the SQL examples name from the paper campaign, and what stands for them on smoke (as
# docs/results-schema.md tells readers to do). A replacement that matches no block fails.
SQL_PLACEHOLDERS = {
    "'paper'": "'smoke'",
    "'rq1-rq2'": "'smoke'",
    "'dates-7'": "'dates-13'",
    "'3f2a9c0d11b7e845'":
        "(SELECT attempt_key FROM attempts WHERE state = 'done' AND kind = 'repair' "
        "ORDER BY attempt_key LIMIT 1)",
}

# SQL blocks whose empty answer is right on the smoke campaign.
NO_ROWS_EXPECTED = {
    ("docs/results-schema.md", "FROM crf_folds f"): "CRF attempts only; smoke has none",
    ("docs/results-schema.md", "FROM crf_results r"): "CRF attempts only; smoke has none",
    ("docs/results-schema.md", "WHERE l.campaign_id != a.campaign_id"):
        "attempts shared across campaigns or stages; smoke's two stages share none",
    ("docs/results-schema.md", "FROM artefacts a JOIN attempts t"):
        "published CRF models only; smoke names no crf_model",
    ("docs/results-schema.md", "FROM attempt_checkpoints c"):
        "released attempts only; smoke runs to the end without a drain",
}


# Tags that would hide a command from this test: write `sh` (or `sql`) instead.
SHELL_ALIASES = ("", "console", "shell", "shell-session", "zsh", "sqlite", "sqlite3")


def blocks(source_dir):
    """Yields (file, first line, tag, text) of every fenced block of README.md and docs/."""
    files = ["README.md"] + sorted(
        os.path.join("docs", f) for f in os.listdir(os.path.join(source_dir, "docs"))
        if f.endswith(".md"))
    for name in files:
        lines = open(os.path.join(source_dir, name), encoding="utf-8").read().split("\n")
        i = 0
        while i < len(lines):
            m = re.match(r"^(\s*)```(\S*)", lines[i])
            if not m:
                i += 1
                continue
            indent, lang, start, body = len(m.group(1)), m.group(2), i + 1, []
            i += 1
            while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
                body.append(lines[i][indent:] if lines[i][:indent].isspace() else lines[i])
                i += 1
            i += 1
            yield name, start, lang, "\n".join(body) + "\n"


def lookup(table, name, text):
    for (file, needle), why in table.items():
        if file == name and needle in text:
            return (file, needle), why
    return None, None


def wait_for(what, predicate, limit=60):
    deadline = time.time() + limit
    while not predicate():
        if time.time() > deadline:
            sys.exit(f"FAIL: timed out waiting for {what}")
        time.sleep(0.2)


def main():
    source_dir, cli, coordinator, worker, attempt = (os.path.abspath(a) for a in sys.argv[1:6])
    scratch = tempfile.mkdtemp(prefix="aprgrid-docs.")
    daemons = []
    failures = []
    try:
        shared, local = os.path.join(scratch, "shared"), os.path.join(scratch, "var")
        state = os.path.join(shared, "state")
        os.makedirs(state)
        os.makedirs(local)
        os.makedirs(os.path.join(shared, "share", "aprgrid"))
        os.makedirs(os.path.join(scratch, "build", "cli"))
        os.symlink(cli, os.path.join(scratch, "build", "cli", "aprgrid"))
        for d in ("configs", "subjects", "deploy"):
            os.symlink(os.path.join(source_dir, d), os.path.join(scratch, d))
            os.symlink(os.path.join(source_dir, d), os.path.join(shared, "share", "aprgrid", d))
        token = os.path.join(state, "token")
        with open(os.open(token, os.O_WRONLY | os.O_CREAT, 0o600), "w") as f:
            f.write("docs-token\n")
        bindir = os.path.join(scratch, "bin")
        os.makedirs(bindir)
        for b in (cli, coordinator, worker, attempt):
            os.symlink(b, os.path.join(bindir, os.path.basename(b)))
        env = dict(os.environ, PATH=bindir + ":" + os.environ["PATH"], USER="docs",
                   APRGRID_SUBJECTS=os.path.join(source_dir, "subjects"))
        env.pop("APRGRID_COORDINATOR", None)
        env.pop("APRGRID_TOKEN_FILE", None)

        db = os.path.join(local, "aprgrid-results.db")
        log = open(os.path.join(scratch, "coordinator.log"), "w")
        daemons.append(subprocess.Popen(
            [coordinator, "--listen", "127.0.0.1:0", "--metrics-listen", "127.0.0.1:0", "--db",
             db, "--token-file", token, "--subjects", os.path.join(source_dir, "subjects")],
            stdout=log, stderr=subprocess.STDOUT, env=env))
        coordinator_log = os.path.join(scratch, "coordinator.log")
        wait_for("the coordinator", lambda: "listening grpc=" in open(coordinator_log).read())
        address = re.search(r"listening grpc=(\S+)", open(coordinator_log).read()).group(1)
        with open(os.path.join(state, "coordinator.address"), "w") as f:
            f.write(address + "\n")
        daemons.append(subprocess.Popen(
            [worker, "--coordinator-file", os.path.join(state, "coordinator.address"),
             "--token-file", token, "--slots", "2",
             "--subjects", os.path.join(source_dir, "subjects")],
            stdout=open(os.path.join(scratch, "worker.log"), "w"), stderr=subprocess.STDOUT,
            env=env))
        # README.md's database: the built-in campaign run locally in the folder.
        local_db = os.path.join(scratch, "aprgrid-results.db")
        subprocess.run([cli, "local", "--db", "aprgrid-results.db"], cwd=scratch, env=env,
                       check=True, stdout=subprocess.DEVNULL, timeout=300)

        used = set()
        used_placeholders = set()
        ran = 0
        for name, line, lang, text in blocks(source_dir):
            if lang in SHELL_ALIASES:
                failures.append(f"{name}:{line}: a fenced block tagged '{lang}': tag commands "
                                "`sh` or `sql` (run here) and anything else `text`, `textproto`, ...")
                continue
            if lang not in ("sh", "bash", "sql"):
                continue
            key, why = lookup(NOT_RUNNABLE, name, text)
            if key:
                used.add(key)
                print(f"skip {name}:{line}: {why}")
                continue
            text = text.replace("/shared/aprgrid", shared).replace("/var/tmp/$USER", local)
            started = time.time()
            if lang == "sql":
                sql = text
                for placeholder, value in SQL_PLACEHOLDERS.items():
                    if placeholder in sql:
                        used_placeholders.add(placeholder)
                        sql = sql.replace(placeholder, value)
                run = subprocess.run(["sqlite3", "-bail", local_db], input=sql, capture_output=True,
                                     text=True, timeout=BLOCK_TIMEOUT)
                empty_ok, _ = lookup(NO_ROWS_EXPECTED, name, text)
                if run.returncode != 0 or run.stderr.strip():
                    failures.append(f"{name}:{line}: sqlite3 failed: {run.stderr.strip()}")
                elif not run.stdout.strip() and not empty_ok:
                    failures.append(f"{name}:{line}: the query returns no rows on smoke")
            else:
                try:
                    run = subprocess.run(["bash", "-eu", "-c", text], cwd=scratch,
                                         env=env, capture_output=True, text=True,
                                         timeout=BLOCK_TIMEOUT)
                    if run.returncode != 0:
                        failures.append(f"{name}:{line}: exit {run.returncode}: "
                                        f"{(run.stdout + run.stderr)[-600:]}")
                except subprocess.TimeoutExpired:
                    failures.append(f"{name}:{line}: still running after {BLOCK_TIMEOUT} s")
            ran += 1
            print(f"ran  {name}:{line} ({lang}, {time.time() - started:.1f} s)")
        for key in NOT_RUNNABLE:
            if key not in used:
                failures.append(f"NOT_RUNNABLE entry {key} matches no block: remove it")
        for placeholder in SQL_PLACEHOLDERS:
            if placeholder not in used_placeholders:
                failures.append(f"SQL_PLACEHOLDERS entry {placeholder} matches no block")
        if ran == 0:
            failures.append("no block ran")
    finally:
        for p in daemons:
            p.send_signal(signal.SIGTERM)
        for p in daemons:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        shutil.rmtree(scratch, ignore_errors=True)
    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
