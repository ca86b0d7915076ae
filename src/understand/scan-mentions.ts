import { COMMAND_KINDS, graphJoinsName, graphWordKind, type CellLexicon } from "./cell-lexicon.js";
import { applySelfCorrections } from "./self-correction.js";
import type { AccountKind } from "../contracts/account.js";
import { accountKind } from "./scan-account.js";
import { HESITATIONS } from "./spoken-input.js";
import { instructingWords } from "./remark-sentences.js";
import { typeTokens, type TypedToken, type TypingOptions } from "./typed-tokens.js";
import { fillersThenLongerPhrase, relativeFits, toolWithoutVerb } from "./scan-neighbours.js";
import { VERB_KINDS, type Mention, type ScanResult } from "./mention.js";
import {
  longestLexiconPhrase,
  matchPhrase,
  particleVerbOf,
  routineWordEnds,
  toMention,
  withoutAnother,
} from "./lexicon-phrases.js";
import { readScopeWords } from "./scope-words.js";
import {
  isNoun,
  readPositionNoun,
  grammarTypes,
  readPositionReferences,
  samePlaceAgain,
  singularNoun,
} from "./position-references.js";
import { readOrdering } from "./ordering.js";
import { bareAfter } from "./bare-after.js";
import { readObjectPronouns } from "./object-pronouns.js";
import { readPostposedOrdinals } from "./postposed-ordinal.js";
import { countOf, isCount, readCountedRoutines, readRepetitionCount } from "./repetition-count.js";
import { isRoutineModifier, modifiedPlaceNoun, toolOfModifier } from "./routine-modifier.js";
import { isPostNegation } from "./post-negation.js";
import { readMisheardPlaceNouns, shortPlaceTypo } from "./misheard-place-noun.js";
import {
  dropRoutineInstruments,
  instrumentAt,
  readCheckWithTool,
  readUseTool,
  toolAt,
  usingAsWith,
} from "./check-with-tool.js";
import {
  dropLightVerbs,
  dropRepeatPrefix,
  dropLocativeParticiples,
  joinSplitParticles,
  readLeaveAlone,
  readArmNouns,
  readGoingTo,
  readOfGenitiveNames,
  readPossessivePlaces,
  readReturningVerbs,
  readToolPrepositions,
  splitRunTogether,
} from "./phrase-forms.js";
import {
  FILLER_WORDS,
  OTHER_WORDS,
  RELATION_PHRASES,
  VIA_PHRASES,
  SMALL_TALK,
  VERB_PARTICLES,
} from "./grammar-words.js";

const SUBJECTS = new Set(["it", "they", "he", "she"]);
const commandWord = (token: TypedToken) =>
  token.kind === "cell" && token.senses.some((sense) => COMMAND_KINDS.has(sense.kind));
/** A graph cell names no whole a "no" could leave a part out of: "weld 1, no 2" corrects. */
const NO_WHOLES: ReadonlySet<string> = new Set();
/** What may follow an order word that ends its clause. */
const ORDER_CLAUSE_ENDS = new Set([",", ".", ";", "and", "then"]);
const isVerb = (mention: Mention) => VERB_KINDS.has(mention.kind);

/** Reads tokens into mentions, using the cell lexicon and generic English grammar. */
export function scanMentions(
  inputTokens: string[],
  lexicon: CellLexicon,
  framesRead?: TypingOptions["framesRead"],
): ScanResult {
  const corrections: string[] = [];
  const correctedWords = new Set<string>();
  const correction = applySelfCorrections(
    inputTokens,
    graphWordKind(lexicon),
    graphJoinsName(lexicon),
    NO_WHOLES,
  );
  const typed = typeTokens(withoutAnother(correction.tokens, lexicon).join(" "), lexicon.words, {
    fillers: FILLER_WORDS,
    takesNumber: (word) => singularNoun(word, lexicon) !== null,
    endsVerb: (word) => routineWordEnds(lexicon).has(word),
    couldInstruct: instructingWords(lexicon.words),
    framesRead,
  }).tokens;
  const tokens: string[] = [];
  /** The words as said, beside `tokens` (a homophone read as a number keeps its "too"). */
  const said: string[] = [];
  // Words taken back by a self-correction are accounted for; an unclear correction is asked about.
  const hesitations: string[] = correction.unresolved ? [] : [...correction.takenBack];
  typed.forEach((token, index) => {
    let words = token.words;
    if (token.heard && token.kind === "number") words = [String(token.value)];
    // "paint position 1" is not "point position 1": two place nouns in a row are not meant.
    else if (
      token.heard &&
      singularNoun(token.text, lexicon) &&
      singularNoun(typed[index + 1]?.words[0], lexicon)
    )
      words = [token.heard.from];
    // "once it cools": after a subject, a word is its verb, never a noun of the cell heard from a slip ("tools").
    else if (token.heard && SUBJECTS.has(typed[index - 1]?.text ?? "") && !commandWord(token))
      words = [token.heard.from];
    else if (usingAsWith(typed, index)) words = ["with"];
    else if (token.heard) {
      corrections.push(`${token.heard.from}→${token.text}`);
      correctedWords.add(token.text);
    }
    // Hesitations and politeness frames ("if you don't mind") are taken out; they are fillers.
    // Hesitations, politeness frames and manner words ("take a quick look at") are taken out: the
    // graph cell has no manner, and a manner word would break the cell's phrase it stands in.
    const manner = token.kind === "grammar" && token.roles.length === 1 && token.roles[0] === "manner";
    if ((token.kind === "filler" && (HESITATIONS.has(token.text) || token.frame)) || manner)
      return void hesitations.push(token.text);
    tokens.push(...words);
    said.push(...(token.heard?.via === "homophone" ? [token.heard.from] : words));
  });
  hesitations.push(...dropRepeatPrefix(tokens, said, lexicon));
  splitRunTogether(tokens, said, lexicon, corrections);
  corrections.push(...readMisheardPlaceNouns(tokens, lexicon));
  readArmNouns(tokens, said, lexicon);
  joinSplitParticles(tokens, said, lexicon);
  readReturningVerbs(tokens, said, lexicon);
  readObjectPronouns(tokens, lexicon);
  readPostposedOrdinals(tokens, lexicon);
  readPossessivePlaces(tokens, lexicon);
  readOfGenitiveNames(tokens, said, lexicon);
  readGoingTo(tokens, lexicon);
  readLeaveAlone(tokens, said);
  hesitations.push(
    ...dropLocativeParticiples(tokens, said, lexicon),
    ...dropLightVerbs(tokens, said, lexicon),
  );
  readToolPrepositions(tokens, lexicon);
  corrections.push(...readCheckWithTool(tokens, lexicon), ...readUseTool(tokens, lexicon));
  hesitations.push(...dropRoutineInstruments(tokens, said, lexicon));
  const types = grammarTypes(tokens);
  const readPositionReference = readPositionReferences(tokens, lexicon, types);
  // ", after go home" is "then"; "after inspecting 2" (said with -ing) orders the other way.
  const gerund = inputTokens.some((word, at) => inputTokens[at - 1] === "after" && word.endsWith("ing"));
  const orderingAt = readOrdering(tokens, (word) =>
    Boolean(!gerund && lexicon.phrases.get(word)?.some((entry) => COMMAND_KINDS.has(entry.kind))),
  );
  const routineAt = (at: number) => {
    const phrase = longestLexiconPhrase(tokens, at, lexicon);
    const routine = phrase?.entries.find((entry) => entry.kind === "routine");
    return routine?.kind === "routine" ? { name: routine.name, length: phrase!.length } : undefined;
  };
  const readScopeWord = readScopeWords(tokens, lexicon, routineAt, types);
  const phraseAt = (at: number) => longestLexiconPhrase(tokens, at, lexicon);
  const mentions: Mention[] = [];
  const unknownTokens: string[] = correction.unresolved ? [...correction.takenBack] : [];
  let guessedVerbs = 0;
  let firstLeads = false;
  // Where the last mention ended (a particle right after a tool: "cam on").
  let lastEnd = -1;
  let smallTalk = false;
  let i = 0;
  const usedAs: Array<AccountKind | undefined> = [];
  while (i < tokens.length) {
    const token = tokens[i];
    const start = i;
    const before = mentions.length;
    // A reading found: its mention, and where the next reading starts (true, to end this step).
    const take = (mention: Mention, next: number) => (mentions.push(mention), (i = next), true);
    step: {
      // "then", "after that", "step 2": the next clause starts (ordering-grammar.peggy).
      const ordering = orderingAt[i];
      // "… once that is done" at the end refers to a clause before it; with none, it is asked.
      const refersBack =
        !(ordering && "done" in ordering) ||
        tokens.slice(ordering.end).some((word) => word !== ".") ||
        mentions.filter(isVerb).length > 1;
      if (ordering && "sequence" in ordering && refersBack && take({ kind: "sequence" }, ordering.end)) {
        firstLeads = false;
        break step;
      }
      // "once it cools", "after the part is cool": a clause that waits on the world is left
      // unplaced, so the command is asked about (the robot cannot see it happen).
      if (ordering && "condition" in ordering) {
        i = ordering.end;
        break step;
      }
      const times = readRepetitionCount(tokens, i);
      if (times && take({ kind: "times", count: times.count, more: times.more }, times.next)) break step;
      // "two inspections": a count of routines, which the places after it may meet.
      const routines =
        !singularNoun(tokens[i - 1], lexicon) &&
        readCountedRoutines(tokens, i, (word) => routineWordEnds(lexicon).has(word));
      if (
        routines &&
        take(
          routines.met ? { kind: "times", count: 1 } : { kind: "times", count: countOf(token), unmet: true },
          routines.next,
        )
      )
        break step;
      const previous = mentions.at(-1);
      // "the one you welded", "whatever can be tacked", "… the positions that support welding":
      // a relative clause, read before "one" can be a number or "welded" a verb of its own.
      const relative = readScopeWord(i);
      if (
        relative &&
        relativeFits(relative.mention, previous, mentions) &&
        take(relative.mention, relative.next)
      )
        break step;
      // "…, the third no.": a negation after places, ending the clause, leaves them out.
      const postNegation = previous?.kind === "positions" && isPostNegation(tokens, i);
      if (postNegation && take({ kind: "exclude", negation: false, ofPrevious: true }, i + 1)) break step;
      // A bare number word names a place right after a verb, an exclusion ("apart from one", "not the
      // three") or a "both" that opens a list ("both one and two").
      // …and after a count, set off by a comma ("weld the both positions, one and two").
      const afterComma = mentions.at(-2)?.kind === "all" && previous?.kind === "and" && tokens[i - 1] === ",";
      const afterVerb =
        previous !== undefined &&
        (["routine", "move", "exclude"].includes(previous.kind) ||
          (previous.kind === "all" && previous.reference === true && previous.count === 2) ||
          afterComma);
      // "the two weld spots": a count of places that support a routine.
      const countedPlaces = isCount(token) && modifiedPlaceNoun(tokens, i + 1, lexicon, phraseAt)?.plural;
      if (countedPlaces && take({ kind: "all", count: countOf(token) }, i + 1)) break step;
      const counted = readPositionReference(i, afterVerb);
      // "the both positions, one": a list that does not fit its count is not read as its apposition.
      const count =
        mentions.at(-2)?.kind === "all" ? (mentions.at(-2) as { count?: number }).count : undefined;
      const fits =
        !afterComma || (counted?.mention.kind === "positions" && counted.mention.names.length === count);
      const reference = fits ? counted : readPositionReference(i, false);
      // "move to the weld tool safe position, uh, the safe one": the place just named, said again.
      const named = previous?.kind === "and" ? mentions.at(-2) : previous;
      if (named && samePlaceAgain(tokens, i, named, lexicon) && take(named, i + 2)) break step;
      // The longest reading wins: "the booth 1 entry" is a place of its own, not "booth 1".
      const phraseFirst =
        reference && (longestLexiconPhrase(tokens, i, lexicon)?.length ?? 0) > reference.next - i;
      if (reference && !phraseFirst && take(reference.mention, reference.next)) break step;
      // "but first", "before", "after"; a leading "first" is only "first of all".
      const order = ordering && "order" in ordering && (!ordering.alone || mentions.some(isVerb)) && ordering;
      // "first A, after you B": after a leading "first", "after" is its "then" (unless a "then" was said).
      if (token === "first" && !mentions.some(isVerb)) firstLeads = true;
      // "go first to safe 2 and after to 2": "first" right after the opening verb, before its
      // objects, leads the sentence the same way.
      const opensFirst =
        token === "first" &&
        mentions.length === 1 &&
        previous !== undefined &&
        isVerb(previous) &&
        !/^(,|\.|and|then)?$/.test(tokens[i + 1] ?? "");
      if (opensFirst) {
        firstLeads = true;
        i++;
        break step;
      }
      // ", after go home", ", after to 2": "then"; ", after position 2" is asked (bare-after.ts).
      const after =
        order &&
        order.order === "after" &&
        bareAfter(tokens, i, lexicon, firstLeads, mentions, readPositionReference);
      if (order && after === "unsettled" && (i = order.end)) break step;
      const then = after === "then";
      if (order) {
        // "position 1 weld first, position 2 inspect after": an order word ending its clause.
        const ends =
          previous !== undefined &&
          !["and", "order", "sequence"].includes(previous.kind) &&
          ORDER_CLAUSE_ENDS.has(tokens[order.end] ?? ".");
        const said: Mention = { kind: "order", relation: order.order, ...(ends && { ends }) };
        if (take(then ? { kind: "sequence" } : said, order.end)) break step;
      }
      // "cam on", "tool off", "welder back": a tool and a particle with no verb: the cell's one
      // tool verb ending in that particle ("put on", "take off", "put back").
      const particleVerb =
        VERB_PARTICLES.has(token) &&
        lastEnd === i &&
        toolWithoutVerb(mentions) &&
        particleVerbOf(token, lexicon);
      if (particleVerb && take({ kind: particleVerb }, i + 1)) break step;
      const phrase = longestLexiconPhrase(tokens, i, lexicon);
      // "we're done for the day": a longer phrase of the cell starting inside this one, after
      // fillers only ("we are"), is the reading; the fillers stay fillers.
      const inside = phrase ? fillersThenLongerPhrase(tokens, i, phrase.length, lexicon) : 0;
      if (inside > 0) {
        i += inside;
        break step;
      }
      // "to p2 pls": a command opening with "to" and a place is a move there (said before its
      // verb, "to position 2 go", the "to" is the verb's).
      // (also a place said by a phrase of the cell: "over to the welder stand").
      const placeAt = (at: number) =>
        readPositionReference(at, false) ??
        (phraseAt(at)?.entries.every((entry) => entry.kind === "position") && {
          next: at + phraseAt(at)!.length,
        });
      const opensWithTo =
        token === "to" && mentions.length === 0 && placeAt(tokens[i + 1] === "the" ? i + 2 : i + 1);
      const verbAfter =
        opensWithTo && phraseAt(opensWithTo.next)?.entries.some((entry) => entry.kind === "move");
      if (opensWithTo && !verbAfter && take({ kind: "move", back: false }, i + 1)) break step;
      // "the approach position of 1": a group's prefix and noun, longer than the verb "approach".
      const prefixed = phrase && readPositionNoun(tokens, i, lexicon);
      if (
        prefixed &&
        prefixed.next - i > phrase.length &&
        take({ kind: "position_noun", prefix: prefixed.prefix }, prefixed.next)
      )
        break step;
      const instrument = phrase && instrumentAt(tokens, i, lexicon);
      if (instrument && instrument.length < phrase.length) {
        // With no place of its own after the tool ("inspect with the camera position"), which
        // was meant is asked.
        const place = readPositionReference(i + instrument.length, false)?.mention;
        const instrumentOnly = place?.kind === "positions" && place.names.length > 0;
        const unsure = { kind: "unknown_word" as const, word: phrase.key };
        if (
          take(
            instrumentOnly ? { kind: "tool", name: instrument.name } : unsure,
            i + (instrumentOnly ? instrument.length : phrase.length),
          )
        )
          break step;
      }
      if (phrase) {
        const mention = toMention(phrase.entries, phrase.key, tokens.slice(Math.max(0, i - 3), i), mentions);
        // "mount the torch for welding", "for inspection take camera": the routine is the purpose.
        let after = i + phrase.length;
        while (tokens[after] === ",") after++;
        const attach = longestLexiconPhrase(tokens, after, lexicon);
        const attachNext = attach?.entries[0].kind === "attach";
        // "attach the camera, I need it for pictures": "it" is the tool just named.
        const toolBefore = [...mentions].reverse().find((earlier) => earlier.kind === "tool");
        const beside =
          ["tool", "tool_noun", "attach"].includes(mentions.at(-1)?.kind ?? "") ||
          attachNext ||
          (mentions.at(-1)?.kind === "pronoun" && toolBefore !== undefined);
        if (mention.kind === "routine" && tokens[i - 1] === "for" && beside) {
          // A purpose the tool named does not serve ("mount the torch for inspection") is asked about.
          const needs = lexicon.toolOfRoutine.get(mention.name);
          const object = after + (attach?.length ?? 0);
          const tool = attachNext
            ? toolAt(tokens, tokens[object] === "the" ? object + 1 : object, lexicon)
            : toolBefore?.kind === "tool" && toolBefore.name;
          if (
            tool &&
            needs &&
            needs !== tool &&
            take({ kind: "unknown_word", word: phrase.key }, i + phrase.length)
          )
            break step;
          mention.asNoun = true;
        }
        if (instrument && mention.kind === "tool") mention.instrument = true;
        const toolNamed =
          mention.kind === "routine" &&
          toolOfModifier(
            tokens,
            i,
            { name: mention.name, length: phrase.length },
            lexicon,
            previous !== undefined && isVerb(previous),
          );
        if (toolNamed && take({ kind: "tool", name: toolNamed }, i + phrase.length)) break step;
        // "both weld spots": the places that support the routine (routine-modifier.ts).
        if (mention.kind === "routine" && isRoutineModifier(tokens, i, lexicon, phraseAt))
          Object.assign(mention, { asNoun: true, placesOf: true });
        // A verb read only from typo-corrected words ("story" → "store") is a guess.
        if (VERB_KINDS.has(mention.kind) && phrase.key.split(" ").every((word) => correctedWords.has(word)))
          guessedVerbs++;
        take(mention, i + phrase.length);
        break step;
      }
      const via = matchPhrase(tokens, i, VIA_PHRASES);
      if (via && take({ kind: "via" }, i + via)) break step;
      const relation = matchPhrase(tokens, i, RELATION_PHRASES);
      if (
        relation &&
        take({ kind: "relation", phrase: tokens.slice(i, i + relation).join(" ") }, i + relation)
      )
        break step;
      // "except", "but not" exclude places; "do not", "never", "skip inspection" negate a verb.
      const scope = readScopeWord(i);
      if (scope?.mention.kind === "exclude" && take(scope.mention, scope.next)) break step;
      const other = OTHER_WORDS.has(token) && (isNoun(tokens[i + 1], lexicon) || tokens[i + 1] === "ones");
      if (other && take({ kind: "other_position" }, i + 2)) break step;
      const noun = readPositionNoun(tokens, i, lexicon);
      if (noun && take({ kind: "position_noun", prefix: noun.prefix }, noun.next)) break step;
      // "all", "weld it all"; references to a list said before: "both", "those two", "the same ones".
      if (scope?.mention.kind === "all" && !scope.mention.relative && take(scope.mention, scope.next))
        break step;
      if (token === "it" || token === "there") mentions.push({ kind: "pronoun" });
      else if ((token === "same" || token === "that") && isNoun(tokens[i + 1], lexicon)) {
        mentions.push({ kind: "pronoun" });
        i++;
      } else if (token === "same" && tokens[i - 1] === "the") {
        // "… the same way", "the same thing": what was done, again; a verb's object ("inspect (in)
        // the same") is the places said before.
        const way = /^(way|thing)$/.test(tokens[i + 1] ?? "");
        mentions.push(
          previous && isVerb(previous) && !way ? { kind: "all", reference: true } : { kind: "repeat" },
        );
        if (way) i++;
      } else if (token === "back") mentions.push({ kind: "back" });
      else if (token === "and" || token === "," || token === "&")
        mentions.push(token === "," ? { kind: "and", comma: true } : { kind: "and" });
      else if (SMALL_TALK.has(token)) smallTalk = true;
      else if (!lexicon.knownTokens.has(token) && !FILLER_WORDS.has(token)) {
        const place = shortPlaceTypo(token, mentions, lexicon);
        if (place) {
          corrections.push(`${token}→${place.word}`);
          mentions.push({ kind: "positions", names: [place.name], unknown: [], bare: false });
        } else {
          unknownTokens.push(token);
          mentions.push({ kind: "unknown_word", word: token });
        }
      }
      i++;
    }
    const mention = mentions.length > before ? mentions.at(-1) : undefined;
    if (mention) lastEnd = i;
    for (let at = start; at < i; at++) usedAs[at] = accountKind(tokens[at], mention, smallTalk);
  }
  return { mentions, unknownTokens, corrections, smallTalk, tokens, said, hesitations, guessedVerbs, usedAs };
}
