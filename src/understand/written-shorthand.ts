/**
 * Shorthand of typed chat, in both dialects ("pls weld pos 1 thx", "can u make a club n a blt",
 * "w/o tomato"), and the formal register's words for plain ones ("subsequently", "prior to"):
 * each stands for the words it abbreviates, so the grammar reads the plain words and accounts for
 * them as it would if they were written out. None of these is a word of any cell.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  pls: "please",
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
  subsequently: "then",
  thereafter: "then",
  "subsequent to": "after",
  "prior to": "before",
  "on completion of": "after",
  "upon completion of": "after",
  "on completion": "then",
  "upon completion": "then",
  "same thing": "same",
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
  return SHORTHAND_WORD.test(text) || text.includes("w/");
};

/** Lower-case text with its chat shorthand written out ("w/" is "with", "w/o" "without"). */
export function expandWrittenShorthand(text: string): string {
  return text
    .replace(/\bw\/o\b/g, " without ")
    .replace(/\bw\/(?=\s|[a-z])/g, " with ")
    .replace(SHORTHAND_WORD, (word) => SHORTHAND[word]);
}
