import { COMMAND_KINDS, graphJoinsName, graphWordKind, type CellLexicon } from "./cell-lexicon.js";
import { applySelfCorrections } from "./self-correction.js";
import { HESITATIONS } from "./spoken-input.js";
import { instructingWords } from "./remark-sentences.js";
import { typeTokens, type TypedToken, type TypingOptions } from "./typed-tokens.js";
import { routineWordEnds, withoutAnother } from "./lexicon-phrases.js";
import { singularNoun } from "./position-references.js";
import { readMisheardPlaceNouns } from "./misheard-place-noun.js";
import { dropRoutineInstruments, readCheckWithTool, readUseTool, usingAsWith } from "./check-with-tool.js";
import {
  dropLightVerbs,
  dropTakeVerbs,
  dropLocativeParticiples,
  dropRepeatPrefix,
  dropOneAtPlace,
  joinSplitParticles,
  readLeaveAlone,
  readArmNouns,
  readGoingTo,
  readMoveUntil,
  readOfGenitiveNames,
  readPossessivePlaces,
  readReturningVerbs,
  readToolPrepositions,
  splitRunTogether,
} from "./phrase-forms.js";
import { dropCurrentStart } from "./current-start.js";
import { dropHeldToolWords } from "./held-tool.js";
import { readStatedExclusions } from "./post-negation.js";
import { readObjectPronouns } from "./object-pronouns.js";
import { readOwnPlaces, readWhereToolLives } from "./own-place.js";
import { readAbleAdjectives } from "./able-adjective.js";
import { readDottedOrdinals, readPostposedOrdinals } from "./postposed-ordinal.js";
import { FILLER_WORDS } from "./grammar-words.js";
import { dropRoutineThing } from "./routine-thing.js";

/*
 * The first stage of the mention scan: the words as said become the tokens the readers read.
 * Self-corrections are applied, words typed (typos and homophones heard), hesitations taken out,
 * and the phrase forms rewritten to the cell's own phrases ("the camera's position" → "camera
 * position"), so that each later reader meets one form of each construction.
 */

const SUBJECTS = new Set(["it", "they", "he", "she"]);
const commandWord = (token: TypedToken) =>
  token.kind === "cell" && token.senses.some((sense) => COMMAND_KINDS.has(sense.kind));
/** A graph cell names no whole a "no" could leave a part out of: "weld 1, no 2" corrects. */
const NO_WHOLES: ReadonlySet<string> = new Set();

export interface ScanTokens {
  tokens: string[];
  /** The words as said, beside `tokens` (a homophone read as a number keeps its "too"). */
  said: string[];
  hesitations: string[];
  corrections: string[];
  /** Words read from a typo ("story" → "store"): a verb read only from these is a guess. */
  correctedWords: ReadonlySet<string>;
  /** Cell words said as their "-ed" form ("tacked" → "tack"). */
  participles: ReadonlySet<string>;
  /** Words of a self-correction that could not be settled: unknown, so the command is asked. */
  unsettled: string[];
}

export function readScanTokens(
  inputTokens: string[],
  lexicon: CellLexicon,
  framesRead?: TypingOptions["framesRead"],
): ScanTokens {
  const corrections: string[] = [];
  const correctedWords = new Set<string>();
  const participles = new Set<string>();
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
      if (token.heard.from.endsWith("ed")) participles.add(token.text);
    }
    // Hesitations, politeness frames ("if you don't mind") and manner words ("take a quick look
    // at") are taken out: they are fillers; the graph cell has no manner, and a manner word would
    // break the cell's phrase it stands in.
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
  readOwnPlaces(tokens, said, lexicon);
  readWhereToolLives(tokens, said, lexicon);
  joinSplitParticles(tokens, said, lexicon);
  hesitations.push(...dropLightVerbs(tokens, said, lexicon), ...dropCurrentStart(tokens, said, lexicon));
  readReturningVerbs(tokens, said, lexicon);
  readObjectPronouns(tokens, lexicon);
  readDottedOrdinals(tokens, said, lexicon);
  readPostposedOrdinals(tokens, lexicon);
  readPossessivePlaces(tokens, lexicon);
  readOfGenitiveNames(tokens, said, lexicon);
  readGoingTo(tokens, lexicon);
  readMoveUntil(tokens, lexicon);
  readLeaveAlone(tokens, said);
  readStatedExclusions(tokens, said);
  readAbleAdjectives(tokens, said, lexicon);
  hesitations.push(
    ...dropLocativeParticiples(tokens, said, lexicon),
    ...dropHeldToolWords(tokens, said, lexicon, participles),
    ...dropOneAtPlace(tokens, said, lexicon),
    ...dropRoutineThing(tokens, said, lexicon),
    ...dropTakeVerbs(tokens, said, lexicon),
  );
  readToolPrepositions(tokens, lexicon);
  corrections.push(...readCheckWithTool(tokens, lexicon), ...readUseTool(tokens, lexicon));
  hesitations.push(...dropRoutineInstruments(tokens, said, lexicon));
  const unsettled = correction.unresolved ? [...correction.takenBack] : [];
  return { tokens, said, hesitations, corrections, correctedWords, participles, unsettled };
}
