#!/usr/bin/env python3
"""A stand-in for the daemons' /metrics: every metric of docs/metrics.md, with moving values.

Usage: fake_exporter.py --role coordinator|worker --metrics-doc docs/metrics.md --port-file FILE

Serves GET /metrics on 127.0.0.1 (a free port, written to FILE once listening, and printed as
`listening metrics=127.0.0.1:PORT` like the daemons' start-up line) until killed. The
series are read from the tables of docs/metrics.md, so a rule or dashboard expression that names a
metric missing from the docs finds no data against this exporter; a label with an enumerated value
list in the docs gets every listed value. Counters and histogram counts grow with each scrape so
that rate() and histogram_quantile() have something to compute. Used by tests/infra to run every
PromQL expression of deploy/ against a real Prometheus before the real daemons exist.
"""
import argparse
import http.server
import itertools
import os
import re
import socketserver
import sys
import threading

# Values for labels whose values the docs do not enumerate.
DEFAULT_LABEL_VALUES = {
    "campaign": ["smoke", "paper"],
    "strategy": ["UNIFORM", "UCB"],
    "arm_set": ["GROUPED_7"],
    "method": ["/aprgrid.v1.WorkerService/Lease", "/aprgrid.v1.WorkerService/Report"],
}
BUCKETS = ["0.001", "0.005", "0.01", "0.05", "0.1", "0.5", "1", "5", "+Inf"]
ROW = re.compile(r"^\|\s*`(?P<name>\w+)`\s*\|\s*(?P<type>\w+)\s*\|(?P<labels>[^|]*)\|(?P<help>[^|]*)\|")
LABEL = re.compile(r"`(\w+)`(?:\s*\(([^)]*)\))?")


def read_metrics(doc_path):
    """Returns [(name, type, help, [(label, [values])], section)] from the markdown tables;
    section is the heading ("## ...") the table stands under."""
    metrics = []
    section = ""
    with open(doc_path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                section = line[3:].strip()
            m = ROW.match(line.strip())
            if not m:
                continue
            labels = []
            for label, values in LABEL.findall(m.group("labels")):
                if values:
                    vals = [v.strip() for v in values.split(",") if v.strip()]
                else:
                    vals = DEFAULT_LABEL_VALUES.get(label, ["x"])
                labels.append((label, vals))
            help_text = m.group("help").strip().replace("`", "")
            metrics.append((m.group("name"), m.group("type"), help_text, labels, section))
    return metrics


def label_sets(labels):
    names = [n for n, _ in labels]
    for combo in itertools.product(*[v for _, v in labels]):
        yield list(zip(names, combo))


def fmt(pairs):
    if not pairs:
        return ""
    return "{" + ",".join(f'{k}="{v}"' for k, v in pairs) + "}"


def render(metrics, scrape):
    out = []
    for i, (name, mtype, help_text, labels) in enumerate(metrics):
        out.append(f"# HELP {name} {help_text}")
        out.append(f"# TYPE {name} {mtype}")
        for j, pairs in enumerate(label_sets(labels)):
            step = 1 + (i + j) % 3
            if mtype == "counter":
                out.append(f"{name}{fmt(pairs)} {scrape * step}")
            elif mtype == "gauge":
                out.append(f"{name}{fmt(pairs)} {step + 1}")
            elif mtype == "histogram":
                count = scrape * 4 * step
                for k, le in enumerate(BUCKETS):
                    # Cumulative: the k-th bucket holds a growing share of the observations.
                    in_bucket = count if le == "+Inf" else count * (k + 1) // len(BUCKETS)
                    out.append(f"{name}_bucket{fmt(pairs + [('le', le)])} {in_bucket}")
                out.append(f"{name}_sum{fmt(pairs)} {count * 0.02:.3f}")
                out.append(f"{name}_count{fmt(pairs)} {count}")
            else:
                raise ValueError(f"unknown metric type {mtype} for {name}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--role", choices=["coordinator", "worker"], required=True)
    parser.add_argument("--metrics-doc", required=True)
    parser.add_argument("--port-file", required=True)
    args = parser.parse_args()
    prefix = f"aprgrid_{args.role}_"
    # A role serves its own prefix and every metric listed under its section of the doc (e.g. the
    # coordinator's aprgrid_attempt_duration_seconds).
    metrics = [m[:4] for m in read_metrics(args.metrics_doc)
               if m[0].startswith(prefix) or m[4].lower().startswith(args.role)]
    if not metrics:
        sys.exit(f"fake_exporter: no {prefix}* metrics in {args.metrics_doc}")
    lock = threading.Lock()
    scrapes = [0]

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's naming)
            if self.path != "/metrics":
                self.send_error(404)
                return
            with lock:
                scrapes[0] += 1
                body = render(metrics, scrapes[0]).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; version=0.0.4")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *unused):
            pass

    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    with open(args.port_file + ".tmp", "w") as f:
        f.write(f"{server.server_address[1]}\n")
    os.replace(args.port_file + ".tmp", args.port_file)
    # The daemons' start-up line, for tests that read it (tests/harness/listening_line.h).
    print(f"listening metrics=127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
