"""ALFWorld's skill guidance for SGR-OPSD's "Skill instead of Subgoal" ablation: general rules and one
workflow file per task type.

The paper's skill inputs are general rules concatenated with the file of the task's type, 861 to 1,168
Qwen2.5 tokens each, and they name the type's workflow with generic objects ("the target object", "the
destination") rather than the task's own ones; that generality is what the ablation contrasts with a
task-specific subgoal plan (~88 tokens). ALFWorld's texts are written for this repository (the paper's own files
are not published) to match that length and specificity: ALFWorld's engine commands, the receptacles and
appliances each type needs, its preconditions and its typical failures. tests/rollout/test_skills.py checks each
length with the real Qwen2.5 vocabulary.
"""
from __future__ import annotations

from typing import Optional

GENERAL = """\
General rules for household tasks

1. Goal Reading: At the first step, read the line "Your task is to: ..." and extract three things: the object \
type to handle, the destination receptacle or the reference object, and any required state (clean, hot, cool, \
looked at under a light) or count (two). Types must match exactly: a sidetable is not a diningtable, a \
countertop is not a shelf, a cellphone is not a creditcard, a cup is not a mug. Instance numbers do not matter \
for the goal; any apple satisfies "an apple".

2. Staged Progress: Every task is a chain of stages: find the object, take it, change its state if the goal \
asks for one, reach the destination, finish there. Do not start a stage before the previous one holds.

3. Command Discipline: Issue only commands from the list of admissible actions, copied exactly with their \
instance numbers, for example "take mug 2 from cabinet 4", never a paraphrase such as "pick up the mug". \
Objects are placed with "move <object> to <receptacle>". The feedback "Nothing happens." means the command \
was rejected and nothing changed: do not send it again, pick another admissible command.

4. Systematic Search: When the location of the object is unknown, visit candidate receptacles one at a time, \
most likely places first. On arrival read the list of what is in or on it. A closed receptacle (drawer, \
cabinet, fridge, microwave, safe, box) shows nothing until you "open" it, so open it and read again before \
you conclude the object is not there. Keep track of every receptacle already searched and do not search it \
again unless you changed its contents.

5. One Free Hand: The agent carries at most one object. Never pick up distractors; if you hold a wrong \
object, put it down with "move" before taking the right one.

6. Location Awareness: Commands act on the receptacle where you stand, the one you last went to. Use "go to" \
before opening, taking, placing or using anything there. Going to the place where you already stand is \
rejected.

7. Loop Breaking: If the last few actions repeat themselves without new information, switch to a \
receptacle you have not searched yet or to a different admissible command.

8. Step Budget: An episode ends after 50 actions. Do not re-examine receptacles whose contents you know, and \
do not close receptacles unless the task needs it.

9. Completion Check: The episode ends by itself the moment every condition of the goal holds. If it has not \
ended, compare the object type, its state, the destination type and the count with the goal line again.
"""

TASKS = {
    "pick_and_place_simple": """\
Task-type rules: pick and place

10. Phase-Ordered Placement: Tasks of the form "put a <object> in <receptacle>" or "put some <object> on \
<receptacle>" need no state change. Work in this fixed order: (a) find one object of the target type, (b) take \
it from where it lies, (c) go to a receptacle of the destination type, (d) open it if it is closed, (e) move \
the object into or onto it. Nothing else is required, so do not clean, heat or cool the object.

11. Likely Places: Kitchen items (apple, bread, butterknife, egg, fork, kettle, knife, ladle, lettuce, mug, \
pan, plate, pot, potato, saltshaker, peppershaker, spatula, spoon, tomato) are usually on countertops, the \
diningtable, the stoveburners, in cabinets, drawers, the fridge or the sinkbasin. Bathroom items (soapbar, \
soapbottle, spraybottle, toiletpaper, candle, cloth, towel) are on the toilet, the countertop, shelves, in \
cabinets, the garbagecan or the bathtubbasin. Bedroom and living-room items (alarmclock, book, cd, cellphone, \
creditcard, keychain, pen, pencil, pillow, remotecontrol, vase, watch, box, laptop, statue, newspaper) are on \
desks, dressers, sidetables, shelves, the bed, the sofa, the armchair, the coffeetable or in drawers. Search \
these first.

12. Destination Handling: The destination is a receptacle type, not a particular instance; any "cabinet" \
works for "in cabinet". If the destination is closed (cabinet, drawer, fridge, microwave, safe, box), you \
must open it before "move" is admissible. A receptacle of the destination type that holds other things is \
still a valid destination; there is no need to empty it first.

13. Common Failures: Placing the object on a receptacle of a neighbouring type (shelf for cabinet, \
sidetable for diningtable, sofa for armchair). Taking a similar object of another type (a cup for a mug, a \
spraybottle for a soapbottle, a pencil for a pen). Wandering after the object is in hand instead of going \
straight to the destination.

14. Finish: After "move <object> to <destination>" the episode should end. If it does not, check that the \
object type and the destination type are exactly the ones in the goal line.
""",
    "look_at_obj_in_light": """\
Task-type rules: look at an object under a light

10. Phase-Ordered Inspection: Tasks of the form "look at <object> under the <lamp>" or "examine the <object> \
with the <lamp>" are finished by holding the object next to the named light while the light is on. Work in \
this fixed order: (a) find one object of the target type, (b) take it, (c) find the lamp of the named type, \
desklamp or floorlamp, (d) go to where that lamp stands, (e) "use" the lamp while holding the object.

11. Keep Holding: The object is never placed anywhere in this task. Do not "move" it onto the desk or the \
sidetable next to the lamp; keep it in hand until the episode ends. If you already turned the lamp on \
before taking the object, go back with the object in hand: arriving next to the lit lamp while holding the \
object completes the task.

12. Lamps: A desklamp usually stands on a desk, a sidetable, a dresser or a shelf and is listed among the \
objects you see there; a floorlamp stands on its own and is listed where it is found. Use the lamp type the \
goal names: a desklamp does not count for "under the floorlamp". Turning the lamp on is done with "use \
<lamp>"; it does not need to be taken, and it cannot be carried to the object.

13. Likely Places for the Object: Look-task objects are small bedroom or living-room items: alarmclock, \
book, bowl, box, cd, cellphone, creditcard, keychain, laptop, mug, newspaper, pen, pencil, pillow, plate, \
remotecontrol, statue, vase, watch. Search desks, dressers, sidetables, shelves, the bed, the sofa, the \
armchair, the coffeetable, the garbagecan and drawers, opening closed drawers before moving on.

14. Useful Order: Often the lamp and the object are on the same piece of furniture. When you see the lamp \
while searching, remember where it is, but first take the object; then go back to the lamp. Using the lamp \
with empty hands does not fail the task, but it costs steps and the object still has to be brought there.

15. Common Failures: Placing the object down next to the lamp; using the wrong kind of lamp; taking an \
object of a similar type (a pencil for a pen, a cellphone for a remotecontrol); examining the object \
somewhere else ("examine" alone does not satisfy the goal).
""",
    "pick_clean_then_place_in_recep": """\
Task-type rules: clean an object, then place it

10. Phase-Ordered Cleaning: Tasks of the form "put a clean <object> in <receptacle>" or "clean some <object> \
and put it in <receptacle>" need the object to be clean when it is placed. Work in this fixed order: (a) find \
one object of the target type, (b) take it, (c) go to a sinkbasin, (d) "clean <object> with sinkbasin <n>" \
while holding it, (e) go to a receptacle of the destination type, (f) open it if it is closed, (g) move the \
clean object into or onto it.

11. Where Cleaning Works: Only a sinkbasin cleans. The command is "clean <object> with sinkbasin <n>" and it \
is admissible only when you stand at the sinkbasin and hold the object. You do not put the object into the \
basin first; moving it into the basin does not clean it. A bathtubbasin, a countertop or a towel do not clean.

12. Likely Places: Objects to clean are mostly kitchenware and food (apple, bowl, butterknife, cup, \
dishsponge, egg, fork, kettle, knife, ladle, lettuce, mug, pan, plate, pot, potato, spatula, spoon, tomato) \
or bathroom items (cloth, soapbar). Search countertops, the diningtable, stoveburners, cabinets, drawers, the \
fridge, the sinkbasin itself, shelves, the toilet and the garbagecan. If the object already lies in the \
sinkbasin, take it and clean it right there.

13. State Persists: Once cleaned, the object stays clean while you carry it; never clean it twice. The \
cleaning must happen before the placement: an object that reaches the destination dirty does not complete \
the task, and you would have to take it back, go to the sinkbasin, clean it and return.

14. Destination Handling: The destination is a receptacle type (countertop, cabinet, drawer, shelf, \
diningtable, fridge, microwave, sidetable, bathtubbasin, toilet, garbagecan). Any instance of that type works. \
Open a closed destination before moving the object in.

15. Common Failures: Going to the destination before cleaning; trying to clean at a receptacle other than \
the sinkbasin; putting the object down at the sink and leaving it there; picking an object of a similar type \
(a cup for a mug, a butterknife for a knife).
""",
    "pick_heat_then_place_in_recep": """\
Task-type rules: heat an object, then place it

10. Phase-Ordered Heating: Tasks of the form "put a hot <object> in <receptacle>" or "heat some <object> and \
put it in <receptacle>" need the object to be hot when it is placed. Work in this fixed order: (a) find one \
object of the target type, (b) take it, (c) go to a microwave, (d) "heat <object> with microwave <n>" while \
holding it, (e) go to a receptacle of the destination type, (f) open it if it is closed, (g) move the hot \
object into or onto it.

11. Where Heating Works: Only the microwave heats. The command is "heat <object> with microwave <n>" and it is \
admissible when you stand at the microwave and hold the object; you do not need to open the microwave or put \
the object inside it first. Stoveburners, the toaster and the coffeemachine do not count as heating for these \
tasks.

12. Likely Places: Objects to heat are food and small kitchenware: apple, bread, cup, egg, mug, plate, \
potato, tomato. Search the countertops, the diningtable, the fridge, the microwave itself, cabinets, the \
stoveburners, the sinkbasin and the garbagecan. The fridge is a frequent place for food; open it and look. If \
the object is already inside the microwave, open the microwave, take the object, and heat it there.

13. State Persists: Once heated, the object stays hot while you carry it; never heat it twice. The heating \
must happen before the placement: an object placed cold does not complete the task, and fixing it costs many \
steps.

14. Destination Handling: Frequent destinations are the countertop, the diningtable, a cabinet, the fridge, \
the garbagecan, a shelf and the sidetable. Any instance of the destination type works; open a closed one \
before moving the object in. Putting a hot object into the fridge is allowed when the goal asks for it; it \
does not undo the heating.

15. Common Failures: Placing the object first and heating later; trying to heat at the stoveburner; \
carrying the object into the microwave with "move" instead of using the heat command; taking an object of a \
similar type (a cup for a mug, a potato for an apple).
""",
    "pick_cool_then_place_in_recep": """\
Task-type rules: cool an object, then place it

10. Phase-Ordered Cooling: Tasks of the form "put a cool <object> in <receptacle>" or "cool some <object> and \
put it in <receptacle>" need the object to be cool when it is placed. Work in this fixed order: (a) find one \
object of the target type, (b) take it, (c) go to the fridge, (d) "cool <object> with fridge <n>" while \
holding it, (e) go to a receptacle of the destination type, (f) open it if it is closed, (g) move the cool \
object into or onto it.

11. Where Cooling Works: Only the fridge cools. The command is "cool <object> with fridge <n>" and it is \
admissible when you stand at the fridge and hold the object; you do not need to open the fridge or put the \
object inside it first. Putting the object into the fridge with "move" is not the cooling command.

12. Likely Places: Objects to cool are food, drinks and kitchenware: apple, bowl, bread, cup, egg, lettuce, \
mug, pan, plate, pot, potato, tomato, winebottle. Search the countertops, the diningtable, stoveburners, \
cabinets, the sinkbasin, the microwave and the garbagecan. An object already inside the fridge still has to \
be taken out and cooled with the command: open the fridge, take it, then cool it while standing there.

13. State Persists: Once cooled, the object stays cool while you carry it; never cool it twice. The cooling \
must happen before the placement: an object placed before it was cooled does not complete the task.

14. Destination Handling: Frequent destinations are the countertop, the diningtable, a cabinet, the \
microwave, a shelf, the sidetable and the garbagecan. Any instance of the destination type works; open a \
closed one before moving the object in. When the destination is the fridge itself, cool the object first and \
then move it into the open fridge.

15. Common Failures: Moving the object into the fridge and leaving it there instead of using the cool \
command; going to the destination before cooling; forgetting to open a closed cabinet or microwave at the \
destination; taking an object of a similar type (a cup for a mug, a pot for a pan).
""",
    "pick_two_obj_and_place": """\
Task-type rules: place two objects

10. Phase-Ordered Pair Placement: Tasks of the form "put two <object> in <receptacle>" or "find two <object> \
and put them in <receptacle>" need two distinct objects of the target type in or on receptacles of the \
destination type. You can carry only one, so work in this fixed order: (a) find a first object of the target \
type, (b) take it, (c) go to a receptacle of the destination type, opening it if it is closed, (d) move the \
first object there, (e) find a second object of the same type with a different instance number, (f) take it, \
(g) return to the destination, (h) move the second object there as well.

11. Distinct Instances: "cd 1" and "cd 3" are two objects; taking "cd 1" twice is one object. Never take the \
first object back out of the destination while looking for the second. If both objects lie in the same \
place, take one, deliver it, and come back for the other.

12. Remember Sightings: While searching for the first object, note every other instance of the target type \
you see and where. After the first delivery, go straight back to the nearest remembered instance instead of \
searching again from the start. Continue with receptacles you have not searched yet only if you saw no other \
instance.

13. Likely Places: Pairs are often small items of one room: cd, cellphone, creditcard, keychain, pen, pencil, \
pillow, book, newspaper, remotecontrol, watch, vase, candle, cloth, soapbar, soapbottle, spraybottle, \
toiletpaper, dishsponge, saltshaker, peppershaker, apple, egg, tomato, potato, knife, spoon, spatula, plate, \
mug, cup. Search the receptacles of their usual room: desks, dressers, sidetables, shelves, the bed, the sofa, \
drawers, cabinets, countertops, the toilet, the diningtable, the sinkbasin and the garbagecan.

14. Destination Handling: Both objects go to the destination type; they may go to the same instance or to \
two instances of that type. A closed destination must be opened before the first "move" and stays open for \
the second. No state change is required, so do not clean, heat or cool either object.

15. Common Failures: Stopping after the first object; delivering the same object twice; dropping the first \
object on the way to make room; placing the second object on a neighbouring receptacle type; taking an \
object of a similar type as the second one (a pencil after a pen).
""",
}


def skill_text(task_type: Optional[str]) -> str:
  """ALFWorld's general rules followed by its task type's rules (the paper's concatenation)."""
  if task_type not in TASKS:
    raise ValueError(f"no ALFWorld skill for task type {task_type!r}; known: {', '.join(TASKS)}")
  return GENERAL + "\n" + TASKS[task_type]
