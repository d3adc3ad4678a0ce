#!/usr/bin/env python3
"""Stands in for JaRFly in the adapter's tests: checks that its argument is a readable
configuration, copies it to $STANDIN_CONFIG_COPY when set, prints a recorded log, and exits
with $STANDIN_EXIT (default 0)."""
import os
import shutil
import sys

log, config = sys.argv[1], sys.argv[2]
with open(config, encoding="utf-8") as f:
    if "popsize" not in f.read():
        sys.exit("stand-in: not a JaRFly configuration: " + config)
if os.environ.get("STANDIN_CONFIG_COPY"):
    shutil.copy(config, os.environ["STANDIN_CONFIG_COPY"])
with open(log, encoding="utf-8") as f:
    sys.stdout.write(f.read())
sys.exit(int(os.environ.get("STANDIN_EXIT", "0")))
