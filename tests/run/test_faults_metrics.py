"""The metrics file survives torn, duplicated and non-finite rows, and a resume keeps what it wrote up to the
resume point (docs/faults.md)."""
import json
import warnings

import pytest

from mcgpo_jax import builder, validation
from mcgpo_jax.metrics import MetricsError, MetricsWriter, read_metrics
from tests.run.faults_common import metrics_rows, write_file


def test_read_metrics_skips_a_torn_last_line_and_names_a_bad_middle_line(tmp_path):
  path = tmp_path / "metrics.jsonl"
  write_file(path, '{"update": 0, "a": 1.0}\n{"update": 1, "a": 2.0}\n{"update": 2, "a"')
  with pytest.warns(RuntimeWarning, match="torn last line"):
    rows = read_metrics(str(tmp_path))
  assert [r["update"] for r in rows] == [0, 1]
  write_file(path, '{"update": 0, "a": 1.0}\n{"upd\n{"update": 2, "a": 2.0}\n')
  with pytest.raises(MetricsError, match=r"metrics.jsonl:2: not a metrics row"):
    read_metrics(str(tmp_path))


def test_read_metrics_merges_the_rows_of_one_update_and_a_later_value_wins(tmp_path):
  """An update's training row and its validation row are two lines of one update: read as one row."""
  rows = [{"update": 0, "loss": 0.5}, {"update": 1, "loss": 0.25, "kl": 0.1}, {"update": 1, "val/success_rate": 0.75},
          {"update": 1, "actor/loss": 0.125}]
  write_file(tmp_path / "metrics.jsonl", "".join(json.dumps(r) + "\n" for r in rows))
  assert read_metrics(str(tmp_path)) == [
      {"update": 0, "actor/loss": 0.5},
      {"update": 1, "actor/loss": 0.125, "actor/kl_loss": 0.1, "val/success_rate": 0.75}]


def test_non_finite_metrics_are_logged_as_null_with_a_warning(tmp_path):
  writer = MetricsWriter(str(tmp_path), tensorboard=False, console=False)
  with pytest.warns(RuntimeWarning, match="non-finite metrics loss/loss"):
    writer.write(1, {"loss/loss": float("nan"), "kl": 0.5})
  writer.close()
  line = open(tmp_path / "metrics.jsonl").read()
  assert json.loads(line) == {"update": 1, "loss/loss": None, "kl": 0.5}
  rows = read_metrics(str(tmp_path))
  assert rows[0]["actor/loss"] is None


def test_a_resumed_writer_keeps_rows_up_to_the_resume_point_and_repairs_a_torn_tail(tmp_path):
  path = tmp_path / "metrics.jsonl"
  write_file(path, "".join(json.dumps({"update": u, "x": float(u)}) + "\n" for u in range(4)) + '{"update": 4, "x')
  with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    writer = MetricsWriter(str(tmp_path), tensorboard=False, console=False, keep_through=2)
  assert writer.updates == {0, 1, 2}
  writer.write(3, {"x": 30.0})    # update 3 redone after the resume: written once, not twice
  writer.close()
  lines = open(path).read().splitlines()
  assert [json.loads(line)["update"] for line in lines] == [0, 1, 2, 3]
  assert json.loads(lines[-1])["x"] == 30.0
  fresh = MetricsWriter(str(tmp_path), tensorboard=False, console=False)   # a fresh start: no old rows
  fresh.close()
  assert open(path).read() == ""


def _tensorboard_points(tb_dir) -> list[tuple[str, int, float]]:
  """(tag, step, value) of every scalar in a TensorBoard folder's event files, read as TensorBoard reads them
  (the TFRecord framing; a torn last record ends a file), in file order."""
  import struct
  from tensorboardX.proto import event_pb2
  points = []
  for path in sorted(tb_dir.glob("*tfevents*")):
    data, at = path.read_bytes(), 0
    while at + 12 <= len(data) and at + 16 + struct.unpack_from("<Q", data, at)[0] <= len(data):
      n = struct.unpack_from("<Q", data, at)[0]
      event = event_pb2.Event.FromString(data[at + 12:at + 12 + n])
      points += [(v.tag, event.step, v.simple_value) for v in event.summary.value]
      at += 16 + n
  return points


def test_a_resumed_writer_keeps_tensorboard_points_up_to_the_resume_point_once(tmp_path):
  """A kill between update 3's metrics row and its checkpoint left update 3 in tb/ twice after the resume
  (59 scalars in the probe; metrics.jsonl was cleaned). A torn last record goes too, a
  resume within the second the old file was opened in keeps it (tensorboardX's name is per second), and a
  fresh start keeps none of an old attempt's points."""
  writer = MetricsWriter(str(tmp_path), console=False)
  for update in range(4):
    writer.write(update, {"x": float(update), "y": -float(update)})
  writer.close()
  (old,) = (tmp_path / "tb").glob("*tfevents*")
  with open(old, "ab") as f:
    f.write(b"\x30\x00\x00")   # a record cut short by the kill
  writer = MetricsWriter(str(tmp_path), console=False, keep_through=2)
  writer.write(3, {"x": 30.0, "y": -30.0})   # update 3 redone after the resume
  writer.close()
  points = _tensorboard_points(tmp_path / "tb")
  assert sorted(points) == sorted([(tag, u, sign * u) for u in range(3) for tag, sign in (("x", 1), ("y", -1))]
                                  + [("x", 3, 30.0), ("y", 3, -30.0)])
  assert not list(tmp_path.glob("tb.rewrite"))
  MetricsWriter(str(tmp_path), console=False).close()   # a fresh start
  assert _tensorboard_points(tmp_path / "tb") == []


def test_validation_table_shows_a_null_value_instead_of_crashing(tmp_path):
  write_file(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": None, "val/score": 0.5,
                                                 "val/episode_length": 3.0, "val/invalid_rate": 0.0}) + "\n")
  table = validation.validation_table(str(tmp_path))
  assert "null" in table.splitlines()[-1] and "0.500" in table


def test_the_resume_writer_drops_update_0_for_a_rerun_and_re_emits_the_checkpoint_row(tmp_path, capsys):
  """Resuming at checkpoint 0 redoes update 0's validation: its old row goes (it used to be written twice).
  Resuming at a later checkpoint whose row the file lost writes it back from the checkpoint, and names
  the rows that are gone for good."""
  from mcgpo_jax import builder
  from mcgpo_jax.checkpoint import TrainCheckpoint
  write_file(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": 0.5}) + "\n")
  builder._metrics_writer(str(tmp_path), 0, None).close()
  assert open(tmp_path / "metrics.jsonl").read() == ""
  write_file(tmp_path / "metrics.jsonl", json.dumps({"update": 0, "val/success_rate": 0.5}) + "\n")
  restored = TrainCheckpoint(3, None, None, None, {"update": 3, "metrics": {"loss/loss": 0.25, "kl": None}})
  with pytest.warns(RuntimeWarning, match="non-finite metrics kl"):
    builder._metrics_writer(str(tmp_path), 3, restored).close()
  assert metrics_rows(tmp_path) == [{"update": 0, "val/success_rate": 0.5},
                                      {"update": 3, "loss/loss": 0.25, "kl": None}]
  assert "no rows for updates 1..2 (2 rows" in capsys.readouterr().out
