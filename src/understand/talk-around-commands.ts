import { NUMBER_WORDS } from "./grammar-words.js";
import type { CouldInstruct } from "./remark-sentences.js";
import { phraseList, wordSet } from "./word-set.js";

/*
 * Talk around a command: greetings, thanks, well-wishing, hedges and small remarks an operator says
 * before or after what the robot should do ("Hello again.", "lovely day isn't it?", "No rush.",
 * "Sorry to be a pain, but …", "hope your shift's going well"). A run of such words set off by
 * punctuation, a politeness frame or the command's start or end carries no instruction, so both
 * dialects read it as filler. The words here never change what a command does: no number, no
 * direction, no verb of the cells, no negation on its own ("no" and "not" only inside the phrases
 * below) — a remark with any other word stays in the command and is accounted for as usual.
 */

/** Words that make a remark a remark: greetings, thanks, praise, well-wishing, apologies, hedges. */
export const TALK_WORDS = wordSet(`
  hi hello hey hiya howdy yo robot machine mate buddy pal friend folks guys team sir madam maam ma'am
  dear darling honey hon sweetie sweetheart dearie
  everyone everybody thanks thank ta cheers appreciated appreciate great lovely nice awesome
  brilliant perfect cool excellent wonderful fantastic super sweet hope hoping weather sorry
  excuse pardon think guess suppose reckon believe bother trouble pain worries problem obliged
  apologies apologise apologize honestly whoa woah anyway anyhow christ jeez geez jesus gosh sheesh
  crikey blimey dammit goodness heavens god sigh oh ngl tbh tbf lol lmao bet sick lowkey
`);

const GREETING_TIMES = wordSet(`morning afternoon evening`);

/** Words that join a remark's words ("hope your shift is going well"): never a remark alone. */
export const GLUE_WORDS = wordSet(`
  good there again much very so ever lot bunch million well day today please kindly i we
  you your it its is are was am be been have has ready free ask asking quick really just to of for
  a an the this that me us our my doing going theres thats im
`);

/** Phrases of talk whose words alone could mean something ("no rush" is no negation). */
const TALK_PHRASES = phraseList(`
  hello again | you see | you know | oh dear | oh my | my word | my goodness | my my | young man
  | young lady | young fellow | hi again | no rush at all | no hurry at all
  | no rush | no hurry | no worries | no problem | not bad | is not it | are not you
  | do not you think | one more thing | good job | nice job | great job | nice work | good work
  | well done | much appreciated | one last thing | quick one | how is it going | how are things
  | how are you | how is things | isnt it | arent you | dont you think
  | copy that | roger that | copy | roger | wilco | affirmative | acknowledged | acknowledge | ten four
  | over and out | over | out | order up | orders up | heads up
  | no cap | come on | for crying out loud | for gods sake | for god's sake | keep it simple
  | do not overthink it | dont overthink it | we are done with it | done with it
  | we are finished with it | finished with it | what are you waiting for
  | you gonna stand there all day | are you gonna stand there all day
  | you going to stand there all day | are you going to stand there all day
`);

/**
 * A go-ahead said as a sentence of its own after an order ("Pos 2 needs a tack. Go.", "… do it"):
 * it confirms what was said; opening a command it is no talk ("Go." alone asks where).
 */
const GO_AHEAD = phraseList(
  `go ahead | go | do it | do that | knock it out | get it done | proceed with that | proceed with it
  | proceed with this | proceed`,
);

/** Praise for work done, which may name the work ("nice job on those seams"). */
const CLAUSE_OPENERS = wordSet(`now then and so please could can would will next but`);
const PRAISE = new Set(["good job", "nice job", "great job", "nice work", "good work", "well done"]);

/**
 * "nice job on those seams", "good work with the welds": the work praised, from "on" or "with" to
 * the end of its clause (at most five words), is part of the praise. How many words.
 */
function praisedWork(words: readonly string[], at: number, phrase: readonly string[]): number {
  if (!PRAISE.has(phrase.join(" ")) || (words[at] !== "on" && words[at] !== "with")) return 0;
  let end = at + 1;
  while (end < words.length && !BOUNDARIES.has(words[end]) && end - at <= 5) {
    // "nice job on 2 now weld 1": a transcript's next clause is no part of the praise; the
    // praise ends before it.
    if (CLAUSE_OPENERS.has(words[end])) return end > at + 1 ? end - at : 0;
    end++;
  }
  return end < words.length && !BOUNDARIES.has(words[end]) ? 0 : end - at;
}

/** The phrases by their first word, in the order above (the first that fits is read). */
const TALK_BY_FIRST_WORD = new Map<string, string[][]>();
for (const parts of [...TALK_PHRASES, ...GO_AHEAD])
  TALK_BY_FIRST_WORD.set(parts[0], [...(TALK_BY_FIRST_WORD.get(parts[0]) ?? []), parts]);

/** Words of address and interjections: at the very start or end of a command they are talk unset off ("whoa …", "… buddy"). */
const ADDRESS_WORDS = wordSet(
  `hi hello hey hiya yo whoa woah mate buddy pal folks guys sir madam maam ma'am dear darling honey hon sweetie dearie`,
);
/**
 * Particles of politeness other languages close a sentence with, said in English by their speakers
 * ("go to position 3 please ka", "inspect also position 2 po"): talk only at the very end.
 */
const CLOSING_PARTICLES = wordSet(`ka kha krub khrap khrub po lah leh lor`);
/** Words that open a clause as its subject: "already" after them says when, not how impatiently. */
const SUBJECT_WORDS = wordSet(`i we you it he she they this that there these those who`);
/** Words that make a clause a statement or a condition ("1 is done already", "unless already done"). */
const STATES = wordSet(`is are was were be been being has have had its thats theres unless if when once
  not no never`);
/** Words said before an order's verb that leave it the clause's opening ("now go already"). */
const LEAD_INS = wordSet(`now so ok okay please just then and`);

/** Words after which an address word is a noun ("the robot", "my mate"). */
const DETERMINERS = wordSet(`the a an my your our his her their this that`);

// A dash set apart between words ("sorry - could you …") parts clauses like a comma.
const BOUNDARIES = new Set([",", ".", ";", ":", "!", "?", "-"]);
const MODALS = new Set(["could", "would", "can", "will"]);

/** How many words of talk start at `index` (a phrase, or one word), and whether they make a remark. */
function talkAt(
  words: readonly string[],
  index: number,
): { length: number; remark: boolean; goAhead?: boolean } {
  const phrase = TALK_BY_FIRST_WORD.get(words[index])?.find((parts) =>
    parts.every((part, offset) => words[index + offset] === part),
  );
  if (phrase) {
    const length = phrase.length + praisedWork(words, index + phrase.length, phrase);
    return { length, remark: true, goAhead: GO_AHEAD.includes(phrase) };
  }
  if (TALK_WORDS.has(words[index])) return { length: 1, remark: true };
  // "Morning!", "good afternoon": a time of day greets only opening the command or after "good";
  // elsewhere it says when ("it's for the morning": not now).
  if (GREETING_TIMES.has(words[index]) && (index === 0 || words[index - 1] === "good"))
    return { length: 1, remark: true };
  return { length: GLUE_WORDS.has(words[index]) ? 1 : 0, remark: false };
}

/**
 * The indices of the words of talk around the command: each run of talk words (with at least one
 * that makes it a remark) bounded on both sides by the command's start or end, punctuation, or a
 * frame word (`inFrames`). A command made of talk
 * alone ("thanks, lovely") is all talk; then nothing is left to do, and nothing is done.
 */
export function talkAroundCommand(
  words: readonly string[],
  inFrames: ReadonlySet<number>,
  couldInstruct?: CouldInstruct,
): number[] {
  // A request opens a new sentence even where a transcript lost its "?" ("… isn't it could you …").
  const request = (at: number) => MODALS.has(words[at]) && words[at + 1] === "you";
  const bounded = (at: number) =>
    at < 0 || at >= words.length || BOUNDARIES.has(words[at]) || inFrames.has(at) || request(at);
  const talk: number[] = radioOpening(words, couldInstruct);
  let index = 0;
  while (index < words.length) {
    if (!bounded(index - 1) || inFrames.has(index) || BOUNDARIES.has(words[index])) {
      index++;
      continue;
    }
    let end = index;
    let remark = false;
    let goAhead = false;
    for (let read = talkAt(words, end); read.length > 0 && !inFrames.has(end); read = talkAt(words, end)) {
      end += read.length;
      remark ||= read.remark;
      goAhead ||= read.goAhead === true;
    }
    // A "sorry" after something said takes it back ("weld 1, sorry, 2", "add ham, I'm sorry,
    // cheese"): no remark. After talk alone it apologises ("Hi, I'm sorry, I've changed my mind").
    const saidBefore = words
      .slice(0, index)
      .some((word, at) => !BOUNDARIES.has(word) && !inFrames.has(at) && !talk.includes(at));
    const correcting = words.slice(index, end).includes("sorry") && saidBefore && end < words.length;
    // "nice job on 2 now weld 1": praise of work said is set off by the clause opening after it.
    const praiseEnds = CLAUSE_OPENERS.has(words[end]) && PRAISE.has(words.slice(index, index + 2).join(" "));
    if (remark && (bounded(end) || praiseEnds) && !correcting && (saidBefore || !goAhead))
      for (let at = index; at < end; at++) talk.push(at);
    index = Math.max(end, index + 1);
  }
  // "whoa okay take it easy buddy": a transcript sets no commas around an address at the ends.
  let last = words.length;
  while (last > 0 && BOUNDARIES.has(words[last - 1])) last--;
  for (
    let at = last - 1;
    at > 0 && (ADDRESS_WORDS.has(words[at]) || CLOSING_PARTICLES.has(words[at])) && !inFrames.has(at);
    at--
  )
    if (!DETERMINERS.has(words[at - 1])) talk.push(at);
  talk.push(...impatientAlready(words, (at) => bounded(at) || talk.includes(at), couldInstruct));
  talk.push(
    ...reportRequest(
      words,
      bounded,
      (at) => !BOUNDARIES.has(words[at]) && !inFrames.has(at) && !talk.includes(at),
    ),
  );
  for (let at = 0; at < last - 1 && ADDRESS_WORDS.has(words[at]) && !inFrames.has(at); at++) talk.push(at);
  return [...new Set(talk)];
}

/**
 * Radio procedure opening a command: the cell addressed and who calls it — "Cell,", "Welding cell,
 * Bravo Two.", "Cell, this is Ops.", "Ops to cell:", "Alpha to weld cell,". The address is the
 * cell's own words (`CellAddress`) set off by punctuation; a call sign is one to three words that
 * could not instruct as written (a number only after one of them: "Bravo Two"), said before "to"
 * and the address, or after the address and set off itself. So no word of an order is taken:
 * "Cell, weld 1." keeps its "weld", "go to cell" its "go", "Cell, 2." its "2".
 */
function radioOpening(words: readonly string[], couldInstruct: CouldInstruct | undefined): number[] {
  const address = couldInstruct?.address;
  const asWritten = couldInstruct?.asWritten;
  if (!address || !asWritten) return [];
  const setOff = (at: number) => BOUNDARIES.has(words[at]) && at < words.length - 1;
  // Where the cell's address from `at` ends (after its last head word), or -1.
  const addressEnd = (at: number) => {
    let end = -1;
    for (let read = at; read < at + 4 && address.words.has(words[read]); read++)
      if (address.heads.has(words[read])) end = read + 1;
    return end;
  };
  const callSignEnd = (at: number) => {
    let end = at;
    while (end < at + 3 && end < words.length && !BOUNDARIES.has(words[end]) && !asWritten(words, end)) end++;
    const number = words[end] ?? "";
    if (end > at && (/^\d+$/.test(number) || number in NUMBER_WORDS)) end++;
    return end > at ? end : -1;
  };
  const span = (start: number, end: number) => Array.from({ length: end - start }, (_, at) => start + at);
  // "Ops to cell:", "Alpha to weld cell,"
  const caller = callSignEnd(0);
  if (caller > 0 && words[caller] === "to") {
    const end = addressEnd(caller + 1);
    // A colon after the address is not kept as a word: "to" and the address set the caller off.
    return end > 0 && end < words.length ? span(0, end) : [];
  }
  const end = addressEnd(0);
  if (end < 0) return [];
  // "Cell, this is Ops.", "Welding cell, Bravo Two."
  const named = words[end + 1] === "this" && words[end + 2] === "is" ? end + 3 : end + 1;
  const sign = setOff(end) || named > end + 1 ? callSignEnd(named) : -1;
  if (sign > 0 && setOff(sign)) return [...span(0, end), ...span(end + 1, sign)];
  return setOff(end) ? span(0, end) : [];
}

/**
 * "Go already to position 2", "finish it already, …": "already" said of an order is impatience —
 * right after the order's verb opening its clause, or closing a clause that opens with one. Said in a
 * statement or a condition ("1 is done already", "unless already welded") or after a subject ("we
 * already welded 1") it says what was done, and stays in the command.
 */
function impatientAlready(
  words: readonly string[],
  bounded: (at: number) => boolean,
  couldInstruct: CouldInstruct | undefined,
): number[] {
  const asWritten = couldInstruct?.asWritten;
  if (!asWritten) return [];
  const found: number[] = [];
  for (let at = 1; at < words.length; at++) {
    if (words[at] !== "already") continue;
    let start = at - 1;
    while (start > 0 && !bounded(start - 1)) start--;
    while (start < at - 1 && LEAD_INS.has(words[start])) start++;
    const verb = words[start];
    const opensWithOrder =
      start < at &&
      asWritten(words, start) &&
      !SUBJECT_WORDS.has(verb) &&
      !/\d/.test(verb) &&
      !(verb in NUMBER_WORDS) &&
      !words.slice(start, at).some((word) => STATES.has(word));
    if (opensWithOrder && (start === at - 1 || bounded(at + 1))) found.push(at);
  }
  return found;
}

/** How a report is asked for: "tell me", "let me know", "report back". */
const REPORT_ASKS = [
  ["tell", "me"],
  ["let", "me", "know"],
  ["report", "back"],
  ["and", "tell", "me"],
  ["and", "let", "me", "know"],
];
/** Words that would carry an order of their own in what is to be reported ("… then weld it"). */
const NOT_REPORTED = wordSet(`then and after next also please could can would will so but not no never dont`);
const SENTENCE_ENDS = new Set([".", ";", "?", "!"]);

/**
 * "Take a look at 1 and 2, tell me if that bead's any good", "weld 1, let me know when it's done":
 * after an order, a clause asking to be told how it went asks for the report the robot gives anyway;
 * it is talk up to the sentence's end, if what is to be told holds no number and no word that could
 * start another order. Alone ("tell me if 2 is free") it is a question, and stays.
 */
function reportRequest(
  words: readonly string[],
  bounded: (at: number) => boolean,
  said: (at: number) => boolean,
): number[] {
  for (let at = 1; at < words.length; at++) {
    const ask = REPORT_ASKS.find((parts) => parts.every((part, offset) => words[at + offset] === part));
    if (
      !ask ||
      !(bounded(at - 1) || ask[0] === "and") ||
      !words.slice(0, at).some((_, before) => said(before))
    )
      continue;
    let end = at + ask.length;
    while (end < words.length && !SENTENCE_ENDS.has(words[end])) {
      if (NOT_REPORTED.has(words[end]) || /\d/.test(words[end]) || words[end] in NUMBER_WORDS) return [];
      end++;
    }
    return Array.from({ length: end - at }, (_, offset) => at + offset);
  }
  return [];
}
