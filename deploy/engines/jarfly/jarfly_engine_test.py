#!/usr/bin/env python3
"""Tests of the JaRFly adapter: the configuration it writes for an attempt, and the translation
of JaRFly's log (lines in JaRFly's format, printed by a stand-in command) into aprgrid's JSON
lines. Run: python3 -m unittest deploy/engines/jarfly/jarfly_engine_test.py (ctest:
jarfly_engine_test)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(HERE, "jarfly_engine.py")
DATA = os.path.join(HERE, "testdata")
sys.path.insert(0, HERE)
import jarfly_engine  # noqa: E402


def attempt(**repair):
    r = {"bug": "math-2", "strategy": "EPSILON_GREEDY", "credit": "AVERAGE", "reward": "RELATIVE",
         "arm_set": "GROUPED_7", "activation": "PER_GENERATION", "mode": "ARTEFACT", "seed": 3,
         "search": {"population": 40, "generations": 10, "tournament_k": 2, "crossover_rate": 0.5,
                    "positive_sample": 0.1, "negative_weight": 2, "localisation": "JARFLY_RUNS",
                    "check_space": True}}
    r.update(repair)
    return {"key": "02b53978648bcafc", "stage": "rq3", "repair": r}


def run(att, log, env_extra=None):
    env = dict(os.environ)
    env.update(env_extra or {})
    cmd = [sys.executable, ENGINE, "--bugs", os.path.join(DATA, "bugs"), "--command",
           f"{sys.executable} {os.path.join(DATA, 'standin_jarfly.py')} "
           f"{os.path.join(DATA, log)} {{config}}"]
    return subprocess.run(cmd, input=json.dumps(att), capture_output=True, text=True, env=env,
                          timeout=60)


def config_map(text):
    out = {}
    for line in text.splitlines():
        k, sep, v = line.partition("=")
        if sep and not k.strip().startswith("#"):
            out.setdefault(k.strip(), []).append(v.strip())
    return out


class ConfigurationTest(unittest.TestCase):
    def test_maps_every_factor_to_the_artefacts_keys(self):
        with open(os.path.join(DATA, "bugs", "math-2", "Base_defects4j.config")) as f:
            base = f.read()
        c = config_map(jarfly_engine.configuration(attempt(), base))
        self.assertEqual(c["seed"], ["3"])
        self.assertEqual(c["popsize"], ["40"])
        self.assertEqual(c["generations"], ["10"])
        self.assertEqual(c["model"], ["RL_Epsilon_MAB"])
        self.assertEqual(c["rewardType"], ["average"])
        self.assertEqual(c["fitnessType"], ["relative"])
        self.assertEqual(c["mutationGrouping"], ["on"])
        self.assertEqual(c["learningPace"], ["everyGen"])
        self.assertIn("NULLCHECK", c["edits"][0])
        # The base configuration's own values for these keys are dropped, its paths kept.
        self.assertEqual(c["edits"], [jarfly_engine.PAR_EDITS])
        self.assertEqual(c["compileCommand"], ["/d4j/math2Buggy/runCompile.sh"])
        self.assertEqual(c["sanity"], ["no"])

    def test_genprog_uniform_and_per_mutation(self):
        c = config_map(jarfly_engine.configuration(
            attempt(strategy="UNIFORM", arm_set="GENPROG_3", mode="MODE_UNSPECIFIED"), ""))
        self.assertEqual(c["edits"], ["append;replace;delete"])
        self.assertEqual(c["model"], ["default"])
        self.assertNotIn("rewardType", c)
        c = config_map(jarfly_engine.configuration(
            attempt(strategy="UCB", activation="PER_MUTATION", credit="RECENCY_WEIGHTED",
                    alpha=0.8), ""))
        self.assertEqual(c["model"], ["RL_MAB"])
        self.assertEqual(c["learningPace"], ["everyMut"])
        self.assertEqual(c["rewardType"], ["direct"])

    def test_refuses_what_jarfly_cannot_run(self):
        for bad in (dict(mode="PAPER"), dict(credit="RECENCY_WEIGHTED", alpha=0.3),
                    dict(strategy="UCB", ucb_form="PRINTED")):
            with self.assertRaises(jarfly_engine.UsageError, msg=str(bad)):
                jarfly_engine.configuration(attempt(**bad), "")
        p = run(attempt(mode="PAPER"), "patched.log")
        self.assertEqual(p.returncode, 2)
        self.assertIn("ARTEFACT", p.stderr)
        for crf in ("CRF_PRIOR", "CRF_BANDIT"):
            with self.assertRaisesRegex(jarfly_engine.UsageError, "no CRF-guided"):
                jarfly_engine.configuration(attempt(strategy=crf, mode="ARTEFACT"), "")


class TranslationTest(unittest.TestCase):
    def test_a_patched_run(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, "seen.config")
            p = run(attempt(), "patched.log", {"STANDIN_CONFIG_COPY": copy})
            self.assertEqual(p.returncode, 0, p.stderr)
            with open(copy) as f:
                self.assertEqual(config_map(f.read())["model"], ["RL_Epsilon_MAB"])
        lines = [json.loads(line) for line in p.stdout.splitlines()]
        self.assertEqual([list(x) for x in lines], [["generation"], ["generation"], ["result"]])
        g0, g1, result = lines[0]["generation"], lines[1]["generation"], lines[2]["result"]
        self.assertEqual(g0["generation"], 0)
        self.assertEqual(g0["variants_evaluated"], "3")
        self.assertEqual(g0["variants_not_compiling"], "1")
        self.assertEqual(g0["best_fitness"], 18.0)
        self.assertAlmostEqual(g0["mean_fitness"], 34.5 / 3)
        self.assertEqual(g0["median_fitness"], 16.5)
        arms = {a["arm"]: a for a in g0["arms"]}
        self.assertEqual(arms["delete"]["selections"], "1")
        self.assertEqual(arms["delete"]["reward_sum"], 16.5)
        self.assertEqual(arms["delete"]["probability"], 0.5)
        self.assertEqual(arms["replace"]["selections"], "0")
        self.assertEqual(g1["generation"], 1)
        self.assertEqual(g1["variants_evaluated"], "3")
        arms1 = {a["arm"]: a for a in g1["arms"]}
        self.assertEqual(arms1["replace"]["selections"], "1")
        self.assertEqual(arms1["replace"]["probability"], 0.6)
        self.assertTrue(result["patched"])
        self.assertEqual(result["variants_to_patch"], "4")
        self.assertEqual(result["variants_evaluated"], "5")  # variant0 .. variant4
        self.assertEqual(result["evaluations"], "6")  # One of them was a cache hit.
        self.assertEqual(result["evaluations_to_patch"], "5")
        self.assertEqual(result["generations_run"], 2)

    def test_an_unparsable_event_line_fails_the_attempt_quoting_it(self):
        p = run(attempt(), "bad_credit.log")
        self.assertEqual(p.returncode, 1)
        self.assertIn("Updating DELETE fitnessabout sixteen", p.stderr)
        self.assertIn("line 10", p.stderr)
        self.assertNotIn('"result"', p.stdout)

    def test_jarfly_failing_fails_the_attempt(self):
        p = run(attempt(), "patched.log", {"STANDIN_EXIT": "3"})
        self.assertEqual(p.returncode, 1)
        self.assertIn("exited with code 3", p.stderr)
        self.assertNotIn('"result"', p.stdout)

    def test_unknown_bug(self):
        p = run(attempt(bug="lang-99"), "patched.log")
        self.assertEqual(p.returncode, 1)
        self.assertIn("lang-99", p.stderr)


if __name__ == "__main__":
    unittest.main()
