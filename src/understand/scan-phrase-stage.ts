import { fillersThenLongerPhrase, toolWithoutVerb } from "./scan-neighbours.js";
import { VERB_KINDS, type Mention } from "./mention.js";
import { particleVerbOf, toMention } from "./lexicon-phrases.js";
import { readPositionNoun } from "./position-references.js";
import { isParticipleOfObject, isRoutineModifier, toolOfModifier } from "./routine-modifier.js";
import { instrumentAt, toolAt } from "./check-with-tool.js";
import { VERB_PARTICLES } from "./grammar-words.js";
import { isVerb, type Reading, type Scan } from "./scan-stage.js";

/*
 * The mention scan's stage for the cell's own words (cell-lexicon.ts): its verbs, tools, places
 * and routines, the longest phrase first, with the constructions that decide how a phrase is
 * meant where it stands: a tool's particle with no verb ("cam on"), a routine as a purpose
 * ("for welding"), a routine naming its tool or places ("the weld stand", "both weld spots").
 */
export function readCellPhrase(scan: Scan, i: number): Reading | undefined {
  const { tokens, lexicon, mentions, phraseAt } = scan;
  const token = tokens[i];
  // "cam on", "tool off", "welder back": a tool and a particle with no verb: the cell's one
  // tool verb ending in that particle ("put on", "take off", "put back").
  const particleVerb =
    VERB_PARTICLES.has(token) &&
    scan.lastEnd === i &&
    toolWithoutVerb(mentions) &&
    particleVerbOf(token, lexicon);
  if (particleVerb) return { mention: { kind: particleVerb }, next: i + 1 };
  const phrase = phraseAt(i);
  // "we're done for the day": a longer phrase of the cell starting inside this one, after
  // fillers only ("we are"), is the reading; the fillers stay fillers.
  const inside = phrase ? fillersThenLongerPhrase(tokens, i, phrase.length, lexicon) : 0;
  if (inside > 0) return { next: i + inside };
  // "to p2 pls": a command opening with "to" and a place is a move there (said before its
  // verb, "to position 2 go", the "to" is the verb's).
  // (also a place said by a phrase of the cell: "over to the welder stand").
  const placeAt = (at: number) =>
    scan.placeAt(at, false) ??
    (phraseAt(at)?.entries.every((entry) => entry.kind === "position") && {
      next: at + phraseAt(at)!.length,
    });
  const opensWithTo =
    token === "to" && mentions.length === 0 && placeAt(tokens[i + 1] === "the" ? i + 2 : i + 1);
  const verbAfter = opensWithTo && phraseAt(opensWithTo.next)?.entries.some((entry) => entry.kind === "move");
  if (opensWithTo && !verbAfter) return { mention: { kind: "move", back: false }, next: i + 1 };
  if (!phrase) return undefined;
  // "the approach position of 1": a group's prefix and noun, longer than the verb "approach".
  const prefixed = readPositionNoun(tokens, i, lexicon);
  if (prefixed && prefixed.next - i > phrase.length)
    return { mention: { kind: "position_noun", prefix: prefixed.prefix }, next: prefixed.next };
  const instrument = instrumentAt(tokens, i, lexicon);
  if (instrument && instrument.length < phrase.length) {
    // With no place of its own after the tool ("inspect with the camera position"), which
    // was meant is asked.
    const place = scan.placeAt(i + instrument.length, false)?.mention;
    if (place?.kind === "positions" && place.names.length > 0)
      return { mention: { kind: "tool", name: instrument.name }, next: i + instrument.length };
    return { mention: { kind: "unknown_word", word: phrase.key }, next: i + phrase.length };
  }
  const next = i + phrase.length;
  const mention = toMention(phrase.entries, phrase.key, tokens.slice(Math.max(0, i - 3), i), mentions);
  if (mention.kind === "routine" && tokens[i - 1] === "for") {
    const purpose = readPurpose(scan, i, next, mention.name);
    if (purpose === "unserved") return { mention: { kind: "unknown_word", word: phrase.key }, next };
    if (purpose) mention.asNoun = true;
  }
  if (instrument && mention.kind === "tool") mention.instrument = true;
  const previous = mentions.at(-1);
  const toolNamed =
    mention.kind === "routine" &&
    toolOfModifier(
      tokens,
      i,
      { name: mention.name, length: phrase.length },
      lexicon,
      previous !== undefined && isVerb(previous),
    );
  if (toolNamed) return { mention: { kind: "tool", name: toolNamed }, next };
  // "both weld spots": the places that support the routine (routine-modifier.ts).
  if (mention.kind === "routine" && isRoutineModifier(tokens, i, lexicon, phraseAt))
    Object.assign(mention, { asNoun: true, placesOf: true });
  else if (mention.kind === "routine" && isParticipleOfObject(tokens, scan.participles, next, lexicon))
    mention.asNoun = true;
  // A verb read only from typo-corrected words ("story" → "store") is a guess.
  const guessedVerb =
    VERB_KINDS.has(mention.kind) && phrase.key.split(" ").every((word) => scan.correctedWords.has(word));
  return { mention, next, ...(guessedVerb && { guessedVerb }) };
}

/**
 * "mount the torch for welding", "for inspection take camera": a routine after "for", beside a
 * tool, is the purpose (true); a purpose the tool named does not serve ("mount the torch for
 * inspection") is asked about ("unserved"); elsewhere it is the routine itself (false).
 */
function readPurpose(scan: Scan, i: number, end: number, routine: string): boolean | "unserved" {
  const { tokens, lexicon, mentions } = scan;
  let after = end;
  while (tokens[after] === ",") after++;
  const attach = scan.phraseAt(after);
  const attachNext = attach?.entries[0].kind === "attach";
  // "attach the camera, I need it for pictures": "it" is the tool just named.
  const toolBefore = [...mentions]
    .reverse()
    .find((earlier): earlier is Extract<Mention, { kind: "tool" }> => earlier.kind === "tool");
  const beside =
    ["tool", "tool_noun", "attach"].includes(mentions.at(-1)?.kind ?? "") ||
    attachNext ||
    (mentions.at(-1)?.kind === "pronoun" && toolBefore !== undefined);
  if (!beside) return false;
  const needs = lexicon.toolOfRoutine.get(routine);
  const object = after + (attach?.length ?? 0);
  const tool = attachNext
    ? toolAt(tokens, tokens[object] === "the" ? object + 1 : object, lexicon)
    : toolBefore?.name;
  return tool && needs && needs !== tool ? "unserved" : true;
}
