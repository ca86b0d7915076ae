import { longestAt, longestPhraseFrom } from "./phrase-starts.js";
import { GRAMMAR_PHRASES, MEANING_ROLES, type GrammarRole } from "./grammar-roles.js";
import { NUMBER_WORDS, ORDINAL_WORDS } from "./grammar-words.js";
import { matchCellWord } from "./match-cell-word.js";
import { GLUE_WORDS, TALK_WORDS } from "./talk-around-commands.js";
import { thirdPersonStory } from "./third-person-story.js";
import { occasionSentence } from "./occasion-sentence.js";
import { pastStory } from "./past-story.js";
import { speakerDoing } from "./speaker-doings.js";
import type { CellAddress, WordLexicon } from "./word-lexicon.js";
import { wordSet } from "./word-set.js";
import { HESITATIONS } from "./spoken-input.js";
import { agreesToReport, reportFrameEnd, REPORT_VERBS } from "./reported-request.js";
import { closingAdjunct, openingAdjunct, OWNERS, purposeClause, type Span } from "./closing-adjunct.js";

/*
 * Remark sentences: a whole sentence, or the clause that opens or closes one, that instructs
 * nothing — a greeting or thanks ("Thanks for the help earlier."), or a statement about the
 * speaker, the day or the reason ("I think we're about done for the day.", "It's for a demo.",
 * "there's a queue"). Unlike the talk of `talk-around-commands.ts`, its words need not be known:
 * a remark is known by its shape (it opens with a word of talk, or with a subject and a verb of
 * being, having or thinking — never a bare verb, so "Do it tomorrow." is no remark) and by having
 * no word that could instruct (`couldInstruct`): no number, cell word or word heard as one, no
 * negation, condition, order, time, scope, wish or modal, no correction ("that was wrong"), and
 * nothing that reports trouble or says where someone is ("there's someone in the cell", "we're
 * by the robot"). Being done is a remark ("we're finished with it", "today is finish") unless the
 * cell file makes its words an order ("we are done": put the tool away and go home).
 */

/** Words that never stand in a remark: each could change or withhold what is done. */
const NEVER_REMARK = wordSet(`
  no not never nothing none nobody neither nor cannot cant wont isnt arent wasnt werent dont doesnt
  didnt shouldnt wouldnt couldnt without
  wrong mistake mistaken incorrect error oops whoops misspoke typo mean meant actually rather instead
  scratch ignore forget cancel abort stop wait hold undo redo change changed mind sorry
  test testing tested pretend simulate simulation practice practise joking joke kidding already
  if unless when whenever once until till while provided case otherwise else only whether lest
  then next after afterwards before first last finally later soon tomorrow tonight now immediately
  asap again yet minute minutes hour hours second seconds sec secs moment morning afternoon evening
  can could will would shall should must may might need needs want wants wanted wish like love
  prefer let lets gonna wanna gotta ought id ill youd please to do does did
  what which where who whom why how whats wheres
  all every each both everything everyone everybody more less extra double twice half another other
  same rest remaining also too plus
  go come get put take bring move make start restart begin continue keep leave try check
  look use repeat reset clear pause turn run perform execute carry skip drop grab pick place return
  send swap switch replace
  someone somebody anyone anybody person people man woman guy operator hand hands finger fingers
  body inside near danger dangerous unsafe careful caution hot fire smoke emergency hurt injured
  broken stuck jam jammed fault faulty problem issue alarm warning collision crash blocked obstacle
  in into near next beside behind by front under over above below around close way here robot arm
  gripper machine
`);

/** Grammar roles whose words never stand in a remark (order, scope, question words …). */
const NEVER_ROLES = new Set<GrammarRole>([...MEANING_ROLES, "sequence", "range", "scope", "question"]);

/** Subjects a statement opens with; some are a subject and its verb in one ("its", "theres"). */
const SUBJECTS = wordSet(`i we it this that there you things today`);
const SUBJECT_AND_VERB = wordSet(`its thats theres im ive weve youre were`);
/** Verbs of a statement about how things are: being, having, thinking, hoping. */
const STATEMENT_VERBS = wordSet(`am is are was were have has had think thought guess suppose reckon
  believe hope feel know appreciate`);
const ADVERBS = wordSet(`really just still so`);
/** Words that may lead a remark in ("and thanks", "right, I think …"). */
const LEADERS = wordSet(`and so oh well right ok okay alright anyway`);

const SENTENCE_ENDS = new Set([".", ";", ":"]);
const MODALS = new Set(["could", "would", "can", "will"]);
const CLAUSE_MARKS = new Set([",", "-", ":"]);

/**
 * Whether the word at an index could instruct in a cell (it may start a phrase of the cell's);
 * `asWritten` the same without reading a word as a slip of a cell word; `address`: how the cell is
 * addressed.
 */
export interface CouldInstruct {
  (words: readonly string[], at: number): boolean;
  asWritten?: (words: readonly string[], at: number) => boolean;
  /** Whether the word names something of the cell: a number, a cell phrase, a slip of a cell word. */
  cellWord?: (words: readonly string[], at: number) => boolean;
  /** Whether the word is one of the dialect's own that could instruct ("nervous": a reason for a pace). */
  dialectWord?: (word: string) => boolean;
  /** Whether the cell reads the word at all (a cell word, grammar, a filler, the dialect's known words). */
  known?: (word: string) => boolean;
  /** Whether a phrase of the cell starts at the word, as written. */
  startsPhrase?: (words: readonly string[], at: number) => boolean;
  address?: CellAddress;
}

/**
 * Whether a word could instruct in a cell: a number, a cell phrase starting there or a word heard
 * as a cell word (words of talk are known, never heard as another), a grammar word of meaning, one
 * of `NEVER_REMARK`, or one of the dialect's own (`dialect`).
 */
export function instructingWords(
  lexicon: WordLexicon,
  dialect: ReadonlySet<string> = NO_WORDS,
): CouldInstruct {
  const known = madeFor.get(lexicon)?.get(dialect);
  if (known) return known;
  const startsPhrase = (words: readonly string[], at: number) => {
    const most = longestPhraseFrom(lexicon.phrases, words[at] ?? " ", lexicon.longestPhrase);
    return longestAt(words, at, most, (key) => lexicon.phrases.get(key)) !== null;
  };
  const asWritten = (words: readonly string[], at: number) => {
    const word = words[at];
    // "we're finished with it", "I agree with him": "with" a person or the thing just named adds nothing.
    if (word === "with" && PERSONS.has(words[at + 1])) return false;
    return (
      /\d/.test(word) ||
      word in NUMBER_WORDS ||
      word in ORDINAL_WORDS ||
      NEVER_REMARK.has(word) ||
      dialect.has(word) ||
      (GRAMMAR_PHRASES.get(word) ?? []).some((role) => NEVER_ROLES.has(role)) ||
      startsPhrase(words, at)
    );
  };
  const couldInstruct: CouldInstruct = (words, at) =>
    asWritten(words, at) ||
    (!TALK_WORDS.has(words[at]) && !GLUE_WORDS.has(words[at]) && matchCellWord(words[at], lexicon) !== null);
  couldInstruct.asWritten = asWritten;
  couldInstruct.cellWord = (words, at) =>
    /\d/.test(words[at]) ||
    words[at] in NUMBER_WORDS ||
    words[at] in ORDINAL_WORDS ||
    startsPhrase(words, at) ||
    (!TALK_WORDS.has(words[at]) && !GLUE_WORDS.has(words[at]) && matchCellWord(words[at], lexicon) !== null);
  couldInstruct.startsPhrase = startsPhrase;
  couldInstruct.dialectWord = (word) => dialect.has(word);
  couldInstruct.known = (word) => lexicon.fixed.has(word);
  couldInstruct.address = lexicon.address;
  madeFor.set(lexicon, (madeFor.get(lexicon) ?? new Map()).set(dialect, couldInstruct));
  return couldInstruct;
}

const NO_WORDS: ReadonlySet<string> = new Set();
export const PERSONS = wordSet(`it me him her us them you`);
/** Built once per cell lexicon (and dialect word set), not per command. */
const madeFor = new WeakMap<WordLexicon, Map<ReadonlySet<string>, CouldInstruct>>();

/** Whether the words at `at` open a statement: a subject and its verb ("it is", "we are", "theres"). */
function opensStatement(words: readonly string[], at: number, end: number): boolean {
  if (SUBJECT_AND_VERB.has(words[at])) return true;
  if (!SUBJECTS.has(words[at])) return false;
  let verb = at + 1;
  while (verb < end && ADVERBS.has(words[verb])) verb++;
  return verb < end && STATEMENT_VERBS.has(words[verb]);
}

/** "I'm vegetarian.", "we are vegan": what the speaker is, one word said of them, orders nothing. */
function aboutTheSpeaker(
  words: readonly string[],
  start: number,
  end: number,
  could: CouldInstruct,
): boolean {
  let at = start;
  while (at < end && LEADERS.has(words[at])) at++;
  if (words[at] === "im" || words[at] === "were") at++;
  else if ((words[at] === "i" && words[at + 1] === "am") || (words[at] === "we" && words[at + 1] === "are"))
    at += 2;
  else return false;
  if (/^(a|an)$/.test(words[at] ?? "")) at++;
  const said = words[at] ?? "";
  // Never a word its dialect reads ("we are nervous" is a reason for a pace).
  const reads = could.dialectWord?.(said);
  return (
    at === end - 1 && /^[a-z]+$/.test(said) && !NEVER_REMARK.has(said) && !(said in NUMBER_WORDS) && !reads
  );
}

/** A subject and its verb said as one word that never goes on a clause before it ("were" may: "that were left"). */
const OWN_SUBJECT = wordSet(`im ive weve youre theyre`);
const PERSON_SUBJECTS = wordSet(`i we they`);
const RELATIVES = wordSet(`that which who they you there things these those`);

/** Where a statement opens after other words with no mark between ("… we're slammed"), or -1. */
function unmarkedStatement(words: readonly string[], start: number, end: number): number {
  for (let at = end - 2; at > start; at--) {
    if (CLAUSE_MARKS.has(words[at - 1]) || CLAUSE_MARKS.has(words[at])) return -1;
    const pair = PERSON_SUBJECTS.has(words[at]) && /^(am|are)$/.test(words[at + 1]);
    if (OWN_SUBJECT.has(words[at]) || ((pair || words[at] === "were") && !RELATIVES.has(words[at - 1])))
      return at;
  }
  return -1;
}

const SUBJECT_DETERMINERS = wordSet(`the that this my our your`);

/** Who an order came from: "my supervisor", "the job card", "he", "someone". */
const SOURCE_PRONOUNS = wordSet(`i he she they someone somebody`);
/** What may follow a report verb and add nothing: "… asked for it", "… told me to", "… said so". */
const REPORT_TAIL = wordSet(`for it that this me us so to earlier already today too before`);

/**
 * "My supervisor asked for it.", "That's what the job card says.", "I was told so.": where the
 * order came from, said of it, orders nothing. Only a subject, a verb of reporting and words that
 * add nothing; a report that carries its own content ("the sheet says weld 2") is no remark.
 */
function sourceReport(words: readonly string[], start: number, end: number, harmless: Span): boolean {
  const said = words[start] === "thats" ? 1 : words[start] === "that" && words[start + 1] === "is" ? 2 : 0;
  const from = said > 0 && words[start + said] === "what" ? start + said + 1 : start;
  let at = from;
  if (SOURCE_PRONOUNS.has(words[at])) at++;
  else if (SUBJECT_DETERMINERS.has(words[at])) {
    const verb = words.slice(at + 1, Math.min(end, at + 5)).findIndex((word) => REPORT_VERBS.has(word));
    if (verb < 1) return false;
    at += 1 + verb;
  } else return false;
  if (/^(was|were|has|have|had)$/.test(words[at] ?? "")) at++;
  if (!REPORT_VERBS.has(words[at] ?? "")) return false;
  for (let tail = at + 1; tail < end; tail++) if (!REPORT_TAIL.has(words[tail])) return false;
  return harmless(from, at) && end - at <= 4;
}

/**
 * "…, the last image was blurry": a report of how something was (a subject with its determiner,
 * then "was" / "were") says why, and orders nothing; its subject may name a thing of the cell, never
 * a number, and what follows the verb could not instruct.
 */
function pastReport(words: readonly string[], start: number, end: number, harmless: Span): boolean {
  if (!SUBJECT_DETERMINERS.has(words[start])) return false;
  const verb = words
    .slice(start + 1, Math.min(end, start + 5))
    .findIndex((word) => /^(was|were)$/.test(word));
  const subject = words.slice(start + 1, start + 1 + verb);
  return (
    verb > 0 &&
    start + verb + 2 < end &&
    !subject.some((word) => /\d/.test(word) || word in NUMBER_WORDS) &&
    harmless(start + verb + 2, end)
  );
}

/**
 * Nouns that label a message rather than order anything ("Ticket 3318:", "Priority:", "Night shift
 * —", "Catering order:", "Sequence as follows:"); with a number after it, one names the order
 * ("order 22", "ticket 31 club on the right").
 */
const HEADER_NOUNS = wordSet(`ticket tickets order orders job request task batch docket table priority
  urgent important attention shift sequence follows plan note reminder update fyi instructions agenda`);

/**
 * A header opening a sentence or one of its clauses (at `start`, the sentence ending at `end`): a
 * noun of `HEADER_NOUNS` and a number ("ticket 31 club …", "order 22, …"), or a label set off by a
 * comma, dash or colon that ends in such a noun or is a purpose ("For the night shift:"). It holds
 * no word that could instruct as written (a label's number is its name; "night" is no slip of
 * "right" in a label): "Weld 2:" is no header, nor is a label with nothing after it. Where the
 * header ends (after its mark), or -1.
 */
function headerEnd(words: readonly string[], start: number, end: number, asWritten: Span): number {
  const noun = (at: number) => HEADER_NOUNS.has(words[at]);
  // "Item 4:" names one line of an order only with its number ("Item:" is a ticket's field).
  const named = (at: number) => (noun(at - 1) || words[at - 1] === "item") && /^\d+$/.test(words[at]);
  let mark = start;
  while (mark < end && mark < start + 7 && !CLAUSE_MARKS.has(words[mark])) mark++;
  if (named(start + 1) && start + 2 < end)
    return start + 2 === mark ? (mark + 1 < end ? mark + 1 : -1) : start + 2;
  if (mark === start || mark + 1 >= end || !CLAUSE_MARKS.has(words[mark])) return -1;
  const purpose = words[start] === "for" && OWNERS.has(words[start + 1]);
  // ("next ticket:", "new order —": the one after, or a new one, of a header noun)
  const ofNoun = (at: number) => /^(next|new|another)$/.test(words[at]) && noun(at + 1);
  for (let at = purpose ? start + 1 : start; at < mark; at++)
    if (!noun(at) && !named(at) && !ofNoun(at) && !asWritten(at, at + 1)) return -1;
  return purpose || noun(mark - 1) || named(mark - 1) ? mark + 1 : -1;
}

/**
 * Whether the words from `start` open like a remark: a word of talk, or a statement, said first
 * (after "and", "right", "oh" …) or after the frames that open it ("[I think] we are done").
 */
function opensLikeRemark(
  words: readonly string[],
  start: number,
  end: number,
  inFrames: ReadonlySet<number>,
) {
  const opens = (at: number) =>
    TALK_WORDS.has(words[at]) || words[at] === "good" || opensStatement(words, at, end);
  let first = start;
  while (first < end && (LEADERS.has(words[first]) || words[first] === ",")) first++;
  let said = first;
  while (said < end && (inFrames.has(said) || LEADERS.has(words[said]) || words[said] === ",")) said++;
  // A remark made of frames and talk alone is the talk reader's; here a remark says something more.
  return said < end && (opens(first) || opens(said));
}

/**
 * The indices of the words of remark sentences: of each sentence (between sentence ends, the
 * command's ends, and a request "could you …"), the whole of it, else its opening clause (up to
 * its first comma), and its closing clause (after its last comma), when that opens like a remark
 * and has no word that could instruct. Words already read as frames or talk count as harmless.
 */
export function remarkSentences(
  words: readonly string[],
  inFrames: ReadonlySet<number>,
  couldInstruct: CouldInstruct,
): number[] {
  const remark: number[] = [];
  const harmless = (start: number, end: number) => {
    for (let at = start; at < end; at++)
      if (!inFrames.has(at) && words[at] !== "," && couldInstruct(words, at)) return false;
    return true;
  };
  // Harmless as written: no word of the span is a word that could instruct, read without slips.
  const asWritten = (start: number, end: number) => {
    for (let at = start; at < end; at++)
      if (!inFrames.has(at) && (couldInstruct.asWritten ?? couldInstruct)(words, at)) return false;
    return true;
  };
  const take = (start: number, end: number) => {
    if (start >= end) return false;
    if (
      !aboutTheSpeaker(words, start, end, couldInstruct) &&
      !thirdPersonStory(words, start, end, couldInstruct) &&
      !occasionSentence(words, start, end, couldInstruct) &&
      !pastStory(words, start, end, couldInstruct) &&
      !speakerDoing(words, start, end, couldInstruct) &&
      !pastReport(words, start, end, harmless) &&
      !sourceReport(words, start, end, harmless) &&
      (!opensLikeRemark(words, start, end, inFrames) || !harmless(start, end))
    )
      return false;
    for (let at = start; at < end; at++) remark.push(at);
    return true;
  };
  const opensRequest = (at: number) => MODALS.has(words[at]) && words[at + 1] === "you" && !inFrames.has(at);
  const sentences: Array<[number, number]> = [];
  const reports: Array<{ sentence: number; start: number; end: number }> = [];
  let start = 0;
  for (let at = 0; at <= words.length; at++) {
    const ends = at === words.length || SENTENCE_ENDS.has(words[at]) || (at > start && opensRequest(at));
    if (!ends) continue;
    const commas = [];
    for (let index = start; index < at; index++) if (words[index] === ",") commas.push(index);
    if (!take(start, at) && commas.length > 0) {
      take(start, commas[0]);
      take(commas[commas.length - 1] + 1, at);
    }
    // "speed it up we're slammed": a transcript lost the comma before a statement closing the sentence.
    const spoken = unmarkedStatement(words, start, at);
    if (spoken > start && !remark.includes(spoken)) take(spoken, at);
    // Headers open the sentence or a clause of it ("ticket 31 club …, ticket 32 …").
    for (let clause = start; clause < at; clause++)
      if (clause === start || CLAUSE_MARKS.has(words[clause - 1])) {
        const header = headerEnd(words, clause, at, asWritten);
        for (let word = clause; word < header; word++) remark.push(word);
      }
    let end = at;
    while (end > start && CLAUSE_MARKS.has(words[end - 1])) end--;
    const closing = closingAdjunct(words, start, end, harmless);
    const adjunct = closing > start ? closing : purposeClause(words, start, end, couldInstruct);
    if (adjunct > start && !remark.includes(adjunct))
      for (let word = adjunct; word < end; word++) remark.push(word);
    for (let word = start, opening = openingAdjunct(words, start, end, harmless); word < opening; word++)
      remark.push(word);
    let first = start;
    const leads = (word: string) => LEADERS.has(word) || HESITATIONS.has(word) || word === ",";
    while (first < at && (inFrames.has(first) || leads(words[first]))) first++;
    const content = reportFrameEnd(words, first, end, couldInstruct.startsPhrase ?? couldInstruct);
    if (content > first && !remark.includes(first) && !harmless(content, end))
      reports.push({ sentence: sentences.length, start: first, end: content });
    sentences.push([start, at]);
    start = SENTENCE_ENDS.has(words[at]) ? at + 1 : at;
  }
  // A reported order is the order when it is the only content or a request beside it agrees to it.
  const said = (index: number) =>
    !inFrames.has(index) && !remark.includes(index) && !/^[,.;:?!-]$/.test(words[index]);
  for (const report of reports) {
    const others = sentences.filter((_, index) => index !== report.sentence);
    const agreed = others.some(([from, to]) => agreesToReport(words, from, to));
    const alone = others.every(([from, to]) =>
      words.slice(from, to).every((_, index) => !said(from + index)),
    );
    if (agreed || alone) for (let word = report.start; word < report.end; word++) remark.push(word);
  }
  return remark;
}
