"""Writes the bundled synthetic WebShop catalog, seeded, in WebShop's own file formats.

  python -m mcgpo_jax.envs.webshop.make_catalog [--out DIR] [--seed 0]

Files (formats of WebShop's setup.sh downloads; data.py reads both the same way):
  items_shuffle.json    raw product records: asin, name, full_description, small_description, pricing,
                        category, query, product_category, customization_options, images
  items_ins_v2.json     {asin: {attributes, instruction, instruction_attributes}} (synthetic goals)
  items_human_ins.json  {asin: [{instruction, instruction_attributes, instruction_options}]} (human goals)
  reviews.json          [{asin, reviews: [{title, stars, review}], average_rating}]

Five WebShop categories, five product types each, twelve products per type. Every product carries a type
noun in its title and some of its attributes in title, features or description, as scraped products do.
Each instruction asks for attributes the target has and one value of some of its option groups, so the
target scores 1.0 and is reachable by search; other products of the same type compete on attributes and
options, which is what makes the choice non-trivial.
"""
from __future__ import annotations

import argparse
import json
import random
import string
from pathlib import Path

PRODUCTS_PER_TYPE = 12
SECOND_GOAL_PROB = 0.5       # share of products with a second human instruction

CATEGORIES = {
    'beauty': dict(
        path='Beauty & Personal Care',
        brands=['Lumora', 'Verdant Skin', 'Aurelle', 'Pure Petal', 'Oakmoss', 'Nivora', 'Calla'],
        shared=['cruelty free', 'paraben free', 'natural ingredients', 'travel size', 'long lasting'],
        types=[
            dict(noun='shampoo', query='sulfate free shampoo', sub='Hair Care › Shampoos',
                 attributes=['sulfate free', 'dry hair', 'argan oil', 'tea tree', 'hair growth', 'color treated'],
                 options={'size': ['8 fl oz', '12 fl oz', '16 fl oz', '33.8 fl oz'],
                          'scent': ['lavender', 'coconut', 'unscented', 'citrus']}, price=(7, 35)),
            dict(noun='face serum', query='vitamin c face serum', sub='Skin Care › Face › Serums',
                 attributes=['vitamin c', 'hyaluronic acid', 'anti aging', 'dark spots', 'fine lines', 'sensitive skin'],
                 options={'size': ['1 fl oz', '2 fl oz', 'pack of 2']}, price=(12, 60)),
            dict(noun='lip balm', query='moisturizing lip balm', sub='Skin Care › Lip Care › Balms',
                 attributes=['shea butter', 'beeswax', 'spf 15', 'dry lips', 'tinted'],
                 options={'flavor name': ['mint', 'vanilla', 'cherry', 'honey'],
                          'size': ['pack of 3', 'pack of 6']}, price=(4, 18)),
            dict(noun='body lotion', query='body lotion for dry skin', sub='Skin Care › Body › Lotions',
                 attributes=['dry skin', 'fast absorbing', 'non greasy', 'aloe vera', 'shea butter'],
                 options={'scent': ['cocoa butter', 'oatmeal', 'fragrance free', 'rose'],
                          'size': ['13.5 fl oz', '20 fl oz']}, price=(6, 28)),
            dict(noun='nail polish', query='quick dry nail polish', sub='Foot, Hand & Nail Care › Nail Polish',
                 attributes=['quick dry', 'long lasting', 'non toxic', 'high gloss', 'chip resistant'],
                 options={'color': ['ruby red', 'blush pink', 'midnight blue', 'nude', 'coral']}, price=(5, 16)),
        ]),
    'fashion': dict(
        path='Clothing, Shoes & Jewelry',
        brands=['Northway', 'Coastline Co', 'Urban Fable', 'Maple & Finch', 'Stridewell', 'Kestrel'],
        shared=['machine wash', 'imported', 'regular fit', 'everyday wear'],
        types=[
            dict(noun='t-shirt', query='men cotton t-shirt', sub='Men › Clothing › Shirts › T-Shirts',
                 attributes=['cotton spandex', 'short sleeve', 'crew neck', 'moisture wicking', 'slim fit'],
                 options={'color': ['black', 'navy blue', 'heather grey', 'olive green', 'white'],
                          'size': ['small', 'medium', 'large', 'x-large']}, price=(9, 30)),
            dict(noun='hoodie', query='women pullover hoodie', sub='Women › Clothing › Active › Hoodies',
                 attributes=['fleece lined', 'long sleeve', 'drawstring closure', 'kangaroo pocket', 'relaxed fit'],
                 options={'color': ['charcoal', 'burgundy', 'sage green', 'cream'],
                          'size': ['x-small', 'small', 'medium', 'large']}, price=(20, 55)),
            dict(noun='jeans', query='men straight leg jeans', sub='Men › Clothing › Jeans',
                 attributes=['straight leg', 'button closure', 'stretch denim', 'five pocket', 'classic fit'],
                 options={'color': ['dark wash', 'light wash', 'black'],
                          'size': ['30w x 30l', '32w x 32l', '34w x 32l', '36w x 34l']}, price=(25, 70)),
            dict(noun='running shoes', query='women running shoes', sub='Women › Shoes › Athletic › Running',
                 attributes=['rubber sole', 'lace up', 'breathable mesh', 'arch support', 'lightweight'],
                 options={'color': ['white', 'black', 'pink', 'grey'],
                          'size': ['6', '7', '8', '9', '10']}, price=(35, 120)),
            dict(noun='winter beanie', query='knit winter beanie hat', sub='Accessories › Hats & Caps › Skullies & Beanies',
                 attributes=['hand wash', 'cable knit', 'warm lining', 'one size fits most', 'acrylic yarn'],
                 options={'color': ['red', 'camel', 'forest green', 'black']}, price=(8, 25)),
        ]),
    'grocery': dict(
        path='Grocery & Gourmet Food',
        brands=['Hearth Table', 'Green Acre', 'Sunny Mill', 'Pantry Pals', 'Wildroot', 'Tidewater'],
        shared=['non gmo', 'gluten free', 'usda organic', 'kosher certified'],
        types=[
            dict(noun='coffee beans', query='whole bean coffee', sub='Beverages › Coffee › Whole Coffee Beans',
                 attributes=['dark roast', 'medium roast', 'fair trade', 'single origin', 'low acid'],
                 options={'size': ['12 ounce', '2 pound', '5 pound'],
                          'flavor name': ['colombian', 'french roast', 'breakfast blend']}, price=(9, 45)),
            dict(noun='green tea', query='green tea bags', sub='Beverages › Tea › Green',
                 attributes=['caffeine free', 'individually wrapped', 'antioxidant rich', 'loose leaf', 'matcha'],
                 options={'flavor name': ['jasmine', 'mint', 'lemon ginger', 'original'],
                          'size': ['20 count', '100 count']}, price=(4, 22)),
            dict(noun='protein bars', query='high protein snack bars', sub='Snack Foods › Bars › Protein',
                 attributes=['high protein', 'low sugar', 'keto friendly', 'plant based', 'dairy free'],
                 options={'flavor name': ['chocolate peanut butter', 'cookie dough', 'almond vanilla'],
                          'size': ['pack of 12', 'pack of 24']}, price=(14, 40)),
            dict(noun='trail mix', query='trail mix snack', sub='Snack Foods › Nuts & Seeds › Trail Mix',
                 attributes=['individually packed', 'no added sugar', 'roasted nuts', 'dried fruit', 'resealable bag'],
                 options={'size': ['6 ounce', '16 ounce', 'pack of 8']}, price=(5, 26)),
            dict(noun='olive oil', query='extra virgin olive oil', sub='Pantry Staples › Cooking Oils › Olive',
                 attributes=['extra virgin', 'cold pressed', 'glass bottle', 'first harvest', 'single estate'],
                 options={'size': ['16.9 fl oz', '25.3 fl oz', '3 liter']}, price=(10, 48)),
        ]),
    'furniture': dict(
        path='Home & Kitchen › Furniture',
        brands=['Oakhurst', 'Linden Loft', 'Nordby', 'Cedar & Pine', 'Havenly Home', 'Brightwood'],
        shared=['easy assembly', 'living room', 'space saving', 'sturdy construction'],
        types=[
            dict(noun='bookshelf', query='wood bookshelf', sub='Home Office Furniture › Bookcases',
                 attributes=['solid wood', 'engineered wood', 'storage space', 'open shelves', 'wall anchor'],
                 options={'color': ['walnut', 'white', 'black', 'rustic oak'],
                          'size': ['3 tier', '5 tier']}, price=(45, 160)),
            dict(noun='office chair', query='ergonomic office chair', sub='Home Office Furniture › Chairs',
                 attributes=['lumbar support', 'height adjustable', 'mesh back', 'swivel wheels', 'padded armrests'],
                 options={'color': ['black', 'grey', 'blue']}, price=(70, 230)),
            dict(noun='coffee table', query='mid century coffee table', sub='Living Room Furniture › Tables › Coffee Tables',
                 attributes=['mid century', 'tempered glass', 'lift top', 'hidden storage', 'solid wood'],
                 options={'color': ['walnut', 'natural', 'espresso', 'white']}, price=(60, 200)),
            dict(noun='bed frame', query='metal platform bed frame', sub='Bedroom Furniture › Beds & Frames',
                 attributes=['metal frame', 'under bed storage', 'no box spring needed', 'noise free', 'headboard'],
                 options={'size': ['twin', 'full', 'queen', 'king'],
                          'color': ['black', 'white', 'bronze']}, price=(90, 320)),
            dict(noun='nightstand', query='nightstand with drawers', sub='Bedroom Furniture › Nightstands',
                 attributes=['two drawers', 'charging station', 'solid wood', 'bedside table', 'metal legs'],
                 options={'color': ['white', 'grey', 'walnut', 'black'],
                          'size': ['set of 1', 'set of 2']}, price=(30, 120)),
        ]),
    'electronics': dict(
        path='Electronics',
        brands=['Voltix', 'Sonique', 'Zentra', 'Pulsewave', 'Arclight', 'Nexbridge'],
        shared=['plug and play', 'easy use', 'compact design', 'one year warranty'],
        types=[
            dict(noun='wireless earbuds', query='bluetooth wireless earbuds', sub='Headphones › Earbud Headphones',
                 attributes=['noise cancelling', 'bluetooth 5.3', 'long battery life', 'water resistant', 'charging case'],
                 options={'color': ['black', 'white', 'navy']}, price=(20, 130)),
            dict(noun='phone charger', query='usb c fast phone charger', sub='Accessories › Chargers › Wall Chargers',
                 attributes=['fast charging', 'usb c', 'dual port', 'foldable plug', 'overheat protection'],
                 options={'size': ['20w', '35w', '65w'],
                          'color': ['white', 'black']}, price=(9, 45)),
            dict(noun='hdmi cable', query='4k hdmi cable', sub='Accessories › Cables › HDMI Cables',
                 attributes=['4k hdr', 'high speed', 'braided cable', 'gold plated', 'ethernet channel'],
                 options={'size': ['3 ft', '6 ft', '10 ft', '2 pack']}, price=(6, 25)),
            dict(noun='bluetooth speaker', query='portable bluetooth speaker', sub='Portable Audio › Speakers',
                 attributes=['waterproof', 'deep bass', 'stereo pairing', 'built in microphone', 'outdoor use'],
                 options={'color': ['black', 'blue', 'red', 'teal']}, price=(22, 110)),
            dict(noun='power bank', query='portable power bank', sub='Accessories › Chargers › Portable Power Banks',
                 attributes=['high capacity', 'fast charging', 'led display', 'slim design', 'usb c'],
                 options={'size': ['10000mah', '20000mah', '26800mah'],
                          'color': ['black', 'white', 'pink']}, price=(15, 60)),
        ]),
}

TITLE_TAILS = ['Premium', 'Classic', 'Everyday', 'Pro', 'Essential', 'Deluxe', 'Original', 'Signature']
REVIEW_LINES = [('Great value', 5, 'Exactly as described and works well.'),
                ('Good but not perfect', 4, 'Does the job, packaging could be better.'),
                ('Okay', 3, 'Average quality for the price.'),
                ('Love it', 5, 'Bought a second one for my family.'),
                ('Disappointed', 2, 'Did not last as long as I hoped.')]
OPENERS = ['i need', "i'm looking for", 'i want', 'find me', 'i would like', 'get me']


def _asin(rng: random.Random, used: set[str]) -> str:
  while True:
    asin = 'B0' + ''.join(rng.choices(string.ascii_uppercase + string.digits, k=8))
    if asin not in used:
      used.add(asin)
      return asin


def _pricing(rng: random.Random, lo: float, hi: float) -> str:
  price = round(rng.uniform(lo, hi), 2)
  if rng.random() < 0.2:
    return f'${price:.2f} - ${round(price * rng.uniform(1.1, 1.4), 2):.2f}'
  return f'${price:.2f}'


def _option_phrase(name: str, value: str) -> str:
  if name == 'color':
    return f'in {value} color'
  if name == 'size':
    return f'in size {value}'
  return f'with {value} {name.replace(" name", "")}'


def _instruction(rng: random.Random, noun: str, attrs: list[str], options: dict[str, str]) -> str:
  opener = rng.choice(OPENERS)
  article = 'an' if noun[0] in 'aeiou' else 'a'
  if len(attrs) == 1 or rng.random() < 0.5:
    text = f'{opener} {article} {noun} that is {" and ".join(attrs)}'
  else:
    text = f'{opener} {article} {attrs[0]} {noun} with {" and ".join(attrs[1:])}'
  if options:
    text += ', ' + ' and '.join(_option_phrase(k, v) for k, v in options.items())
  return text


def _product(rng: random.Random, asin: str, category: str, spec: dict, kind: dict) -> tuple[dict, list[str]]:
  pool = kind['attributes'] + spec['shared']
  attributes = rng.sample(kind['attributes'], rng.randint(2, 4)) + rng.sample(spec['shared'], rng.randint(1, 2))
  in_title = attributes[:rng.randint(1, 2)]
  title_words = [rng.choice(spec['brands'])] + [a.title() for a in in_title] + [kind['noun'].title()]
  title = ' '.join(title_words) + f', {rng.choice(TITLE_TAILS)} ' + rng.choice(pool).title()
  options = {}
  for name, values in kind['options'].items():
    if rng.random() < 0.85:
      options[name] = sorted(rng.sample(values, rng.randint(2, min(4, len(values)))), key=values.index)
  bullets = [f'{a.capitalize()}: made for {kind["noun"]} lovers who care about {a}.' for a in attributes[2:]]
  bullets.append(f'{rng.choice(TITLE_TAILS)} {kind["noun"]} from {title_words[0]}.')
  record = {
      'asin': asin,
      'name': title,
      'full_description': (f'This {kind["noun"]} is {attributes[1]}. '
                           f'{title_words[0]} designs every {kind["noun"]} for {category} shoppers.'),
      'small_description': bullets,
      'pricing': _pricing(rng, *kind['price']),
      'category': category,
      'query': kind['query'],
      'product_category': f'{spec["path"]} › {kind["sub"]}',
      'customization_options': {name.title(): [{'value': v.title() if name == 'color' else v, 'image': None}
                                               for v in values] for name, values in options.items()} or None,
      'images': [''],
  }
  return record, attributes


def _goal(rng: random.Random, kind: dict, attributes: list[str], options: dict[str, list[str]]) -> dict:
  attrs = rng.sample(attributes, rng.randint(1, min(3, len(attributes))))
  chosen = {name: rng.choice(values) for name, values in options.items() if rng.random() < 0.8}
  return {'instruction': _instruction(rng, kind['noun'], attrs, chosen),
          'instruction_attributes': attrs,
          'instruction_options': list(chosen.values())}


def build_catalog(seed: int = 0) -> dict[str, object]:
  """File name -> JSON object of the whole bundled catalog."""
  rng = random.Random(seed)
  used: set[str] = set()
  records, ins, human, reviews = [], {}, {}, []
  for category, spec in CATEGORIES.items():
    for kind in spec['types']:
      for _ in range(PRODUCTS_PER_TYPE):
        asin = _asin(rng, used)
        record, attributes = _product(rng, asin, category, spec, kind)
        records.append(record)
        options = {k.lower(): [v['value'].lower() for v in vs]
                   for k, vs in (record['customization_options'] or {}).items()}
        goals = [_goal(rng, kind, attributes, options)]
        if rng.random() < SECOND_GOAL_PROB:
          goals.append(_goal(rng, kind, attributes, options))
        human[asin] = [dict(asin=asin, **g) for g in goals]
        synthetic_attrs = rng.sample(attributes, min(2, len(attributes)))
        ins[asin] = {'attributes': attributes,
                     'instruction': _instruction(rng, kind['noun'], synthetic_attrs, {}),
                     'instruction_attributes': synthetic_attrs}
        picked = rng.sample(REVIEW_LINES, rng.randint(0, 2))
        reviews.append({'asin': asin,
                        'reviews': [{'title': t, 'stars': s, 'review': b} for t, s, b in picked],
                        'average_rating': round(sum(s for _, s, _ in picked) / len(picked), 1) if picked else 'N.A.'})
  rng.shuffle(records)   # items_shuffle: products in random order
  return {'items_shuffle.json': records, 'items_ins_v2.json': ins,
          'items_human_ins.json': human, 'reviews.json': reviews}


def write_catalog(out_dir: Path, seed: int = 0) -> None:
  out_dir.mkdir(parents=True, exist_ok=True)
  for name, obj in build_catalog(seed).items():
    with open(out_dir / name, 'w', encoding='utf-8') as f:
      json.dump(obj, f, ensure_ascii=False, separators=(',', ':'))
      f.write('\n')


def main() -> None:
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument('--out', type=Path, default=Path(__file__).resolve().parent / 'data')
  parser.add_argument('--seed', type=int, default=0)
  args = parser.parse_args()
  write_catalog(args.out, args.seed)


if __name__ == '__main__':
  main()
