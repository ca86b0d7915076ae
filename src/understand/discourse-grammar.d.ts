// Types of the parser generated from discourse-grammar.peggy (discourse-grammar.js, `npm run grammar`).

/** How many words the politeness or discourse frame opening the input takes (0: none there). */
export function parse(
  input: string,
  options?: { peg$silentFails?: number; opening?: boolean; clauseStart?: boolean },
): number;
