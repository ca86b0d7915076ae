import type { Account } from "../contracts/account.js";
import type { SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { Mention } from "./mention.js";
import { placeSaysKind } from "./target-steps.js";

/**
 * Question words a reader used while it still produced something to execute ("what's in a
 * club?" building one; "inspect what you welded" welding again). A question word asks, or it is
 * part of a construction that does not act; an order that carries one was not understood as
 * said, so the word is unexplained and the command is asked about or held for review — the same
 * check for every reader. Not questions: "how / what about X" (a suggestion), a relative clause
 * after a name ("a club where the lettuce goes first") and a manner clause after a verb ("check
 * how the welds look at 1").
 */
export function questionsInOrder(account: Account): string[] {
  return account.used.flatMap(({ text, as }, index, used) => {
    if (as !== "question") return [];
    const next = used[index + 1]?.text;
    const before = used.slice(0, index).filter((word) => word.as !== "filler" && word.text !== ",");
    // "the left one, which …": "one" after a name stands for it; a comma may set the clause off.
    const pronoun = /^(ones?|1)$/.test(before.at(-1)?.text ?? "") && before.at(-2)?.as === "name";
    const previous = before.at(pronoun ? -2 : -1);
    const relative = previous?.as === "name" || (text === "how" && previous?.as === "verb");
    return next === "about" || relative ? [] : [text];
  });
}

/**
 * "weld 1 or 2": a choice said in an order. Doing both is not what was said and picking one is a
 * guess, so the "or" is unexplained and the command is asked about.
 */
export function choicesInOrder(account: Account): string[] {
  // "no tomato or lettuce", "without 2 or 3": after a negation, "or" joins what is left out.
  const negated = (at: number) => {
    for (let back = at - 1; back >= 0 && account.used[back].as !== "order"; back--)
      if (/^(negation|exclusion)$/.test(account.used[back].as)) return true;
    return false;
  };
  // "can you make one or not?": the question's tag offers no choice.
  const tag = (at: number) => account.used[at + 1]?.text === "not";
  return account.used.flatMap(({ text, as }, at) =>
    as === "list" && text === "or" && !negated(at) && !tag(at) ? [text] : [],
  );
}

/**
 * Tools said that the steps do nothing with ("rack the camera and send it home" only going home),
 * or carry along in a move: an unshown tool was passed over, so it is unexplained and asked about.
 */
export function toolsNotShown(
  mentions: readonly Mention[],
  steps: readonly SequenceStep[],
  snapshot: GraphSnapshot,
  account: Account,
): string[] {
  const shown = toolShown(steps, snapshot);
  // "bring the camera back to 2": a tool that is what a move verb moves goes along with the robot.
  const carried = (index: number) =>
    mentions[index - 1]?.kind === "move" && steps.some((s) => s.action === "move");
  // "carry the camera and check 2": a tool said as a clause of its own, with no verb read for it,
  // was said for something the steps may not show (held, carried along): asked about.
  const clauseStart = (index: number) => index === 0 || /^(and|sequence)$/.test(mentions[index - 1].kind);
  const joins = (mention?: Mention) =>
    mention?.kind === "sequence" || (mention?.kind === "and" && !mention.comma);
  const verb = (mention?: Mention) =>
    (mention?.kind === "routine" && !mention.asNoun) ||
    /^(move|attach|release|go_home)$/.test(mention?.kind ?? "");
  const alone = (index: number) =>
    clauseStart(index) &&
    joins(mentions[index + 1]) &&
    verb(mentions[index + 2]) &&
    !splitRoutineName(account, snapshot);
  return mentions.flatMap((mention, index) =>
    mention.kind === "tool" && ((!shown(mention.name) && !carried(index)) || alone(index))
      ? [toolWord(mention.name)]
      : [],
  );
}

/**
 * "do a camera and spection at 2": a routine's own name ("camera inspection") heard with an "and"
 * inside it, the tool then being no clause of its own.
 */
function splitRoutineName(account: Account, snapshot: GraphSnapshot): boolean {
  const names = new Set([...snapshot.routines.values()].flatMap((routine) => routine.words));
  return account.used.some(
    ({ text, as }, index, used) =>
      as === "name" && used[index + 1]?.text === "and" && names.has(`${text} ${used[index + 2]?.text}`),
  );
}

/**
 * Tools said as left out ("inspect 2 but without the camera", "weld 1, no welder") that the steps
 * use all the same: the order contradicts itself, so the tool is unexplained and asked about.
 */
export function excludedToolsUsed(
  mentions: readonly Mention[],
  steps: readonly SequenceStep[],
  snapshot: GraphSnapshot,
): string[] {
  const shown = toolShown(steps, snapshot);
  return mentions.flatMap((mention, index) =>
    mention.kind === "tool" && mentions[index - 1]?.kind === "exclude" && shown(mention.name)
      ? [`without ${toolWord(mention.name)}`]
      : [],
  );
}

/**
 * A kind of place said ("the safe position for the welder stand", "safe one") that no place the
 * steps move to is of ("go to the welder stand uh the safe position for the welder stand" going to
 * the stand itself): the word was read past, so it is unexplained and asked about.
 */
export function placeKindsNotShown(
  mentions: readonly Mention[],
  steps: readonly SequenceStep[],
  snapshot: GraphSnapshot,
): string[] {
  const places = steps.flatMap((step) => ("position" in step && step.position ? [step.position] : []));
  // (the name says it too: "Safe_Pos_1")
  const isOfKind = (place: string, kind: string) =>
    placeSaysKind(snapshot, place, kind) ||
    ` ${place.toLowerCase().replace(/_/g, " ")} `.includes(` ${kind} `);
  return mentions.flatMap((mention, index) =>
    mention.kind === "position_noun" &&
    mentions[index - 1]?.kind !== "exclude" &&
    mention.prefix !== "" &&
    places.length > 0 &&
    !places.some((place) => isOfKind(place, mention.prefix))
      ? [mention.prefix]
      : [],
  );
}

const toolWord = (name: string) => name.toLowerCase().replace(/_/g, " ");

/**
 * Whether the steps show a tool: it is put away or swapped (any tool change), the tool of a
 * routine done, stored where the robot moves or next to it (its stand's safe position).
 */
function toolShown(steps: readonly SequenceStep[], snapshot: GraphSnapshot) {
  return (tool: string) => {
    const stand = snapshot.toolLocations.get(tool);
    const byStand = (position: string) =>
      stand !== undefined && (position === stand || snapshot.moveGraph.areNeighbors(position, stand));
    return steps.some(
      (step) =>
        putsAway(step) ||
        step.action === "attach_tool" ||
        (step.action === "routine" && snapshot.routines.get(step.routine)?.required_tool === tool) ||
        (step.action === "move" && byStand(step.position)),
    );
  };
}

/** A step that puts the held tool away. */
const putsAway = (step: SequenceStep) =>
  step.action === "release_tool" || step.action === "release_tool_and_home";

const DESTINATION = new Set(["to", "on", "onto", "in", "into"]);
const POSSESSIVE = new Set(["its", "his", "her", "their"]);

/**
 * A tool's storage said as where something goes ("take the welder back to its stand", "welder put
 * on its place") is shown only by putting a tool away: an order that attaches one instead does
 * the opposite of what was said, so the storage word is unexplained and asked about. Storage is a
 * cell's tool noun ("stand", "rack") or a place said with a possessive ("its place").
 */
export function storageNotShown(
  account: Account,
  steps: readonly SequenceStep[],
  snapshot: GraphSnapshot,
): string[] {
  if (steps.some(putsAway) || !steps.some((step) => step.action === "attach_tool")) return [];
  const toolNouns = new Set(snapshot.data.vocabulary.tool_nouns ?? []);
  return account.used.flatMap(({ text, as }, index, used) => {
    if (as !== "name") return [];
    let at = index - 1;
    let possessive = false;
    while (at >= 0 && (used[at].text === "the" || POSSESSIVE.has(used[at].text)))
      possessive ||= POSSESSIVE.has(used[at--].text);
    const storage = toolNouns.has(text) || possessive;
    return storage && at >= 0 && DESTINATION.has(used[at].text) ? [text] : [];
  });
}
