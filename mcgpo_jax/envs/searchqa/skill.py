"""SearchQA's skill text for SGR-OPSD's "Skill instead of Subgoal" ablation (the paper runs it on SearchQA too).

The paper's skill inputs are reusable workflow rules of 861 to 1,168 Qwen2.5 tokens that name no task's own
entities; the ablation contrasts that generality with a short task-specific plan (`hooks.template_plan`).
This text is written for this repository (the paper's files are not published) to the same length and kind:
Search-R1's protocol as this environment runs it (`env.py`, `answers.py`, `prompts.py`), query forming,
single-hop and bridge questions, reading the evidence, when to answer, and the usual failures. One text
serves every data source, as a question's source says nothing the rules would change. tests/rollout/test_skills.py
counts its length with the real Qwen2.5 vocabulary.
"""

SKILL = """\
Rules for answering a question with a search engine

1. Protocol: Every turn is one response that ends in exactly one action. To look something up, write \
<search> query </search>; the engine returns its top passages inside <information> </information>, one per \
line, as "Doc k(Title: ...) text". To finish, write <answer> answer </answer>; the episode ends at once and \
the answer is scored. When the prompt asks for reasoning, put it inside <think> </think> before the action. A \
response with no action, with both a search and an answer, with a tag left open or with one tag inside \
another is invalid: nothing is searched and the turn is lost.

2. Turn Budget: An episode has at most 4 turns; the context counts them ("you have already taken N \
step(s)"). A search on the last turn ends the episode with no answer, which always scores zero, so at most \
three searches fit before the answer. On the last turn answer with the best candidate the evidence supports, \
even an uncertain one: a guess can be right, a missing answer never is.

3. Scoring: The answer is compared with the gold answers after lower-casing, removing punctuation, removing \
the articles a, an and the, and collapsing spaces. Only an exact match after that counts; partial overlap \
earns nothing. "The Rolling Stones" matches "rolling stones", but "the band The Rolling Stones" does not, and \
"Paris, France" does not match the gold answer "Paris".

4. Question Analysis: Before the first search, identify the entity the question is about (a person, work, \
place, organisation or event, with any qualifier such as a year or a country), the relation asked for \
(birthplace, director, date, author, ...) and the type of the expected answer (a name, a date, a year, a \
number, a place, yes or no). Then decide whether one fact answers it (single hop), \
whether it names its subject only through another entity (a bridge: "the director of <film>", "the country \
where <person> was born", "the author of the novel that ..."), or whether it compares two entities.

5. Query Forming: Build each query from the entities written in the question plus the relation, as a short \
keyword phrase such as "<film title> director" or "<person> place of birth". Keep names spelled as in the \
question, add a qualifier (year, medium, country) when a name is ambiguous, and leave out filler words and the \
question form. Never put a guessed answer into a query as if it were known.

6. Single-Hop Questions: One search for the entity and the relation usually suffices. If the passages state \
the fact for the right entity, answer on the next turn.

7. Bridge Resolution: For a two-hop question, resolve the inner description first. Search for the bridge \
entity (who directed the film, which club the player joined, where the person was born), read its name in \
the passages, then write the second query with that name in place of the description, together with the \
relation the question finally asks about. Do not send the whole question as one query hoping for both hops; \
a passage rarely states both. Comparison questions ("which was founded first, X or Y", "are X and Y both \
...") need the fact for each entity: search each one, compare, and answer with one of the names as the \
question writes it, or with yes or no.

8. Reading Evidence: Read the title of each passage first; it says which entity the text is about. Keep only \
passages about the entity you searched: a namesake (another person of that name, a film and the novel it \
adapts, a town and its county) answers a different question. Find the sentence that states the relation \
asked about and take the answer span from it as written. When passages disagree, prefer the one whose title \
is the entity itself.

9. Search Again or Answer: Answer as soon as a passage about the right entity states the fact of the last \
hop. Search again when the passages are about another entity, do not mention the relation, or only give the \
bridge entity. A new query must differ from every earlier one: add the title of a passage that looked \
related, use another name or alias of the entity, another word for the relation, or a narrower qualifier. \
Repeating a query returns the same passages and wastes a turn.

10. Answer Format: Inside <answer> </answer> put only the answer span: a name, a number, a date, a place, or \
yes or no, with no sentence, explanation, hedge ("probably"), alternatives ("X or Y") or final period. Use \
the form the question asks for: a year for "what year", a full date for "when" if the passage gives one, the \
name of a person as the passage writes it, a unit only when it is part of the answer. Answer in English.

11. Common Failures: Answering from memory before any evidence about a less-known entity; answering with a \
full sentence; answering with the bridge entity instead of the fact asked about it; sending the same query \
twice; spending the last turn on a search; trusting a passage about a namesake.
"""
