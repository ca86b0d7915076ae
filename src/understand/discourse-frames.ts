import { parse } from "./discourse-grammar.js";
import { remarkSentences, type CouldInstruct } from "./remark-sentences.js";
import { talkAroundCommand } from "./talk-around-commands.js";
import { wordSet } from "./word-set.js";

/*
 * Politeness and discourse frames around a command ("would you mind …", "if it's not too much
 * trouble", "when you get a moment", "thanks a lot"): the construction is the grammar in
 * discourse-grammar.peggy. Their words are fillers in both dialects, read as a whole, so the
 * "not" of "if you don't mind" never negates the command.
 */

// The words a frame can open with, and the most words one takes: only there is it read.
const OPENERS = wordSet(`would could can will may might is please be if i id ive im when whenever at
  in thank thanks many for sorry nothing lovely great perfect brilliant excellent awesome cool excuse
  pardon one that hope hate we were youre it a quick small little big favour favor do feel you the
  robot robots stop stay wait remain hold whatever wed before its thats like as apologies my correct short itd thatd
  not dont youd per according following conclude close end finish wrap round lets let to our just silly
  stupid dumb help hold hang huh hmm oh`);
const LONGEST_FRAME = 12;
/**
 * Every word the grammar's frames are spelled with: a frame of two words or more has one of them
 * (or a comma or period) second, so an opener followed by any other word is not parsed. Only
 * "sorry" ("sorry, …") is a frame on its own. The frames test keeps this in step with the grammar.
 */
export const FRAME_WORDS = wordSet(`
  a able advance after again all alright always am amazing and another appreciate appreciated
  better had bosses coworker coworkers dad daughter friend friends guest guests husband kid kids managers mom
  mum partner son wife him her them his their
  are as ask assistance at awesome awfully be been before begin best big bother brilliant bunch busy
  but by can chance clock convenience convenient cool could darling day dear delighted did
  complicated disturb do done dont earlier earliest effort efforts elaborate else enough ever
  everything excellent excuse fancy fantastic far favor favour feel find fine finish for forget free gem get glad go going
  gonna good grateful great guess happy hard hassle hate have head help helpful here hold hope hoping
  i id ideal if im in interrupt is isnt it itd its ive kind kindly knock leave like little lot
  love lovely manage many may maybe me might million mind minute moment more most much nag never
  nice no not nothing now nuisance obliged off ok okay one other own pain pardon patience
  perfect perhaps pest pester please possible possibly prefer problem quick rather ready really
  remain right robot robots said same sec second set small so sorry spare special star start stay stop
  suits suppose sweetheart terribly thank thankful thanks that thatd thats the there thing think
  this time to today told too trouble truly turn up us very wait was we wed were when whenever
  whatever whether will with welcome wonder wondered wonderful wondering work would wouldnt wrap you youd your
  youre youve my our customer customers client clients boss team manager supervisor colleague
  colleagues tonight night weekend apologies mistaken wrong silly stupid confusing question saying
  asking doing explaining putting correctly should shouldve asked mentioned sounds sooner short
  new beginner newbie used fairly pretty correct still quite -
  know words terms vocabulary english names yet well language bad poor sure totally entirely
  completely whether way badly incorrectly writing
  acceptable permissible allowed believe reckon next logical obvious step task objective aim goal plan
  stage purposes documentation record records report reports files file audit archive reference
  paperwork logbook accordance according per line following stated instruction instructions routine
  procedure job card sheet spec specification schedule checklist drawing sop wi ticket order lets let
  conclude close end round todays session shift finished over purpose want dumb clarify understanding confirm myself just clear
  arm find understand out hold hang huh hmm oh on what where which how why who whats wheres
  , . :`);
const ONE_WORD_FRAMES = wordSet(`sorry`);
const CLAUSE_ENDS = new Set([",", ".", ";", ":", "-"]);

/**
 * The indices of the words that belong to a politeness or discourse frame, or to talk around the
 * command. With `couldInstruct` (which words could instruct in this cell), remark sentences too.
 */
export function discourseFrameWords(
  words: readonly string[],
  couldInstruct?: CouldInstruct,
): ReadonlySet<number> {
  const inFrames = new Set<number>();
  for (let index = 0; index < words.length; index++) {
    if (!OPENERS.has(words[index])) continue;
    const next = words[index + 1];
    if (next !== undefined && !FRAME_WORDS.has(next) && !ONE_WORD_FRAMES.has(words[index])) continue;
    // No expectations are collected: a word that opens no frame is the common case, not an error.
    const length = parse(`${words.slice(index, index + LONGEST_FRAME).join(" ")} `, {
      peg$silentFails: 1,
      opening: index === 0,
      // "… and that's it": "and" opens a clause too.
      clauseStart:
        index === 0 ||
        CLAUSE_ENDS.has(words[index - 1]) ||
        inFrames.has(index - 1) ||
        words[index - 1] === "and",
    });
    for (let end = index + length; index < end; index++) inFrames.add(index);
    if (length > 0) index--;
  }
  for (const index of talkAroundCommand(words, inFrames, couldInstruct)) inFrames.add(index);
  if (couldInstruct) for (const index of remarkSentences(words, inFrames, couldInstruct)) inFrames.add(index);
  return inFrames;
}

/** The words of a command without its politeness and discourse frames. */
export function withoutDiscourseFrames(words: readonly string[], couldInstruct?: CouldInstruct): string[] {
  const inFrames = discourseFrameWords(words, couldInstruct);
  return inFrames.size === 0 ? [...words] : words.filter((_word, index) => !inFrames.has(index));
}
