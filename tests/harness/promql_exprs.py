#!/usr/bin/env python3
"""Prints every PromQL expression of Prometheus rule files and Grafana dashboards, one per line.

Usage: promql_exprs.py [--kind all|data|alerts] [--check-names METRICS_DOC] FILE...

FILE is a rule file (.yml/.yaml: every `expr` of recording and alerting rules) or a Grafana
dashboard (.json: every panel target's `expr`, rows included). Multi-line expressions are joined
into one line. Grafana's variables are replaced so that the text is plain PromQL: $campaign (and
any other template variable) by `.*` (dashboards use them as `label=~"$var"`), $__rate_interval,
$__interval and $__range by `1m`.

--kind data prints only the expressions that must return samples whenever the metrics exist
(recording rules and dashboard panels); --kind alerts only alert conditions, which are empty while
nothing is wrong, so they can only be checked for parsing.

--check-names METRICS_DOC prints nothing on success and fails (exit 1, one line per problem) if an
expression names an `aprgrid_*` metric that METRICS_DOC (docs/metrics.md) does not list, or a
recording rule (a name with a colon) that none of the rule files defines.
"""
import argparse
import json
import re
import sys

import yaml

GRAFANA_INTERVALS = ("$__rate_interval", "$__interval", "$__range", "${__rate_interval}")
VARIABLE = re.compile(r"\$\{?(\w+)\}?")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')
IDENT = re.compile(r"[A-Za-z_:][A-Za-z0-9_:]*")
DOC_ROW = re.compile(r"^\|\s*`(\w+)`\s*\|\s*(\w+)\s*\|")
HISTOGRAM_SUFFIXES = ("_bucket", "_sum", "_count")


def one_line(expr):
    return " ".join(expr.split())


def from_rules(path):
    """Yields (kind, expr) with kind 'record' or 'alert'; also returns the recorded names."""
    with open(path, encoding="utf-8") as f:
        doc = yaml.safe_load(f) or {}
    for group in doc.get("groups", []):
        for rule in group.get("rules", []):
            kind = "record" if "record" in rule else "alert"
            yield kind, one_line(str(rule["expr"])), rule.get("record")


def panel_targets(panels):
    for panel in panels:
        yield from panel.get("targets", []) or []
        yield from panel_targets(panel.get("panels", []) or [])


def from_dashboard(path):
    with open(path, encoding="utf-8") as f:
        dash = json.load(f)
    dash = dash.get("dashboard", dash)  # Accept the API's {"dashboard": {...}} wrapper too.
    for target in panel_targets(dash.get("panels", [])):
        expr = target.get("expr")
        if not expr:
            continue
        for interval in GRAFANA_INTERVALS:
            expr = expr.replace(interval, "1m")
        expr = VARIABLE.sub(".*", expr)
        yield "panel", one_line(expr), None


def documented_metrics(doc_path):
    metrics = {}
    with open(doc_path, encoding="utf-8") as f:
        for line in f:
            m = DOC_ROW.match(line.strip())
            if m:
                metrics[m.group(1)] = m.group(2)
    return metrics


def unknown_names(expr, documented, recorded):
    """Names in expr that are neither documented metrics nor recording rules."""
    bad = []
    for name in IDENT.findall(STRING.sub('""', expr)):
        if ":" in name:
            if name not in recorded:
                bad.append(name)
        elif name.startswith("aprgrid_"):
            base = name
            for suffix in HISTOGRAM_SUFFIXES:
                stem = name[: -len(suffix)]
                if name.endswith(suffix) and documented.get(stem) == "histogram":
                    base = stem
            if base not in documented:
                bad.append(name)
    return bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=["all", "data", "alerts"], default="all")
    parser.add_argument("--check-names", metavar="METRICS_DOC")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    exprs = []  # (file, kind, expr)
    recorded = set()
    for path in args.files:
        if path.endswith(".json"):
            items = from_dashboard(path)
        elif path.endswith((".yml", ".yaml")):
            items = from_rules(path)
        else:
            sys.exit(f"promql_exprs: {path}: expected .yml, .yaml or .json")
        for kind, expr, record in items:
            exprs.append((path, kind, expr))
            if record:
                recorded.add(record)
    if not exprs:
        sys.exit("promql_exprs: no expressions found")

    if args.check_names:
        documented = documented_metrics(args.check_names)
        if not documented:
            sys.exit(f"promql_exprs: no metrics table in {args.check_names}")
        problems = [
            f"{path}: unknown metric {name} in: {expr}"
            for path, _, expr in exprs
            for name in unknown_names(expr, documented, recorded)
        ]
        for p in problems:
            print(p)
        sys.exit(1 if problems else 0)

    for _, kind, expr in exprs:
        if args.kind == "all" or (args.kind == "alerts") == (kind == "alert"):
            print(expr)


if __name__ == "__main__":
    main()
