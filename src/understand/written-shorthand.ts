/**
 * Shorthand of typed chat, in both dialects ("pls weld pos 1 thx", "can u make a club n a blt",
 * "w/o tomato"), and the formal register's words for plain ones ("subsequently", "prior to"):
 * each stands for the words it abbreviates, so the grammar reads the plain words and accounts for
 * them as it would if they were written out. None of these is a word of any cell.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  pls: "please",
  // Nigerian Pidgin's "please" ("Abeg, go to the welder stand.")
  abeg: "please",
  plz: "please",
  thx: "thanks",
  thnx: "thanks",
  thanx: "thanks",
  ty: "thanks",
  u: "you",
  ur: "your",
  n: "and",
  cn: "can",
  gimme: "give me",
  rn: "right now",
  mv: "move",
  em: "them",
  bc: "because",
  cuz: "because",
  subsequently: "then",
  thereafter: "then",
  "subsequent to": "after",
  "prior to": "before",
  "ahead of": "before",
  "on completion of": "after",
  "upon completion of": "after",
  "on completion": "then",
  "upon completion": "then",
  "same thing": "same",
  // a dropped final g in speech ("weld everythin", "nothin else")
  everythin: "everything",
  nothin: "nothing",
  anythin: "anything",
  somethin: "something",
};

// (longest first: "on completion of" before "on completion")
const SHORTHAND_WORD = new RegExp(
  `\\b(?:${Object.keys(SHORTHAND)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b(?!')`,
  "g",
);

/** True when lower-case text holds a shorthand this module expands. */
export const hasWrittenShorthand = (text: string): boolean => {
  SHORTHAND_WORD.lastIndex = 0;
  return SHORTHAND_WORD.test(text) || text.includes("w/") || / w /.test(` ${text} `);
};

/**
 * Written step markers — "1) … 2) …", "(1) … (2) …", "(a) … (b) …", "1. … 2. …" — are the steps
 * "step 1 … step 2 …" of the ordering grammar; their numbers number steps, never places. A run of
 * markers is read only when it opens the text (or a colon: "as follows: 1) …") with the first step
 * and counts up one by one, so "(pos 1 and 2)" or "weld 1. 2. inspect" keep their numbers. "1." is
 * a marker only opening a sentence ("weld pos 1. 2. inspect pos 2.": the second "2." is no step).
 */
const STEP_MARKER = /(^|[\s:])(\(?)(\d{1,2}|[a-h])([).])(?=\s)/g;

function numberedSteps(text: string): string {
  const steps: { at: number; end: number; step: number }[] = [];
  for (const match of text.matchAll(STEP_MARKER)) {
    const [whole, before, open, label, close] = match;
    const at = (match.index ?? 0) + before.length;
    const step = /\d/.test(label) ? Number(label) : label.charCodeAt(0) - 96;
    const sentenceStart = /(^|[.:])\s*$/.test(text.slice(0, at));
    const fits =
      close === ")" ? open === "" || open === "(" : open === "" && /\d/.test(label) && sentenceStart;
    const first = steps.length === 0 && step === 1 && /^\s*$|:\s*$/.test(text.slice(0, at));
    if (fits && (first || (steps.length > 0 && step === steps[steps.length - 1].step + 1)))
      steps.push({ at, end: (match.index ?? 0) + whole.length, step });
  }
  if (steps.length === 0) return text;
  let out = "";
  let from = 0;
  for (const { at, end, step } of steps) {
    out += `${text.slice(from, at)} step ${step} `;
    from = end;
  }
  return out + text.slice(from);
}

/** Lower-case text with its chat shorthand written out ("w/" is "with", "w/o" "without"). */
export function expandWrittenShorthand(text: string): string {
  return (
    numberedSteps(text)
      .replace(/\bw\/o\b/g, " without ")
      .replace(/\bw\/(?=\s|[a-z])/g, " with ")
      // "check pos 1 w the camera": a bare "w" before a determiner is "with".
      .replace(/(^|\s)w (?=(the|a|an|my|your|this|that|its) )/g, "$1with ")
      .replace(SHORTHAND_WORD, (word) => SHORTHAND[word])
  );
}
