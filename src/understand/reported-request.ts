import { NUMBER_WORDS, ORDINAL_WORDS } from "./grammar-words.js";
import { wordSet } from "./word-set.js";

/*
 * A request reported ("the sheet says position 2 needs a tack weld", "my lead said to tack weld
 * position 1", "I was told to inspect 3", "the job card wants pictures of 1 to 3"): the sentence
 * opens with who or what the order came from and a verb of reporting, and what follows is the
 * order. The frame is talk around the order only when its content is what is asked: the command's
 * only content, or agreed to by a request said beside it ("Could you do that?"). Otherwise ("weld 1.
 * the sheet says 2") its words stay unexplained and the command is asked about.
 */

/** Who an order came from said as a pronoun: "he said …", "I was told …". */
export const SOURCE_PRONOUNS = wordSet(`i we he she they someone somebody`);
/** Verbs that report an order: "my lead asked for it", "the card says …", "I was told so". */
export const REPORT_VERBS = wordSet(`said says asked asks told wants wanted needs needed wrote writes`);
const DETERMINERS = wordSet(`the that this my our your his her their`);
const AUXILIARIES = wordSet(`was were has have had is`);
/** What may stand between the report and its content: "said to …", "told me that …". */
const LINKS = wordSet(`me us that to`);
/** Words of a subject that would change what is ordered. */
const NEVER_SUBJECT = wordSet(`no not never dont if unless only except all every both`);

type AtWord = (words: readonly string[], at: number) => boolean;

/**
 * "Clipboard says: …", "Ticket says …": what is read from, named without a determiner, one word
 * with "says" or "said" and no auxiliary (no number, no word of the cell or that changes the order).
 */
function bareSource(words: readonly string[], at: number, end: number, namesCell: AtWord): boolean {
  const word = words[at];
  const said = /^(says|said)$/.test(words[at + 1] ?? "") && at + 2 < end;
  const named = /\d/.test(word) || word in NUMBER_WORDS || word in ORDINAL_WORDS || NEVER_SUBJECT.has(word);
  return said && !named && !SOURCE_PRONOUNS.has(word) && !namesCell(words, at);
}

/**
 * Where the report frame opening the words at `start` ends (the index its content starts at), or
 * -1: a source pronoun, or a determiner and at most three words naming a source (no number; its
 * last word, the head, no word of the cell as written: "the left seam needs …" is content), an
 * auxiliary, a verb of reporting and a link; the content after it must be there.
 */
export function reportFrameEnd(
  words: readonly string[],
  start: number,
  end: number,
  namesCell: AtWord,
): number {
  let at = start;
  // "it says BLT": what is read from (a ticket, a screen) said as "it", only with "says".
  if (SOURCE_PRONOUNS.has(words[at]) || (words[at] === "it" && /^(says|said)$/.test(words[at + 1] ?? "")))
    at++;
  else if (bareSource(words, at, end, namesCell)) at++;
  else if (DETERMINERS.has(words[at])) {
    let head = at + 1;
    while (
      head < end &&
      head < at + 4 &&
      !REPORT_VERBS.has(words[head + 1] ?? "") &&
      !AUXILIARIES.has(words[head + 1] ?? "")
    )
      head++;
    const subject = words.slice(at + 1, head + 1);
    const named = subject.some(
      (word) => /\d/.test(word) || word in NUMBER_WORDS || word in ORDINAL_WORDS || NEVER_SUBJECT.has(word),
    );
    if (head >= end || named || namesCell(words, head)) return -1;
    at = head + 1;
  } else return -1;
  if (AUXILIARIES.has(words[at])) at++;
  if (!REPORT_VERBS.has(words[at] ?? "")) return -1;
  at++;
  while (at < end && LINKS.has(words[at])) at++;
  return at < end ? at : -1;
}

/** Words of a request that agrees to what was reported: "Could you (maybe) do that, please?". */
const AGREEING = wordSet(`could can would will you please maybe possibly just kindly do that it this so for me
  now then thanks ? , . !`);

/** Whether the words from `start` to `end` agree to a reported order: "could you do that?", "please do it". */
export function agreesToReport(words: readonly string[], start: number, end: number): boolean {
  const said = words.slice(start, end);
  return (
    said.includes("do") &&
    said.some((word) => /^(that|it|this|so)$/.test(word)) &&
    said.every((word) => AGREEING.has(word))
  );
}
