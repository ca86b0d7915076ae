import { BUILD_VERBS, CLAUSE_VERBS } from "./words.js";

/**
 * Splits at sentence ends, "then", "after that", and "and"/"," before an action verb; a clause led
 * by "but first" / "and first" is moved before the ones said earlier.
 */
export function splitClauses(
  body: string,
  namesSandwich: (clause: string) => boolean = () => false,
  startsWithItem: (word: string) => boolean = () => false,
): string[] {
  const tokens = body.split(" ").filter(Boolean);
  const clauses: string[][] = [[]];
  const goesFirst = new Set<string[]>();
  const cut = () => {
    if (clauses[clauses.length - 1].length > 0) clauses.push([]);
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    const next = tokens[index + 1] ?? "";
    if (token === "." || token === ";") {
      cut();
      continue;
    }
    // "add bread, then cheese, then bread on the right" is one list; "then go home" a new clause.
    const listGoesOn = (at: number) =>
      startsWithItem(tokens.slice(at + 1).filter((word) => !/^(a|an|the|some|1|2|3)$/.test(word))[0] ?? "");
    if (
      (token === "then" || token === "afterwards" || token === "finally" || token === "next") &&
      index > 0 &&
      !(token === "then" && listGoesOn(index))
    ) {
      cut();
      continue;
    }
    // "bread, turkey and then bread again": "and then" before an item goes on with the list.
    if (
      (token === "after" && next === "that") ||
      (token === "and" && next === "then" && !listGoesOn(index + 1))
    ) {
      cut();
      index++;
      continue;
    }
    const speedTail =
      tokens[index - 1] === "nice" || (/^(slow|speed)$/.test(next) && tokens.length - index <= 3);
    // A lead-in without a verb ("on the left, make …", "carefully, stack …") belongs to the clause it leads.
    const leadIn =
      token === "," &&
      !clauses[clauses.length - 1].some((word) => CLAUSE_VERBS.has(word) || BUILD_VERBS.has(word));
    // "… and hold on to it": "hold" before "on", "onto" or "it" keeps the tile; before an item it leaves it out.
    const holds = next === "hold" && /^(on|onto|it|that|this)$/.test(tokens[index + 2] ?? "");
    if (
      (token === "and" || token === "," || token === "but") &&
      (CLAUSE_VERBS.has(next) || holds) &&
      !speedTail &&
      !leadIn &&
      !(next === "add" && tokens[index + 2] === undefined)
    ) {
      cut();
      continue;
    }
    // "bread, after meat, after cheese": after a comma and before an item, "after" is "then".
    if (token === "after" && tokens[index - 1] === "," && listGoesOn(index)) {
      clauses[clauses.length - 1].push("then");
      continue;
    }
    if (token === "first" && index === 0) continue;
    if (/^(but|and|,)$/.test(token) && next === "first" && index > 0) {
      cut();
      goesFirst.add(clauses[clauses.length - 1]);
      index++;
      continue;
    }
    clauses[clauses.length - 1].push(token);
  }
  const texts = [
    ...clauses.filter((clause) => goesFirst.has(clause)),
    ...clauses.filter((clause) => !goesFirst.has(clause)),
  ]
    .map((clause) => clause.join(" ").replace(/^[,\s]+|[,\s]+$/g, ""))
    .filter((clause) => clause && !/^(after|afterwards|after that|too|as well)$/.test(clause));
  // "make a classic and put some cheese on it": the second part modifies the sandwich just named.
  const merged: string[] = [];
  for (const text of texts) {
    const onIt =
      /^(put|add|throw|stick|include|place)\s+(.+?)\s+(on it|on top of it|to it|in it|inside|in there|on there|onto it|on that|to that)$/.exec(
        text,
      );
    const extra =
      /^(?:add|put|throw|include)\s+((?:extra|more|double|triple|some extra)\b.*)$/.exec(text) ??
      /^(?:add|include|throw in|put in)\s+(.+)$/.exec(text);
    const previous = merged[merged.length - 1];
    const builds =
      previous !== undefined &&
      (/\b(make|build|prepare|assemble|create)\b/.test(previous) || namesSandwich(previous));
    if (builds && (onIt || extra)) {
      merged[merged.length - 1] = `${previous} with ${onIt ? onIt[2] : extra![1]}`;
    } else if (builds && /^(another|1 more|one more|the same|same)\b/.test(text)) {
      merged[merged.length - 1] = `${previous} and ${text}`;
    } else merged.push(text);
  }
  return merged;
}
