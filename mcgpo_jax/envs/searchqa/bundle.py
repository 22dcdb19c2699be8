"""The offline SearchQA bundle: a generated encyclopedia of invented people, places, companies and books,
with single-hop and two-hop (bridge) questions that its passages answer — in Search-R1's file formats.

Every name is invented, so a policy cannot answer from memorised world knowledge: it has to search. Each
question records the entity titles an expert looks up in order (`hops`), and each answer appears in the
passage of the last hop. A two-hop question names only its first entity; the bridge entity (e.g. a
person's birth city) is found in the first passage. `python -m mcgpo_jax.envs.searchqa.bundle DIR` writes
the bundle; `ensure_bundle()` writes it once into the cache and returns its folder:

  corpus.jsonl     {"id", "contents": "\"Title\"\ntext"}          (Search-R1 wiki-18 format)
  train.parquet    question, golden_answers, data_source, id, hops  (Search-R1 train/test parquet fields)
  test.parquet

Generation is a pure function of the seed (Python's `random.Random`, stable across versions and platforms);
tests pin a digest of its output.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from typing import Any, Optional

from mcgpo_jax.envs.searchqa.retrieval import default_cache_dir

VERSION = "v2"
SEED = 1717
SIZES = {"country": 40, "city": 320, "person": 900, "company": 500, "book": 600, "festival": 500}
QUESTIONS = {"train": 240, "test": 60}   # per data source (single_hop, two_hop)

_ONSETS = ["b", "br", "c", "d", "dr", "f", "g", "gl", "h", "k", "kr", "l", "m", "n", "p", "pr", "r", "s",
           "st", "t", "tr", "v", "w", "z", "th", "sh", "ch", "qu"]
_VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "io", "ou", "y"]
_CODAS = ["", "", "n", "r", "l", "s", "m", "th", "nd", "rk", "st", "x"]
_PROFESSIONS = ["painter", "chemist", "poet", "architect", "composer", "economist", "astronomer", "sculptor",
                "historian", "engineer", "novelist", "botanist", "cartographer", "physician", "philosopher"]
_INDUSTRIES = ["shipping", "textile", "software", "mining", "publishing", "brewing", "aerospace", "railway",
               "pharmaceutical", "telecommunications", "glassmaking", "insurance"]
_GENRES = ["historical", "adventure", "mystery", "satirical", "epistolary", "pastoral", "science fiction",
           "gothic", "picaresque", "coming-of-age"]
_BOOK_NOUNS = ["Chronicles", "Letters", "Winter", "Harbour", "Orchard", "Lantern", "Tides", "Garden",
               "Ledger", "Compass", "Silence", "Crossing"]
_CONTINENTS = ["the northern continent", "the southern continent", "the eastern archipelago",
               "the western highlands"]
_SEASONS = ["spring", "summer", "autumn", "winter"]


class _Names:
  """Unique invented words from syllables (two or three)."""

  def __init__(self, rng: random.Random):
    self.rng, self.used = rng, set()

  def word(self, syllables: Optional[int] = None) -> str:
    while True:
      n = syllables or self.rng.choice((2, 2, 3))
      w = "".join(self.rng.choice(_ONSETS) + self.rng.choice(_VOWELS) for _ in range(n)) + self.rng.choice(_CODAS)
      if w not in self.used and len(w) > 3:
        self.used.add(w)
        return w.capitalize()


def generate(seed: int = SEED) -> dict[str, Any]:
  """{"corpus": [{"id", "contents"}], "train": [question rows], "test": [question rows]}. One random stream
  for the whole bundle, drawn in this order (world, corpus order, questions), so a seed fixes every file."""
  rng = random.Random(seed)
  world = _world(rng)
  return {"corpus": _corpus(world, rng), **_questions(world, rng)}


def _world(rng: random.Random) -> dict[str, list[dict[str, Any]]]:
  """The entities: countries, their cities, people born there, companies, books and festivals."""
  names = _Names(rng)
  countries = [{"name": names.word(), "continent": rng.choice(_CONTINENTS), "founded": rng.randint(900, 1900)}
               for _ in range(SIZES["country"])]
  for c in countries:
    c["language"] = names.word(2) + "ic"
  cities = [{"name": names.word(), "country": rng.choice(countries), "population": rng.randint(20, 2000) * 1000,
             "river": names.word(2)} for _ in range(SIZES["city"])]
  people = [{"name": f"{names.word(2)} {names.word()}", "city": rng.choice(cities),
             "profession": rng.choice(_PROFESSIONS), "born": rng.randint(1700, 1990)}
            for _ in range(SIZES["person"])]
  companies = [{"name": f"{names.word()} {rng.choice(['Works', 'Company', 'Group', 'Industries', 'Holdings'])}",
                "founder": rng.choice(people), "city": rng.choice(cities), "industry": rng.choice(_INDUSTRIES),
                "year": rng.randint(1800, 2015)} for _ in range(SIZES["company"])]
  books = [{"name": f"The {names.word()} {rng.choice(_BOOK_NOUNS)}", "author": rng.choice(people),
            "genre": rng.choice(_GENRES), "year": rng.randint(1750, 2020)} for _ in range(SIZES["book"])]
  festivals = [{"name": f"{names.word()} Festival", "city": rng.choice(cities), "season": rng.choice(_SEASONS),
                "year": rng.randint(1850, 2010)} for _ in range(SIZES["festival"])]

  return {"countries": countries, "cities": cities, "people": people, "companies": companies, "books": books,
          "festivals": festivals}


def _corpus(world: dict[str, list[dict[str, Any]]], rng: random.Random) -> list[dict[str, str]]:
  """One passage per entity, titled by its name, in a shuffled order."""
  countries, cities, people = world["countries"], world["cities"], world["people"]
  companies, books, festivals = world["companies"], world["books"], world["festivals"]
  passages = []
  for c in countries:
    passages.append((c["name"], f"{c['name']} is a country in {c['continent']}. Its official language is "
                                f"{c['language']}, and it became a sovereign state in {c['founded']}."))
  for c in cities:
    passages.append((c["name"], f"{c['name']} is a city in {c['country']['name']} on the banks of the "
                                f"{c['river']} river. It has a population of about {c['population']:,}."))
  for p in people:
    passages.append((p["name"], f"{p['name']} (born {p['born']}) is a {p['profession']} who was born in "
                                f"{p['city']['name']}. {p['name'].split()[0]} is known for a long career "
                                f"as a {p['profession']}."))
  for c in companies:
    passages.append((c["name"], f"{c['name']} is a {c['industry']} company founded in {c['year']} by "
                                f"{c['founder']['name']}. Its headquarters are in {c['city']['name']}."))
  for b in books:
    passages.append((b["name"], f"{b['name']} is a {b['genre']} novel written by {b['author']['name']}, "
                                f"first published in {b['year']}."))
  for f in festivals:
    passages.append((f["name"], f"The {f['name']} is an annual {f['season']} festival held in "
                                f"{f['city']['name']} since {f['year']}."))
  order = list(range(len(passages)))
  rng.shuffle(order)
  return [{"id": str(i), "contents": f"\"{passages[j][0]}\"\n{passages[j][1]}"} for i, j in enumerate(order)]



def _questions(world: dict[str, list[dict[str, Any]]], rng: random.Random) -> dict[str, list[dict[str, Any]]]:
  """{"train": [...], "test": [...]}: single-hop and two-hop questions about the world, each asked once."""
  cities, people, companies = world["cities"], world["people"], world["companies"]
  books, festivals = world["books"], world["festivals"]
  single = [
      lambda: (p := rng.choice(people), f"In which city was {p['name']} born?", [p["city"]["name"]], [p["name"]]),
      lambda: (c := rng.choice(companies), f"Who founded {c['name']}?", [c["founder"]["name"]], [c["name"]]),
      lambda: (b := rng.choice(books), f"Who wrote {b['name']}?", [b["author"]["name"]], [b["name"]]),
      lambda: (c := rng.choice(cities), f"In which country is the city of {c['name']}?",
               [c["country"]["name"]], [c["name"]]),
      lambda: (c := rng.choice(companies), f"In what year was {c['name']} founded?", [str(c["year"])],
               [c["name"]]),
  ]
  two_hop = [
      lambda: (p := rng.choice(people), f"In which country was {p['name']} born?",
               [p["city"]["country"]["name"]], [p["name"], p["city"]["name"]]),
      lambda: (c := rng.choice(companies), f"In which city was the founder of {c['name']} born?",
               [c["founder"]["city"]["name"]], [c["name"], c["founder"]["name"]]),
      lambda: (b := rng.choice(books), f"What is the profession of the author of {b['name']}?",
               [b["author"]["profession"]], [b["name"], b["author"]["name"]]),
      lambda: (c := rng.choice(companies), f"In which country does {c['name']} have its headquarters?",
               [c["city"]["country"]["name"]], [c["name"], c["city"]["name"]]),
      lambda: (f := rng.choice(festivals), f"In which country is the {f['name']} held?",
               [f["city"]["country"]["name"]], [f["name"], f["city"]["name"]]),
  ]
  seen: set[str] = set()
  splits: dict[str, list[dict]] = {"train": [], "test": []}
  for split, n in QUESTIONS.items():
    for source, makers in (("single_hop", single), ("two_hop", two_hop)):
      k = 0
      while k < n:
        _, question, answers, hops = makers[k % len(makers)]()
        if question in seen:
          continue
        seen.add(question)
        splits[split].append({"id": f"{split}_{source}_{k}", "question": question, "golden_answers": answers,
                              "data_source": source, "hops": hops})
        k += 1
  return splits


def digest(bundle: dict[str, Any]) -> str:
  return hashlib.sha256(json.dumps(bundle, sort_keys=True).encode()).hexdigest()


def write_bundle(directory: str, bundle: Optional[dict[str, Any]] = None) -> str:
  """Writes corpus.jsonl, train.parquet and test.parquet into `directory` (atomically: a folder renamed
  into place, so concurrent writers never expose a partial bundle); returns the folder."""
  import pyarrow as pa
  import pyarrow.parquet as pq
  bundle = bundle or generate()
  tmp = f"{directory}.tmp{os.getpid()}"
  os.makedirs(tmp, exist_ok=True)
  with open(os.path.join(tmp, "corpus.jsonl"), "w", encoding="utf-8") as f:
    f.writelines(json.dumps(row) + "\n" for row in bundle["corpus"])
  for split in ("train", "test"):
    pq.write_table(pa.Table.from_pylist(bundle[split]), os.path.join(tmp, f"{split}.parquet"))
  os.makedirs(os.path.dirname(os.path.abspath(directory)), exist_ok=True)
  try:
    os.replace(tmp, directory)
  except OSError:   # another process wrote the same bundle first
    import shutil
    shutil.rmtree(tmp, ignore_errors=True)
  return directory


def ensure_bundle(directory: Optional[str] = None) -> str:
  """The bundle's folder, generated on first use (default: $MCGPO_CACHE/searchqa-bundle-<VERSION>)."""
  directory = directory or default_cache_dir(f"searchqa-bundle-{VERSION}")
  if not os.path.isfile(os.path.join(directory, "test.parquet")):
    write_bundle(directory)
  return directory


if __name__ == "__main__":
  print(write_bundle(sys.argv[1] if len(sys.argv) > 1 else default_cache_dir(f"searchqa-bundle-{VERSION}")))
