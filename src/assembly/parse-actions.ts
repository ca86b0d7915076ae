import { wordSet } from "../understand/word-set.js";
import type { AssemblyInstruction } from "../contracts/assembly.js";
import {
  askClause,
  clauseDone as done,
  step,
  type ClauseResult,
  type InterpretContext,
} from "./interpret-context.js";
import { tagOf, type Span } from "./lexicon.js";
import { KEPT_AS_IT_IS } from "./words.js";
import { retractionIn } from "./retraction.js";

/**
 * The single-action clauses: recovery ("put it back", "undo", "start over", "take the tomato
 * off"), speed changes, picking up, putting the held tile down and transfers (going home and
 * waiting are `parse-home-and-wait.ts`). Each returns null when the clause is not of its kind.
 */

const itemIn = (spans: Span[]) =>
  spans.map((span) => tagOf(span, "item")?.item).filter((item): item is string => Boolean(item));
const zoneIn = (spans: Span[]) =>
  spans.map((span) => tagOf(span, "zone")?.zone).find((zone): zone is string => Boolean(zone));
/** "to the left" is tagged as a direction; its last word names the zone. */
function zoneByLastWord(spans: Span[], context: InterpretContext): string | undefined {
  for (const span of spans) {
    const tag = context.lexicon.phrases
      .get(span.text.split(" ").at(-1) ?? "")
      ?.find((entry) => entry.kind === "zone");
    if (tag?.kind === "zone") return tag.zone;
  }
  return undefined;
}

/**
 * "I've changed my mind", "he changed his mind", "change of plans", "we're redoing that one": why
 * a recovery is wanted, whoever says it of whom — what is wrong, not what to do instead.
 */
const CHANGE_OF_MIND =
  /\b((i|ive|i have|we|weve|he|hes|she|shes|they|theyve|customer|guest|client) )?(changed|change|changing) (my|our|his|her|their|your) minds?( about (it|that|this|them|(that|this|the) (piece|tile|one|slice|layer)))?\b|\bchange of plans?\b|\b(were|we are|im|i am|well|we will|ill|i will) (be )?(redoing|remaking|redo|remake|starting) (it|that|this|them|(that|this) one|over|again)\b/;

/** Starting over: the assembly cleared and the arm home (after an order of the same command, taking it back). */
export const CANCEL =
  /\b(start (over( from scratch| afresh)?|again|from scratch|afresh)|(?:cancel|never ?mind|nevermind)(?! (?:the|a|an|my|this|that) (?!order\b|whole\b)\w)( that| it| everything| the order)?|scrap (that|it|this|everything|the whole thing)|forget (it|that|this|about it)|scratch (that|it|this|everything)|abort|reset( everything| the cell)?|clear (it )?all|throw it (all )?away|begin again|redo from scratch)\b/g;

/** "stop, start over", "no no stop put it back": the arm halted first, the recovery's interjection. */
const HALT = /^(no |oh )*(stop|wait|hold on|hang on)\b/;

export function parseRecovery(
  text: string,
  spans: Span[],
  context: InterpretContext,
  holding: string | null,
): ClauseResult | null {
  const result = readRecovery(text, spans, context, holding);
  // "I changed my mind, start over", "put that back, wrong ticket": the reason of the recovery said with it.
  const reason = CHANGE_OF_MIND.exec(text) ?? retractionIn(text) ?? HALT.exec(text);
  return result && reason ? { ...result, talk: reason[0].split(" ") } : result;
}

function readRecovery(
  text: string,
  spans: Span[],
  context: InterpretContext,
  holding: string | null,
): ClauseResult | null {
  const { scene } = context;
  const cancel = [...text.matchAll(CANCEL)].flatMap((said) => said[0].split(" ")); // every one said
  if (cancel.length > 0)
    return {
      ...done([step("clear_assembly"), step("go_home")], "clear the assembly and go home", 0.92, null),
      read: cancel,
      cancels: true,
    };
  if (
    /\b(put|place|set|bring|drop|send|give) (it|that|this|them|these|those|(the|that|this|these|those) (?!speed|pace)\w+( \w+)?) back\b|\b(put|place|bring|send|give) back( (it|that|this|them|(the|that|this|these|those) \w+( \w+)?))?( back)?( ,|$)|\btake back (it|that|this|them|the \w+)$|\breturn (it|that|this|them|the \w+)\b|^(undo|undo (that|it|this|the last (step|one|layer|move))|go back a step|take that back)$|\bback (in|to) (its|the) (slot|stack|place|supply)\b/.test(
      text,
    )
  ) {
    const named = itemIn(spans)[0];
    // Said of a product ("a veggie, return the meat") or of a tile not held ("pick up the cheese,
    // put the meat back"), it is not the held tile going back.
    const ofProduct = spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product"));
    if (ofProduct || (named && holding && holding !== named))
      return askClause(`What should go back${holding ? ` (I hold the ${holding})` : ""}?`, "put it back");
    if (named && holding !== named && (scene.stacks[scene.active_zone] ?? []).includes(named))
      return takeOff(named, context);
    return done(
      [step("return_to_stack")],
      holding ? `put the ${holding} back` : "put the held tile back (nothing is held, so nothing moves)",
      0.93,
      null,
    );
  }
  const items = itemIn(spans);
  const takeOffWords =
    /\b(take|pull|lift|get) (the |that |this )?(\w+ )?(off|out|away)\b|\btake off\b|\bremove\b|\bget rid of\b|\bpull off\b/;
  // "a club, remove the tomato": said with a product, it edits that product (the build's) — but
  // "take the meat out of the club" with a stack on the table takes it off that stack.
  const onStack =
    /^take off the \w+ on the \w+( \w+)?$/.test(text) && scene.stacks[scene.active_zone]?.length;
  const product = !onStack && spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product"));
  const takingOff = takeOffWords.exec(text);
  if (takingOff && items.length > 0 && !product)
    return { ...takeOff(items[0], context), read: takingOff[0].split(" ") };
  if (/\b(take|remove|pull) (off )?the (top|last) (layer|one|tile|slice)\b|\bremove the top\b/.test(text)) {
    const stack = scene.stacks[scene.active_zone] ?? [];
    if (stack.length === 0)
      return askClause(`There is nothing on ${scene.active_zone} to take off.`, "take the top layer off");
    return takeOff(stack[stack.length - 1], context);
  }
  const clearing =
    /\b(clear|empty|clean( up)?|tidy( up)?|scrap|dismantle|unstack|take apart|break down|remove (all|everything)|take (away|off|down) (all|everything)|take (all|everything) (away|off|down))\b/.exec(
      text,
    );
  if (
    clearing &&
    // "leave the middle empty", "keep the left clear": a zone kept as it is, not one cleared.
    !KEPT_AS_IT_IS.test(text) &&
    // What is cleared: a sandwich, a zone of the cell ("clear the middle"), or the workspace.
    (spans.some((span) => tagOf(span, "product") || tagOf(span, "zone")) ||
      /\b(assembly|stack|stacks|zone|zones|fixture|table|everything|area|it|all|left|right|cent(er|re)|sides?|workspace)\b/.test(
        text,
      ))
  ) {
    const zone = zoneIn(spans);
    const sequence: AssemblyInstruction[] = [];
    // "clear everything", "empty all the stacks" — unless one zone is named ("clear everything on the left").
    if (
      !zone &&
      /\b(all|every|each|everything|both)\b/.test(text) &&
      /\b(stacks?|zones?|sides?|everything)\b/.test(text)
    ) {
      // "both sides" are the zones beside the default one, as in a build.
      const { zoneNames, defaultZone } = context.cell;
      const both = /\bboth\b/.test(text) && zoneNames.length === 3;
      for (const name of zoneNames.filter((name) => !both || name !== defaultZone))
        sequence.push(step("set_active_zone", { zone: name }), step("clear_assembly"));
      return {
        ...done(sequence, both ? "clear both sides" : "clear every zone", 0.9),
        read: clearing[0].split(" "),
      };
    }
    if (zone && zone !== scene.active_zone) sequence.push(step("set_active_zone", { zone }));
    sequence.push(step("clear_assembly"));
    return { ...done(sequence, `clear ${zone ?? scene.active_zone}`, 0.93), read: clearing[0].split(" ") };
  }
  // Said with no recovery of its own: a mistake undoes the last thing ("oops, put it back" is read above).
  const retraction = retractionIn(text);
  if (retraction) {
    // It says something is wrong, not what: the held tile goes back, but built layers are only
    // cleared when the operator says so ("oops, wrong one" after a BLT must not undo the BLT).
    const built = scene.stacks[scene.active_zone] ?? [];
    const undo = holding
      ? done([step("return_to_stack")], `put the ${holding} back`, 0.85, null)
      : built.length > 0 || spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product"))
        ? askClause(
            built.length > 0
              ? `What was wrong? Say "take the ${built.at(-1)} off", "start over" to clear the ${built.length} layers on ${scene.active_zone}, or what to do instead.`
              : "What was wrong, and what should I make instead?",
            "a retraction",
          )
        : done(
            [step("clear_assembly")],
            "clear the assembly (nothing is built, so nothing moves)",
            0.8,
            null,
          );
    return { ...undo, retraction: true, talk: retraction[0].split(" ") };
  }
  // A change of mind alone says what is wrong, not what to do instead.
  if (CHANGE_OF_MIND.test(text))
    return {
      ...askClause(
        "What should I do instead: put the tile back, start over, or something else?",
        "a change of mind",
      ),
      retraction: true,
    };
  return null;
}

/** "take the tomato off": clear the stack and rebuild it without that layer (top first, nothing else moves off). */
function takeOff(item: string, context: InterpretContext): ClauseResult {
  const { scene } = context;
  const stack = scene.stacks[scene.active_zone] ?? [];
  const at = stack.lastIndexOf(item);
  const holds = stack.length ? ` (it holds ${stack.join(", ")})` : " — it is empty";
  const where = `${scene.active_zone} to take off${holds}`;
  if (at < 0) return askClause(`There is no ${item} on ${where}.`, `take the ${item} off`, [], 0.4);
  const rest = [...stack.slice(0, at), ...stack.slice(at + 1)];
  // Even when only the top layer changes, clear and rebuild is the one composite path that moves stack tiles.
  return done(
    [step("clear_assembly"), ...rest.map((layer) => step("add_layer", { item: layer }))],
    `take the ${item} off ${scene.active_zone}`,
    0.85,
  );
}

const SPEED_FILLER = wordSet(`
  go be more a bit little at speed pace it set the to switch change mode move work run do
  things slightly please your you can now much way too so very really real lot up down keep and from on
  make get this let lets shall we take time same back return reset use stay going put bring , first again
`);

const NORMAL = /^(normal|regular|usual|default|medium)$/;
const OF_WORK = /^(it|that|this|them|both|all|those)$/;
const STOP = /^stop$/;

/**
 * "for the next few builds", "for a while", "for the rest of the day": how long a speed holds. A
 * speed holds until changed anyway, so the span is talk beside a speed change (beside a build it
 * would ask for more than this command: it is not read there).
 */
const SPAN =
  / for (?:a while|now|today|the (?:day|rest of the day|next (?:few |couple of |\d+ )?(?:builds?|ones?|orders?|runs?|minutes?|hours?|while|\w+s)))$/;

export function parseSpeedOnly(said: Span[]): ClauseResult | null {
  const span =
    SPAN.exec(` ${said.map((part) => part.text).join(" ")}`)?.[0]
      .trim()
      .split(" ") ?? [];
  const spans = span.length > 0 ? said.slice(0, -spanCount(said, span.length)) : said;
  const words = spans.map((span) => span.text);
  // A speed word, or "normal" after a verb of going ("go normal", "back to regular") or beside "speed".
  const levels = spans.flatMap((span, at) => {
    const said = tagOf(span, "speed")?.level;
    if (said) return [said];
    const going =
      /^(go|be|run|move|work|to|at|speed|pace)$/.test(words[at - 1] ?? "") || words.includes("speed");
    return NORMAL.test(span.text) && (going || spans.length === 1) ? ["normal"] : [];
  });
  // "stop going fast, go normal": the speed a "stop" ends is gone; with no other, it is normal again.
  const stopped = STOP.test(words[0] ?? "") ? levels.slice(1) : levels;
  const level = stopped.at(-1) ?? (levels.length > 0 ? "normal" : undefined);
  if (!level) return null;
  // "slow down a bit", "go a little faster": a distance word only softens the change.
  if (
    !spans.every(
      (span, at) =>
        tagOf(span, "speed") ||
        tagOf(span, "distance") ||
        SPEED_FILLER.has(span.text) ||
        // "go gently with it", "easy on that", "slow on both": the pace of the work just named.
        (/^(with|on)$/.test(span.text) && OF_WORK.test(words[at + 1] ?? "")) ||
        (OF_WORK.test(span.text) && /^(with|on)$/.test(words[at - 1] ?? "")) ||
        (at === 0 && STOP.test(span.text)) ||
        NORMAL.test(span.text),
    )
  )
    return null;
  // Every word of the clause is the speed's (checked above).
  return {
    ...done([step("adjust_speed", { level })], `set the speed to ${level}`),
    talk: span,
    read: words.flatMap((word) => word.split(" ")),
  };
}

/** How many spans at the end hold the last `words` words. */
function spanCount(spans: Span[], words: number): number {
  let count = 0;
  for (let held = 0; held < words; count++) held += spans[spans.length - 1 - count].text.split(" ").length;
  return count;
}

export function parsePickUp(
  text: string,
  said: Span[],
  clipped: (word: string) => string | undefined = () => undefined,
): ClauseResult | null {
  if (!/\b(pick up|pick|grab|grasp|take|fetch|get|collect|retrieve|snag|lift)\b/.test(text)) return null;
  // "grab 1 tom": a clipped item word is the object of the pick, read as the item it starts.
  const reads = said.map((span) => (span.tags.length === 0 ? clipped(span.text) : undefined));
  const spans = said.map((span, at) =>
    reads[at] ? { ...span, tags: [{ kind: "item" as const, item: reads[at] }] } : span,
  );
  if (/\b(make|build|add|stack|put|place|on|onto|back)\b/.test(text) || zoneIn(spans)) return null;
  // "could I get a club with extra cheese": a product to get is an order; an item after "with" is no object.
  if (spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product") || tagOf(span, "learned")))
    return null;
  const withAt = spans.findIndex((span) => /^(with|without|w|no|minus)$/.test(span.text));
  if (withAt >= 0 && itemIn(spans.slice(0, withAt)).length === 0) return null;
  // "take a tomato from the tomato slot", "… from its slot": the slot is where it comes from, not a second item.
  const sourceAt = /\bfrom (the |its )?(\w+ )?(slot|bin|tray|supply)$/.test(text)
    ? spans.findIndex((span) => span.text === "from")
    : -1;
  const items = itemIn(sourceAt >= 0 ? spans.slice(0, sourceAt) : spans);
  const fromItem = sourceAt >= 0 ? itemIn(spans.slice(sourceAt))[0] : undefined;
  if (fromItem && items.length === 1 && fromItem !== items[0])
    return askClause(
      `Pick the ${items[0]} or the ${fromItem}? Each is in its own slot.`,
      "pick from another slot",
    );
  // The gripper holds one tile: "pick up two cheese" is not one pick.
  if (items.length === 1 && spans.some((span) => span.number !== undefined && span.number !== 1))
    return askClause(`I hold one ${items[0]} at a time. Shall I pick up one?`, "pick up more than one");
  if (items.length !== 1) {
    return items.length === 0 && /^(pick( it)? up|grab( it)?|pick|take|get|fetch)$/.test(text)
      ? askClause("Which item should I pick up?", "pick up without an item")
      : null;
  }
  const result = done([step("pick_up", { item: items[0] })], `pick up the ${items[0]}`, 0.95, items[0]);
  const heard = said.filter((_, at) => reads[at]).map((span) => span.text);
  if (heard.length === 0) return result;
  return {
    ...result,
    confidence: 0.84,
    names: heard,
    notes: heard.map((word) => `I read "${word}" as ${items[0]}`),
  };
}

/** "put it on the left", "put it down", "place it in the bread slot": the held tile. */
export function parsePlaceHeld(
  text: string,
  spans: Span[],
  context: InterpretContext,
  holding: string | null,
): ClauseResult | null {
  const carry = /\b(move|bring|take|carry|shift) (it|that|this) (to|onto|on|over|into)\b/.test(text);
  if (carry && !holding) return null; // "move it to the left" empty-handed is a relative move
  // "take the bread and put on middle": a put with no object after a pick is the held tile's.
  const objectless =
    holding !== null &&
    /^(put|place|set|lay|stack) (on|onto|in|into|at|to)\b/.test(text) &&
    !spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product") || tagOf(span, "learned"));
  if (
    !carry &&
    !objectless &&
    !/\b(put|place|set|drop|lay|stack|release) (it|that|this)\b|\b(put|set|place|lay) (it )?down\b|\blet (it )?go\b/.test(
      text,
    )
  )
    return null;
  const named = spans.filter(
    (span, index) => tagOf(span, "item") && !/^(slot|bin|tray|supply)$/.test(spans[index + 1]?.text ?? ""),
  );
  if (named.length > 0 || /\bback\b/.test(text)) return null;
  const slotItem = text.match(/\b(\w+) (slot|bin|tray|supply)\b/);
  if (!holding)
    return askClause("I am not holding anything. Which item should I place?", "place without holding");
  if (slotItem) {
    const item = itemIn(spans)[0] ?? context.cell.itemNames.find((name) => slotItem[1] === name);
    const slot = item ? context.cell.slotOf.get(item) : undefined;
    if (slot)
      return done([step("place_at", { location: slot })], `place the ${holding} at ${slot}`, 0.9, null);
  }
  // "carry it to the left and set it down there": "there" is the zone just named.
  const said = spans.filter((span) => !/\bthere$/.test(span.text));
  const zone = zoneIn(said) ?? zoneByLastWord(said, context) ?? zoneIn(spans) ?? context.scene.active_zone;
  const sequence: AssemblyInstruction[] = [];
  if (zone !== context.scene.active_zone) sequence.push(step("set_active_zone", { zone }));
  sequence.push(step("add_layer", { item: holding }));
  return done(sequence, `place the ${holding} on ${zone}`, 0.9, null);
}

/** "move the cheese to the bread slot": a transfer to a place that is not an assembly zone. */
export function parseTransfer(text: string, spans: Span[], context: InterpretContext): ClauseResult | null {
  const slot = text.match(/\b(?:to|into|in|onto) (?:the )?(\w+) (slot|bin|tray|supply)\b/);
  const toHome = /\b(?:to|at) (?:the )?home\b/.exec(text);
  if (!slot && !toHome) return null;
  const items = itemIn(spans);
  if (items.length === 0) return null;
  const item = items[0];
  const destinationItem = slot
    ? (items[1] ?? context.cell.itemNames.find((name) => name === slot[1]))
    : undefined;
  const destination = toHome
    ? context.cell.file.locations.home
    : destinationItem
      ? context.cell.slotOf.get(destinationItem)
      : undefined;
  if (!destination)
    return askClause(
      `Where exactly? The slots are ${[...context.cell.slotOf.values()].join(", ")}.`,
      "transfer to an unknown slot",
    );
  const read = toHome?.[0].split(" ");
  return {
    ...done([step("transfer", { item, destination })], `carry the ${item} to ${destination}`, 0.9, null),
    read,
  };
}

/** "switch to the left stack", "work on the right side": the zone the next layers go on. */
export function parseSetZone(text: string, spans: Span[], context: InterpretContext): ClauseResult | null {
  if (itemIn(spans).length > 0 || spans.some((span) => tagOf(span, "recipe") || tagOf(span, "product")))
    return null;
  // "move to right side 3 centimeter": a distance says a relative move, never a zone to work on.
  if (spans.some((span) => span.number !== undefined || tagOf(span, "distance"))) return null;
  const verb = /\b(switch|change|set|use|select|work|activate|go|move|focus|make)\b/.exec(text);
  if (!verb || !/\b(zone|stack|side|fixture|area|station|active)\b/.test(text)) return null;
  const zone = zoneIn(spans) ?? zoneByLastWord(spans, context);
  if (!zone) return null;
  return { ...done([step("set_active_zone", { zone })], `work on ${zone}`, 0.9), read: [verb[0]] };
}
