/** A word list written as one text, split on white space: word lists are data, not code lines. */
export const wordSet = (text: string): Set<string> => new Set(text.trim().split(/\s+/));

/** Phrases separated by "|", each split into its words. */
export const phraseList = (text: string): string[][] =>
  text.split("|").map((phrase) => phrase.trim().split(/\s+/));
