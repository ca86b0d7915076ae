import { VERB_KINDS, type Mention, type Relative } from "./mention.js";
import { MAX_REPEATS } from "./repetition-count.js";

/**
 * Frames: the mentions of a command grouped into verbs with the objects that go with them
 * ("weld and inspect pos 1" is one frame with two verbs; "weld pos 1 then inspect pos 2" two).
 */
export type Verb =
  | { kind: "routine"; name: string }
  | { kind: "move"; back: boolean }
  | { kind: "attach" }
  | { kind: "release" }
  | { kind: "release_or_move" }
  | { kind: "release_and_home" };

export interface Frame {
  verbs: Verb[];
  positions: string[];
  unknown: string[];
  bare: boolean;
  all: boolean;
  /** How many places were counted ("the two positions"), when said. */
  allCount?: number;
  allPrefix?: string;
  /** "both weld spots": the places meant are those where this routine is supported. */
  placesOf?: string;
  /** "both", "them", "those two": the places named earlier in the sentence, if their number fits. */
  allReference?: boolean;
  /** "all"/"every" was said: a reference that finds no list means every place ("all of them"). */
  allWord?: boolean;
  excluded: string[];
  tools: string[];
  toolNoun: boolean;
  pronoun: boolean;
  /** "return it": the pronoun is what the verb gives back, the thing held, not a place. */
  heldThing?: boolean;
  /** "inspect it and position 3": the reference is listed with the places after it. */
  pronounListed?: boolean;
  nounPrefix?: string;
  /** An object was named after the frame's first verb ("weld pos 1"), not only before it ("at pos 1 weld"). */
  objectAfterVerb: boolean;
  /** An exclusion word with nothing after it to exclude ("inspect all positions except"). */
  exclusionOpen?: boolean;
  /** "don't weld position 3": what this frame names must NOT be done. */
  negated: boolean;
  /** "don't weld 1 and home": places joined by "and" to a negated clause, no verb of their own. */
  afterNegation?: boolean;
  /** "the other position": the remaining place for this verb. */
  other: boolean;
  /** "the safe spot above position 1": where the place meant lies from the one named. */
  relation?: string;
  /** Places to pass on the way ("… via safe position 2"). */
  via: string[];
  /** Words nobody knows, in this frame ("attach the hammer"), to name them in a question. */
  unknownWords: string[];
  /** Unknown words before the frame's first verb ("paint position 1": a routine the cell lacks). */
  leadingUnknown: string[];
  /** "do the same for position 2": every verb said so far, at this frame's places. */
  repeat?: boolean;
  /** "the one you welded", "the ones that can be welded": the places narrowed by a relative clause. */
  relative?: Relative;
  /** Opened after "then" or a sentence end, not after "and": where a run of joined clauses starts. */
  afterSequence?: boolean;
  /** How this clause is ordered against its neighbours ("but first", "before", "after"). */
  order?: "first" | "before" | "after" | "last";
  /** "in reverse order": this clause's places the other way round. */
  reversed?: boolean;
  /** Tools said as what to do it with ("with the camera"): the routine must need them. */
  instruments?: string[];
  /** "twice", "3 times", "x2": how often this clause's steps are done (repetition-count.ts). */
  repeatCount?: number;
  /** "just 1", "2 only": the places said are the only ones meant. */
  only?: boolean;
  /** "again", "once more": with nothing else in the clause, the clause before is done once more. */
  again?: boolean;
}

export const newFrame = (): Frame => ({
  verbs: [],
  positions: [],
  unknown: [],
  bare: false,
  all: false,
  excluded: [],
  tools: [],
  toolNoun: false,
  pronoun: false,
  objectAfterVerb: false,
  negated: false,
  other: false,
  via: [],
  unknownWords: [],
  leadingUnknown: [],
});

export function hasObject(frame: Frame): boolean {
  return (
    frame.positions.length > 0 ||
    frame.unknown.length > 0 ||
    frame.all ||
    frame.tools.length > 0 ||
    frame.toolNoun ||
    frame.pronoun ||
    frame.excluded.length > 0 ||
    frame.via.length > 0 ||
    frame.other ||
    frame.nounPrefix !== undefined
  );
}

const OBJECT_KINDS = new Set<Mention["kind"]>([
  "positions",
  "other_position",
  "position_noun",
  "all",
  "tool",
  "tool_noun",
  "pronoun",
]);

const VERB_MENTIONS = new Set<Mention["kind"]>([...VERB_KINDS, "exclude"]);

export const isPlaceVerb = (verb: Verb) => verb.kind === "routine" || verb.kind === "move";

/** Groups mentions into frames: verbs with the objects that follow them. */
export function toFrames(mentions: Mention[]): Frame[] {
  const frames: Frame[] = [];
  let frame = newFrame();
  let excluding = false;
  const close = () => {
    // A count with nothing else in its clause is kept, so that it is asked about, never lost.
    if (frame.verbs.length > 0 || hasObject(frame) || frame.repeat || frame.repeatCount || frame.again)
      frames.push(frame);
    // A trailing "first" ("…, but weld position 2 first") orders the clause it ends.
    else if ((frame.order === "first" || frame.order === "last") && frames.length > 0)
      frames[frames.length - 1].order ??= frame.order;
    frame = newFrame();
    excluding = false;
    butFrom = undefined;
    objectsBefore = afterAnd = undefined;
  };
  let negateNext = false;
  let viaNext = false;
  // Objects said after "and" by a speaker who puts objects before verbs ("camera take and
  // position three inspect"): how many places and tools the frame had at that "and".
  let objectsBefore: { positions: number; tools: number } | undefined;
  // "weld 2 and 1 inspected", "weld 2, and I want 3 inspected": places after "and" with a verb
  // after them that nothing follows are that verb's, not more places of the verb before.
  let afterAnd: { positions: number; tools: number } | undefined;
  let standsAlone = false;
  // Where the places after a bare "but" start in `frame.excluded` ("…, but do position 2 first").
  let butFrom: number | undefined;
  let previous: Mention | undefined;
  let beforePrevious: Mention | undefined;
  const addVerb = (verb: Verb) => {
    excluding = false;
    // "inspect 1 but weld 2": a "but" followed by a verb joined clauses; it excluded nothing.
    frame.exclusionOpen = false;
    const compatible = frame.verbs.every((existing) => isPlaceVerb(existing) && isPlaceVerb(verb));
    const negated = negateNext;
    negateNext = false;
    // "weld 1, then position 2, and go home": places with no verb after a clause that had one,
    // then "and" and a verb, are a clause of their own (the verb before carries over to them).
    const elliptic =
      frame.verbs.length === 0 &&
      frame.tools.length === 0 &&
      frame.positions.length > 0 &&
      previous?.kind === "and" &&
      frames.some((earlier) => earlier.verbs.some(isPlaceVerb));
    if (elliptic) close();
    if (negated !== frame.negated && (frame.verbs.length > 0 || hasObject(frame))) close();
    // "go to the kitchen and weld 1": an unknown place after a move keeps its own frame (asked about).
    const unknownPlace =
      frame.verbs.some((existing) => existing.kind === "move") &&
      frame.unknownWords.length > frame.leadingUnknown.length;
    // "weld and go home": a move said after a routine is a clause of its own ("go and weld 1" is one).
    const moveAfterRoutine =
      verb.kind === "move" && frame.verbs.some((existing) => existing.kind === "routine");
    const before =
      objectsBefore ??
      (standsAlone &&
      previous?.kind === "positions" &&
      afterAnd &&
      frame.positions.length > afterAnd.positions
        ? afterAnd
        : undefined);
    if (
      frame.verbs.length > 0 &&
      ((hasObject(frame) && frame.objectAfterVerb) || !compatible || unknownPlace || moveAfterRoutine)
    ) {
      const positions = before ? frame.positions.splice(before.positions) : [];
      const tools = before ? frame.tools.splice(before.tools) : [];
      close();
      // …they are the objects of the verb after them.
      frame.positions.push(...positions);
      frame.tools.push(...tools);
    }
    frame.negated = negated;
    // "head back to the home position": one move, however many words said it.
    const move = verb.kind === "move" && frame.verbs.find((existing) => existing.kind === "move");
    if (move && move.kind === "move") move.back ||= verb.back;
    else if (!frame.verbs.some((existing) => JSON.stringify(existing) === JSON.stringify(verb)))
      frame.verbs.push(verb);
  };
  for (const [at, mention] of mentions.entries()) {
    standsAlone =
      !mentions.slice(at + 1).some((next) => OBJECT_KINDS.has(next.kind)) ||
      ["and", "sequence", "order"].includes(mentions[at + 1]?.kind ?? "and");
    // "don't weld position 3, just 1 and 2": more places after a negated frame's own are a new frame.
    if (frame.negated && mention.kind === "positions" && frame.positions.length > 0) {
      const joined = previous?.kind === "and" && !previous.comma;
      close();
      frame.afterNegation = joined;
    }
    if (frame.verbs.length > 0 && OBJECT_KINDS.has(mention.kind)) frame.objectAfterVerb = true;
    // A place noun alone names no place ("except position …" with its number unread): still open.
    if (excluding && OBJECT_KINDS.has(mention.kind) && mention.kind !== "position_noun")
      frame.exclusionOpen = false;
    if (negateNext && !VERB_MENTIONS.has(mention.kind)) {
      // "inspect all positions, not 2": a "not" before a place excludes it.
      negateNext = false;
      excluding = true;
    }
    switch (mention.kind) {
      case "sequence":
        close();
        frame.afterSequence = true;
        viaNext = false;
        break;
      case "order":
        // "in reverse order" turns the clause it is said in round (the one before, said after a comma).
        if (mention.relation === "reverse") {
          if (frame.verbs.length > 0 || hasObject(frame) || frames.length === 0) frame.reversed = true;
          else frames[frames.length - 1].reversed = true;
          break;
        }
        // "position 1 weld first, position 2 inspect after": an order word ending a whole clause
        // orders that clause ("after" a clause before it: the order said is the order done).
        const ended = mention.ends && frame.verbs.length > 0 && hasObject(frame);
        if (ended && !(butFrom !== undefined && frame.excluded.length > butFrom)) {
          if (mention.relation === "first" || mention.relation === "last") frame.order ??= mention.relation;
          if (mention.relation !== "after" || frames.length > 0) {
            close();
            viaNext = false;
            break;
          }
        }
        if (mention.relation === "first" && butFrom !== undefined && frame.excluded.length > butFrom) {
          // "inspect all three, but do position 2 first": the "but" ordered those places, it did
          // not leave them out; they are a clause of their own, done first.
          const first = frame.excluded.splice(butFrom);
          close();
          frame.positions.push(...first);
        } else close();
        viaNext = false;
        frame.order = mention.relation;
        break;
      case "via":
        viaNext = true;
        break;
      case "times":
        if (mention.more) frame.again = true;
        // "weld 1, and one more time": set off after the clause's own steps, it is said twice.
        if (mention.more && previous?.kind === "and" && frame.verbs.length > 0 && hasObject(frame))
          frame.repeatCount = frame.repeatCount === undefined ? 2 : Number.NaN;
        if (mention.count > 1 && !mention.unmet && mention.count <= MAX_REPEATS)
          // Two counts in one clause ("twice, three times") say no one count: asked.
          frame.repeatCount = frame.repeatCount === undefined ? mention.count : Number.NaN;
        break;
      case "relation":
        frame.relation = mention.phrase;
        break;
      case "repeat":
        // "then do position 2 the same way": the places said just before, with no verb, are its.
        if (frame.verbs.length > 0 || !hasObject(frame)) close();
        frame.repeat = true;
        break;
      case "other_position":
        if (!excluding) frame.other = true;
        break;
      case "unknown_word":
        frame.unknownWords.push(mention.word);
        if (frame.verbs.length === 0) frame.leadingUnknown.push(mention.word);
        break;
      case "routine":
        if (!mention.asNoun) addVerb({ kind: "routine", name: mention.name });
        else if (mention.placesOf) frame.placesOf = mention.name;
        break;
      case "move":
        addVerb({ kind: "move", back: mention.back });
        break;
      case "attach":
      case "release":
      case "release_or_move":
      case "release_and_home":
        addVerb({ kind: mention.kind });
        break;
      case "go_home":
        addVerb({ kind: "move", back: false });
        frame.positions.push(mention.position);
        break;
      case "back": {
        // "bring (the camera) back": the move said, with a tool at most, is a move back.
        const move = frame.positions.length === 0 && frame.verbs.find((verb) => verb.kind === "move");
        if (move) move.back = true;
        else if (frame.verbs.length === 0 || hasObject(frame)) addVerb({ kind: "move", back: true });
        break;
      }
      case "positions":
        if (viaNext && !excluding) {
          frame.via.push(...mention.names);
          frame.unknown.push(...mention.unknown);
          viaNext = false;
        } else if (excluding) {
          // "all except position 4": a place left out that the cell has not is asked about, not dropped.
          frame.excluded.push(...mention.names);
          frame.unknown.push(...mention.unknown);
        } else {
          if (previous?.kind === "and" && beforePrevious?.kind === "pronoun") frame.pronounListed = true;
          // "both one and two": the "both" opened this list; it refers to nothing before it.
          if (previous?.kind === "all" && previous.reference && previous.count === 2)
            [frame.all, frame.allReference, frame.allCount] = [false, undefined, undefined];
          // "the both positions, one and two": the list says which (scan-mentions.ts asks when it does not fit).
          const count =
            previous?.kind === "and" && beforePrevious?.kind === "all" ? beforePrevious.count : undefined;
          if (count !== undefined && frame.positions.length === 0)
            [frame.all, frame.allReference, frame.allCount] = [false, undefined, undefined];
          // Repeats the operator asks for are kept ("1, 2 and 1 again"), immediate doubles are not.
          for (const name of mention.names) if (frame.positions.at(-1) !== name) frame.positions.push(name);
          frame.unknown.push(...mention.unknown);
          frame.bare ||= mention.bare;
          if (mention.only) frame.only = true;
        }
        break;
      case "position_noun":
        if (excluding) break;
        if (frame.all) frame.allPrefix = mention.prefix || (frame.allPrefix ?? "");
        else if (frame.positions.length === 0) frame.nounPrefix = mention.prefix;
        break;
      case "all":
        if (!excluding) frame.all = true;
        if (!excluding && mention.count !== undefined) frame.allCount = mention.count;
        if (!excluding && mention.reference) frame.allReference = true;
        if (!excluding && !mention.reference) frame.allWord = true;
        if (!excluding && mention.relative) frame.relative = mention.relative;
        // "the ones that can be welded" with no list before: every place where it can be done.
        if (!excluding && mention.relative?.kind === "capable") frame.allWord = true;
        break;
      case "relative":
        frame.relative = mention.relative;
        break;
      case "exclude":
        if (mention.ofPrevious && previous?.kind === "positions") {
          // "…, the third no": the places just named are left out, not done.
          const { names } = previous;
          frame.positions = frame.positions.filter((name) => !names.includes(name));
          frame.excluded.push(...names);
        } else if (mention.negation) negateNext = true;
        else {
          if (mention.but && !excluding) butFrom = frame.excluded.length;
          excluding = frame.exclusionOpen = true;
        }
        break;
      case "tool":
        frame.tools.push(mention.name);
        if (mention.instrument) frame.instruments = [...(frame.instruments ?? []), mention.name];
        break;
      case "tool_noun":
        frame.toolNoun = true;
        break;
      case "pronoun":
        if (!excluding) frame.pronoun = true;
        if (mention.held) frame.heldThing = true;
        break;
      case "and":
        if (frame.verbs.length > 0 && hasObject(frame) && !frame.objectAfterVerb)
          objectsBefore = { positions: frame.positions.length, tools: frame.tools.length };
        if (frame.verbs.length > 0 && hasObject(frame))
          afterAnd = { positions: frame.positions.length, tools: frame.tools.length };
        break;
      default:
        break;
    }
    [beforePrevious, previous] = [previous, mention];
  }
  close();
  return frames;
}
