import type { Account } from "../contracts/account.js";
import { wordSet } from "./word-set.js";

/*
 * A statement of what is done, said beside an order: "weld 1 and 2, 1 is welded", "inspect 3,
 * 2 is already inspected", "paint booth 1, booth 2 was primed". A place and a form of "be" before
 * a cell verb said as done tells how things are; it orders nothing, and it may take back part of
 * the order ("is welded": do not weld it again?). The parse read the verb as one more step, so the
 * "be" is unexplained and the command is asked about, never done twice or done as a guess.
 */
const BE = wordSet(`is are was were been s`);
const BETWEEN = wordSet(`already all now just both also all`);
const DONE = /(?:ed|done|finished|en)$/;

export function statedDone(account: Account): string[] {
  const { used } = account;
  return used.flatMap((word, at) => {
    if (!BE.has(word.text) || word.as !== "filler") return [];
    const before = used[at - 1];
    if (before?.as !== "number" && before?.as !== "name") return [];
    let next = at + 1;
    while (used[next] && BETWEEN.has(used[next].text)) next++;
    const verb = used[next];
    return verb?.as === "verb" && DONE.test(verb.text) ? [word.text] : [];
  });
}
