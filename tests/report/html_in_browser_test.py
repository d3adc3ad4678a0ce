#!/usr/bin/python3
"""The HTML report in a real browser.

Runs the smoke campaign with `aprgrid local` (real coordinator, workers and SQLite file), writes
`aprgrid report smoke --format html -o report.html`, then loads the file in headless Chromium
twice: --dump-dom (the DOM after load) and --screenshot. Fails unless
  - the rendered DOM has the forest plot, the Kaplan-Meier, fitness, arm-selection and heat-map
    figures as <svg> elements, and the tables;
  - the DOM contains no "NaN" and no <script>, and Chromium logged no console error;
  - the file references nothing outside itself (no http:, https: or file: URL but the SVG
    namespace);
  - the screenshot is a PNG of the requested size and not blank (over 20 kB).
The screenshot is kept at $APRGRID_REPORT_SCREENSHOT when that is set.

usage: html_in_browser_test.py APRGRID SMOKE_SPEC CHROMIUM
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

WIDTH, HEIGHT = 1200, 2400
CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
                  '--no-first-run', '--disable-background-networking',
                  '--disable-component-update', '--disable-sync', '--hide-scrollbars',
                  '--enable-logging=stderr', '--v=0']


def run(args, timeout=600):
    result = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        sys.exit('FAIL: %s exited %d\n%s\n%s' % (' '.join(args), result.returncode,
                                                  result.stdout[-3000:], result.stderr[-3000:]))
    return result


def chromium(binary, workdir, name, extra):
    profile = os.path.join(workdir, 'profile-' + name)
    os.mkdir(profile)  # A new, empty profile for each run.
    return run([binary] + CHROMIUM_FLAGS + ['--user-data-dir=' + profile] + extra, timeout=300)


def check(condition, message, failures):
    print(('ok   ' if condition else 'FAIL ') + message)
    if not condition:
        failures.append(message)


def main():
    aprgrid, spec, browser = sys.argv[1:4]
    workdir = tempfile.mkdtemp(prefix='aprgrid_html_')
    failures = []
    try:
        db = os.path.join(workdir, 'smoke.db')
        html = os.path.join(workdir, 'report.html')
        run([aprgrid, 'local', spec, '--workers', '2', '--db', db, '--no-report'])
        run([aprgrid, 'report', 'smoke', '--db', db, '--format', 'html', '-o', html])
        text = open(html, encoding='utf-8').read()
        urls = re.findall(r'(?:https?|file):[^"\s<>]*', text)
        check(all(u == 'http://www.w3.org/2000/svg' for u in urls),
              'the file fetches nothing (URLs: %s)' % sorted(set(urls)), failures)

        url = 'file://' + html
        dom_run = chromium(browser, workdir, 'dom', ['--dump-dom', url])
        dom = dom_run.stdout
        check('</html>' in dom, 'Chromium rendered the page', failures)
        for figure in ['forest', 'km', 'fitness', 'heatmap']:
            check(re.search(r'<figure id="%s">\s*<svg' % figure, dom) is not None,
                  'figure %s is an <svg> in the DOM' % figure, failures)
        arms = re.findall(r'<figure id="arms-([A-Z_]+)-([A-Z_0-9]+)">\s*<svg', dom)
        rules = sorted(set(rule for rule, _ in arms))
        check(rules == ['ADAPTIVE_PURSUIT', 'EPSILON_GREEDY', 'PROBABILITY_MATCHING', 'UCB',
                        'UNIFORM'], 'arm-selection plots for the 5 rules: %s' % arms, failures)
        check(dom.count('<svg') >= 9, '%d <svg> elements' % dom.count('<svg'), failures)
        check('<table>' in dom and 'UNIFORM/GENPROG_3' in dom, 'the tables are there', failures)
        check('NaN' not in dom and 'nan' not in dom.lower().replace('nanosecond', ''),
              'no NaN in the DOM', failures)
        check('<script' not in dom, 'no <script> in the DOM', failures)
        console = [line for line in dom_run.stderr.splitlines()
                   if 'CONSOLE' in line or 'Uncaught' in line]
        check(not console, 'no console messages or script errors: %s' % console, failures)

        shot = os.path.join(workdir, 'shot.png')
        chromium(browser, workdir, 'shot',
                 ['--screenshot=' + shot, '--window-size=%d,%d' % (WIDTH, HEIGHT), url])
        data = open(shot, 'rb').read() if os.path.exists(shot) else b''
        check(data[:8] == b'\x89PNG\r\n\x1a\n', 'the screenshot is a PNG', failures)
        if len(data) >= 24:
            width, height = struct.unpack('>II', data[16:24])
            check((width, height) == (WIDTH, HEIGHT),
                  'screenshot is %dx%d' % (width, height), failures)
        check(len(data) > 20000, 'screenshot has content (%d bytes)' % len(data), failures)
        keep = os.environ.get('APRGRID_REPORT_SCREENSHOT')
        if keep and data:
            shutil.copyfile(shot, keep)
            shutil.copyfile(html, os.path.splitext(keep)[0] + '.html')
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print('%d failures' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
