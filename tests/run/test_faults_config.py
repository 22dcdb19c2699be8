"""Bad values are refused before any compute, in one line naming the field or flag (docs/faults.md): config
ranges, every launcher's flags and files, data paths and servers that are not there, compile's inputs, and the
inputs report.py and replay.py cannot use."""
import dataclasses
import json
import os
import subprocess
import sys

import pytest

from configs import alfworld as alfworld_config
from configs import webshop as webshop_config
from mcgpo_jax import rundir
from mcgpo_jax.credit import methods
from mcgpo_jax.config import ConfigError, validate_config
from tests.repo import ROOT
from tests.run_dirs import write_run_config
from tests.run.faults_common import launch_script, write_file


@pytest.mark.parametrize("field,value,message", [
    ("learn.learning_rate", -1e-4, "config.learn.learning_rate=-0.0001 must be > 0"),
    ("learn.learning_rate", 0.0, "config.learn.learning_rate=0.0 must be > 0"),
    ("rollout.temperature", -0.5, "config.rollout.temperature=-0.5 must be >= 0"),
    ("eval_temperature", float("nan"), "config.eval_temperature=nan must be a finite number"),
    ("max_steps", 0, "config.max_steps=0 must be >= 1"),
    ("learn.micro_batch_size", 0, "config.learn.micro_batch_size=0 must be >= 1"),
    ("keep_checkpoints", 0, "config.keep_checkpoints=0 must be >= 1"),
    ("checkpoint_every", -1, "config.checkpoint_every=-1 must be >= 0"),
    ("rollout.top_p", 1.5, "config.rollout.top_p=1.5 must be > 0.0 and <= 1.0"),
    ("max_nonfinite_updates", 0, "config.max_nonfinite_updates=0 must be >= 1"),
    ("credit.gigpo.gamma", 1.5, "gamma=1.5 must be in [0, 1]"),
    ("sgr_opsd.epsilon", 1.5, "config.sgr_opsd: sgr_opsd.epsilon = 1.5"),
    ("sgr_opsd.ablation", "magic", "config.sgr_opsd: sgr_opsd.ablation = 'magic'"),
    # these failed late (ValueError, ZeroDivisionError, MLIRError) or trained a model of no layers
    ("seed", -1, "config.seed=-1 must be >= 0"),
    ("model.hidden_size", 0, "config.model.hidden_size=0 must be >= 1"),
    ("model.num_heads", 0, "config.model.num_heads=0 must be >= 1"),
    ("model.head_dim", -16, "config.model.head_dim=-16 must be >= 1"),
    ("model.intermediate_size", -5, "config.model.intermediate_size=-5 must be >= 1"),
    ("model.num_layers", -1, "config.model.num_layers=-1 must be >= 1"),
    ("model.num_kv_heads", 3, "config.model.num_heads=2 must be a multiple of config.model.num_kv_heads=3"),
])
def test_out_of_range_values_fail_validation_naming_the_field(field, value, message):
  cfg = webshop_config.get_config("smoke")
  if field.startswith("credit.gigpo"):
    cfg.algorithm = "gigpo"
  if field.startswith("sgr_opsd"):
    cfg.algorithm = "sgr_opsd"
  section, _, name = field.rpartition(".")
  target = cfg
  for part in filter(None, section.split(".")):
    target = target[part]
  target[name] = value
  with pytest.raises(ConfigError) as e:
    validate_config(cfg)
  assert message in str(e.value)


@pytest.mark.parametrize("module", [webshop_config, alfworld_config])
@pytest.mark.parametrize("variant", ["smoke", "quickstart"])
def test_the_shipped_cpu_variants_pass_the_range_checks(module, variant):
  validate_config(module.get_config(variant))


def test_an_unknown_config_field_is_one_line_and_exit_2():
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"),
                         "--config=configs/webshop.py:smoke", "--config.learn.learning_rat=1e-3"], cwd=ROOT,
                        env=dict(os.environ, JAX_PLATFORMS="cpu"), capture_output=True, text=True, timeout=600)
  assert proc.returncode == 2
  assert proc.stderr.strip() == "train: unknown config field --config.learn.learning_rat (did you mean learning_rate?)"


def test_replay_refuses_an_unbounded_horizon_and_an_overflowing_reward():
  import copy
  from launch import replay
  from configs import base
  from mcgpo_jax.data.captures import read_captures
  groups = read_captures(os.path.join(ROOT, "examples", "captures.jsonl"))
  huge = [dataclasses.replace(groups[0], horizon=10 ** 9)]
  with pytest.raises(replay.ReplayError, match=r"horizon 1000000000 is not in \[1, 10000\]"):
    replay.replay(huge, "grpo", base.get_config())
  rich = copy.deepcopy(groups[:1])
  rich[0].trajectories[1].steps[-1].reward = 1e300
  with pytest.raises(replay.ReplayError, match=r"trajectory 1: reward 1e\+300 is not within ±1e\+06"):
    replay.replay(rich, "grpo", base.get_config())
  assert replay.replay(groups[:1], "grpo", base.get_config())   # the capture itself replays


@pytest.mark.parametrize("script,args,flag", [
    ("evaluate.py", ["--rollouts=0"], "--rollouts=0"),
    ("evaluate.py", ["--rollouts=-2"], "--rollouts=-2"),
    ("evaluate.py", ["--num_tasks=0"], "--num_tasks=0"),
    ("evaluate.py", ["--num_tasks=-1"], "--num_tasks=-1"),
    ("evaluate.py", ["--temperature=-1"], "--temperature=-1"),
    ("evaluate.py", ["--temperature=nan"], "--temperature=nan"),
    ("evaluate.py", ["--update=-1"], "--update=-1"),
    ("evaluate.py", ["--out=" + os.path.join(ROOT, "README.md", "eval.json")], "README.md/eval.json"),
    ("report.py", ["--k=0"], "--k=0"),
    ("report.py", ["--k=-3"], "--k=-3"),
    ("report.py", ["--smooth=0"], "--smooth=0"),
    ("report.py", ["--budget_tolerance=-0.1"], "--budget_tolerance=-0.1"),
    ("export.py", ["--update=-2", "--out=OUT"], "--update=-2"),
    ("export.py", ["--out=" + os.path.join(ROOT, "launch")], "--out=" + os.path.join(ROOT, "launch")),
    ("train.py", ["--config=configs/webshop.py:smoke", "--config.seed=-1"], "config.seed=-1"),
    ("train.py", ["--config=configs/webshop.py:smoke", "--config.model.hidden_size=0"], "config.model.hidden_size=0"),
    ("train.py", ["--config=configs/webshop.py:smoke", "--distributed", "--num_processes=0"], "--num_processes=0"),
    # an unknown variant: the config file's error, not its traceback folded into the flag error
    ("train.py", ["--config=configs/searchqa.py:nope"], "--config=configs/searchqa.py:nope: unknown searchqa "
     "variant 'nope'; choose quickstart, smoke or one of sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("train.py", ["--config=configs/alfworld.py:nope"], "--config=configs/alfworld.py:nope: unknown alfworld "
     "variant 'nope'; choose quickstart, smoke or one of study, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, "
     "sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("train.py", ["--config=configs/webshop.py:nope"], "--config=configs/webshop.py:nope: unknown webshop "
     "variant 'nope'; choose quickstart, smoke or one of long, qwen2.5-1.5b, qwen2.5-7b, qwen3-4b, qwen3-8b, "
     "sgr-opsd-qwen2.5-3b, sgr-opsd-qwen2.5-7b"),
    ("replay.py", ["--algorithm=gigpo", "--config.credit.gigpo.gamma=5.0", "--captures=examples/captures.jsonl",
                   "--out=OUT"], "config.credit.gigpo: gamma=5.0 must be in [0, 1]"),
    # values that would run as something else: a 51 M-parameter adapter on a hidden-32 model (not done after 400 s), a
    # targets ignored at rank 0, cuDNN found after 10 s of warm start
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.rank=100000"],
     "config.lora.rank=100000 must be <= 16, min(in, out) of the k projection (32 x 16) of this model"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.targets=foo"],
     "config.lora.targets='foo': choose distinct names among q k v o gate up down"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.lora.targets=q v"],
     "config.lora.targets='q v' has no effect with config.lora.rank=0"),
    ("train.py", ["--config=configs/alfworld.py:smoke", "--config.model.attention=cudnn"],
     "config.model.attention='cudnn' needs an NVIDIA GPU, not 'cpu'"),
])
def test_a_bad_launcher_flag_is_one_line_naming_it_exit_2_and_writes_nothing(tmp_path, script, args, flag):
  run_dir = tmp_path / "run"
  args = [a.replace("OUT", str(tmp_path / "out")) for a in args]
  if script in ("evaluate.py", "export.py"):
    args.append(f"--run_dir={run_dir}")
  if script == "report.py":
    args.append(f"--runs={run_dir}")
  if script == "train.py":
    args.append(f"--config.run_dir={run_dir}")
  proc = launch_script(script, *args)
  assert proc.returncode == 2, proc.stderr[-2000:]
  lines = proc.stderr.strip().splitlines()
  assert len(lines) == 1 and lines[0].startswith(script[:-3] + ":") and flag in lines[0], proc.stderr
  assert not os.path.exists(run_dir) and not os.path.exists(tmp_path / "out")


def test_a_sampler_tensor_degree_that_would_be_capped_to_another_split_is_refused(tmp_path):
  """rollout.tensor=3 on 2 devices used to run with the sampler silently split 1 way (gcd(3, 2)); a paper
  variant's 4 on fewer chips (every device) stays what it was."""
  cfg = alfworld_config.get_config("smoke")
  for tensor, devices in ((2, 8), (4, 1), (4, 2), (None, 3)):
    cfg.rollout.tensor = tensor
    validate_config(cfg, num_devices=devices, compile_only=True)
  cfg.rollout.tensor = 3
  with pytest.raises(ConfigError, match=r"^config.rollout.tensor=3 does not divide the 8 devices"):
    validate_config(cfg, num_devices=8, compile_only=True)
  run_dir = tmp_path / "run"
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"), "--config=configs/alfworld.py:smoke",
                         "--config.rollout.tensor=3", f"--config.run_dir={run_dir}"], cwd=ROOT, capture_output=True,
                        text=True, timeout=300, env=dict(os.environ, JAX_PLATFORMS="cpu",
                                                         XLA_FLAGS="--xla_force_host_platform_device_count=2"))
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "train: config error: ConfigError: config.rollout.tensor=3 does not divide the 2 devices the sampler runs on; choose a "
      "divisor, or None (the sampler keeps the learner's mesh)"), proc.stderr
  assert not os.path.exists(run_dir)


def _capture_lines():
  return open(os.path.join(ROOT, "examples", "captures.jsonl"), encoding="utf-8").read().splitlines()


def test_replay_applies_trainings_validation_to_the_captured_groups(tmp_path):
  """MCGPO with an odd G and trajectories past the horizon are what training refuses; so does replay now."""
  first = json.loads(_capture_lines()[0])
  odd = dict(first, trajectories=first["trajectories"][:3])
  write_file(tmp_path / "odd.jsonl", json.dumps(odd) + "\n")
  proc = launch_script("replay.py", "--algorithm=mcgpo", f"--captures={tmp_path / 'odd.jsonl'}", f"--out={tmp_path / 'o'}")
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "replay: config error: config.group_size=3 is odd; MCGPO's parity folds need an even G (the capture's "
      "alfworld groups of 3 trajectories)"), proc.stderr
  write_file(tmp_path / "long.jsonl", json.dumps(dict(first, horizon=10)) + "\n")
  proc = launch_script("replay.py", "--algorithm=grpo", f"--captures={tmp_path / 'long.jsonl'}", f"--out={tmp_path / 'o'}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"replay: error: group {first['task_id']!r} trajectory 1: 14 steps exceed the group's horizon 10 (training "
      f"stops every episode there)"), proc.stderr
  assert not os.path.exists(tmp_path / "o")


def test_files_that_do_not_parse_are_named_with_their_line(tmp_path):
  from mcgpo_jax.data.captures import CaptureError, read_captures
  from mcgpo_jax import policy
  with open(tmp_path / "binary.jsonl", "wb") as f:
    f.write(_capture_lines()[0].encode() + b"\n\x89PNG\r\n\xff\xfe\x00\n")
  with pytest.raises(CaptureError, match=r"binary.jsonl:2: not UTF-8 text \(byte 0: invalid start byte\)"):
    read_captures(tmp_path / "binary.jsonl")
  run = tmp_path / "run"
  run.mkdir()
  write_file(run / "config.json", '{\n  "algorithm": "grpo",\n  "seed": 0\n  "env": "webshop"\n}\n')
  with pytest.raises(ValueError, match=r"run/config.json:4: not valid JSON \(Expecting ',' delimiter"):
    policy.run_config(str(run))
  with pytest.raises(ValueError, match=r"run/config.json:4: not valid JSON"):
    rundir.config_mismatch(str(run), {"algorithm": "grpo"}, methods.run_overrides)
  write_file(tmp_path / "not_eval.json", json.dumps([1, 2, 3]))
  proc = launch_script("report.py", f"--runs={run}", f"--evals={tmp_path / 'not_eval.json'}", f"--out={tmp_path / 'r'}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith("run/config.json:4: not valid JSON (Expecting ',' "
                                                               "delimiter, column 3)"), proc.stderr
  from launch import report
  with pytest.raises(ValueError, match=r"not_eval.json: not a launch/evaluate.py result"):
    report.load_eval(str(tmp_path / "not_eval.json"))
  write_file(tmp_path / "torn_eval.json", '{"run_dir": "x",\n"split": ')
  with pytest.raises(ValueError, match=r"torn_eval.json:2: not valid JSON"):
    report.load_eval(str(tmp_path / "torn_eval.json"))


def test_compile_resolves_an_unknown_hub_id_as_train_does_in_one_line_and_seconds(tmp_path):
  """compile.py used to print 23 lines of huggingface_hub retries (1, 2, 4, 8, 8 s) and fail after 25 s."""
  import time
  env = dict(os.environ, JAX_PLATFORMS="cpu", HF_HOME=str(tmp_path / "hf"))   # nothing cached
  hub_id = "--config.model.path=nobody/no-such-model"
  lines = {}
  for script, args in (("compile.py", ["--topology=local"]), ("train.py", [f"--config.run_dir={tmp_path / 'run'}"])):
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", script), "--config=configs/alfworld.py:smoke",
                           hub_id, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    # Before anything compiles (minutes): one process start and the config check. 15 s was exceeded once
    # (15.6) on a fully loaded 2-core CI run.
    assert time.monotonic() - t0 < 60 and proc.returncode == 2, (script, proc.stderr[-2000:])
    [lines[script]] = proc.stderr.strip().splitlines()
  assert lines["compile.py"].startswith("compile: config error: ConfigError: config.model.path='nobody/no-such-model'")
  assert lines["compile.py"].split(": ", 1)[1] == lines["train.py"].split(": ", 1)[1]   # the same advice
  assert "hf download nobody/no-such-model" in lines["compile.py"]
  assert not os.path.exists(tmp_path / "run")


@pytest.mark.parametrize("args,line", [
    (["--config=configs/nonexist.py:smoke", "--topology=local"],
     "compile: bad flags: --config=configs/nonexist.py:smoke: [Errno 2] No such file or directory: "
     "'configs/nonexist.py'"),
    (["--config=configs/alfworld.py:smoke", "--topology=v5p:0x2x1"],
     "compile: bad flags: --topology='v5p:0x2x1': every dimension of a slice must be >= 1"),
])
def test_compile_names_a_missing_config_file_or_an_empty_slice_in_one_line_exit_2(args, line):
  """Both used to exit 1 with the library's words (an OSError about an 'earlier failure to load', libtpu's
  'Invalid hosts')."""
  proc = launch_script("compile.py", *args)
  assert proc.returncode == 2 and proc.stderr.strip() == line, proc.stderr[-2000:]


def test_a_missing_config_file_is_a_flag_error_of_train_too():
  proc = launch_script("train.py", "--config=configs/nonexist.py:smoke")
  assert proc.returncode == 2 and proc.stderr.strip() == (
      "train: bad flags: --config=configs/nonexist.py:smoke: [Errno 2] No such file or directory: "
      "'configs/nonexist.py'"), proc.stderr[-2000:]


def _report_run(path, algorithm, seed, env, **config):
  os.makedirs(path)
  write_run_config(path, env, algorithm=algorithm, seed=seed, **config)
  write_file(path / "metrics.jsonl", "".join(json.dumps({"update": u, "val/success_rate": 0.25 * u}) + "\n"
                                         for u in (0, 1, 2)))


def test_report_refuses_runs_it_cannot_compare_instead_of_dropping_one(tmp_path):
  """An ALFWorld and an AppWorld run, both graphgpo seed 0, used to be reported 'over 2 runs' with one row."""
  _report_run(tmp_path / "alf", "graphgpo", 0, "alfworld")
  _report_run(tmp_path / "app", "graphgpo", 0, "appworld")
  out = str(tmp_path / "r")
  proc = launch_script("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'app'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"report: error: ValueError: the runs differ in config.env ('alfworld': {tmp_path / 'alf'}; 'appworld': "
      f"{tmp_path / 'app'}): their numbers are not comparable; report each set on its own (one --runs set per "
      f"report)"), proc.stderr
  _report_run(tmp_path / "alf2", "graphgpo", 0, "alfworld")   # the same method and seed twice
  proc = launch_script("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'alf2'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith(
      f"{tmp_path / 'alf'} and {tmp_path / 'alf2'} are both graphgpo seed 0: a report holds one run per method and "
      f"seed (set config.label to tell variants apart, or report them separately)"), proc.stderr
  _report_run(tmp_path / "greedy", "grpo", 0, "alfworld", eval_temperature=0.0)   # another validation protocol
  proc = launch_script("report.py", f"--runs={tmp_path / 'alf'}", f"--runs={tmp_path / 'greedy'}", f"--out={out}")
  assert proc.returncode == 1 and "differ in config.eval_temperature (0.4: " in proc.stderr, proc.stderr
  write_file(tmp_path / "app.json", json.dumps({"run_dir": str(tmp_path / "app"), "split": "dev", "success_rate": 0.5}))
  proc = launch_script("report.py", f"--runs={tmp_path / 'alf'}", f"--evals={tmp_path / 'app.json'}", f"--out={out}")
  assert proc.returncode == 1 and proc.stderr.strip().endswith(
      f"{tmp_path / 'app.json'} evaluates a run on appworld, the runs are on alfworld: report each environment on "
      f"its own"), proc.stderr
  assert launch_script("report.py", f"--runs={tmp_path / 'alf'}", f"--out={out}").returncode == 0   # one run reports


def test_replay_reads_a_runs_config_json_and_overrides_its_null_fields(tmp_path):
  """`--config=RUN/config.json` used to be executed as Python (`NameError: name 'null' is not defined`)."""
  run = alfworld_config.get_config("smoke")
  run.credit.gigpo.omega = 0.5   # a run's own estimator setting, null in most runs
  write_file(tmp_path / "config.json", run.to_json(indent=2))
  out = {}
  for name, args in (("json", [f"--config={tmp_path / 'config.json'}", "--config.credit.gigpo.gamma=0.8"]),
                     ("py", ["--config=configs/alfworld.py:smoke", "--config.credit.gigpo.gamma=0.8",
                             "--config.credit.gigpo.omega=0.5"])):
    proc = launch_script("replay.py", "--algorithm=gigpo", "--captures=examples/captures.jsonl",
                   f"--out={tmp_path / name}.jsonl", *args)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out[name] = open(tmp_path / f"{name}.jsonl").read()
  plain = launch_script("replay.py", "--algorithm=gigpo", "--captures=examples/captures.jsonl",
                  f"--out={tmp_path / 'plain'}.jsonl", "--config=configs/alfworld.py:smoke")
  assert plain.returncode == 0 and out["json"] == out["py"] != open(tmp_path / "plain.jsonl").read()


@pytest.mark.parametrize("env,variable,flag,message", [
    ("appworld", "APPWORLD_ROOT", None, "config.appworld.root / $APPWORLD_ROOT='{missing}' has no data/tasks "
     "(appworld download data)"),
    ("alfworld", "ALFWORLD_DATA", None, "ALFWorld data not found: {missing}/json_2.1.1 does not exist."),
    ("webshop", None, "--config.webshop.data_dir", "config.webshop.data_dir: WebShop data not found in {missing}: "
     "missing items_shuffle_1000.json"),
    # A folder without Search-R1's question files, a corpus that is not there: both used to stop the run only
    # when its environment workers loaded them.
    ("searchqa", None, "--config.searchqa.use_bundle=False --config.searchqa.retriever=bm25 "
     "--config.searchqa.data_dir", "config.searchqa.data_dir='{missing}' has no train/test .parquet or .jsonl "
     "question files (Search-R1 format)"),
    ("searchqa", None, "--config.searchqa.data_dir={questions} --config.searchqa.use_bundle=False "
     "--config.searchqa.retriever=bm25 --config.searchqa.corpus", "config.searchqa.corpus='{missing}' does not "
     "exist: give the JSONL corpus the bm25 retriever searches"),
])
def test_a_missing_data_path_is_refused_before_the_run_dir_is_written(tmp_path, env, variable, flag, message):
  """APPWORLD_ROOT=/nonexistent (ALFWORLD_DATA, config.webshop.data_dir, SearchQA's files) used to be refused
  only after config.json, lock, checkpoints/ and reference/ were written."""
  run_dir, missing, questions = tmp_path / "run", tmp_path / "nonexistent", tmp_path / "questions"
  if env == "searchqa":   # a folder that is there: its files are what is missing
    questions.mkdir()
    (questions / "corpus.jsonl").write_text('{"id": "0", "contents": "A\\nb"}\n')
    (questions / "test.jsonl").write_text('{"question": "q", "golden_answers": ["a"], "data_source": "nq"}\n')
    missing.mkdir()
    (missing / "corpus.jsonl").write_text('{"id": "0", "contents": "A\\nb"}\n')
    if "corpus" in flag:
      missing = tmp_path / "nonexistent.jsonl"
  environ = dict(os.environ, JAX_PLATFORMS="cpu", **({variable: str(missing)} if variable else {}))
  flags = f"{flag}={missing}".format(questions=questions).split() if flag else []
  proc = subprocess.run([sys.executable, os.path.join(ROOT, "launch", "train.py"), f"--config=configs/{env}.py:smoke",
                         f"--config.run_dir={run_dir}", *flags], cwd=ROOT,
                        capture_output=True, text=True, timeout=300, env=environ)
  lines = proc.stderr.strip().splitlines()
  assert proc.returncode == 2 and len(lines) == 1, proc.stderr[-2000:]
  assert lines[0].startswith("train: config error: ConfigError: " + message.format(missing=missing)), lines
  assert not os.path.exists(run_dir)


def test_a_dead_sglang_url_is_refused_before_the_warm_start_and_the_run_dir(tmp_path):
  """It used to be found only after the warm start (22 s on the smoke variant)."""
  import socket
  with socket.socket() as s:   # a port nothing listens on once closed
    s.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{s.getsockname()[1]}"
  run_dir = tmp_path / "run"
  proc = launch_script("train.py", "--config=configs/alfworld.py:smoke", "--config.rollout.engine=sglang",
                 f"--config.rollout.sglang_urls={url}", f"--config.run_dir={run_dir}")
  assert proc.returncode == 1 and proc.stderr.strip() == (
      f"train: error: SGLangError: config.rollout.sglang_urls: {url} did not answer /health within 5 s; start the "
      f"server first (docs/sglang.md)"), proc.stderr[-2000:]
  assert "warm start" not in proc.stdout and not os.path.exists(run_dir)
