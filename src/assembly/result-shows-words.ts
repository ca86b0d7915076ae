import type { Account } from "../contracts/account.js";
import type { AssemblyInstruction } from "../contracts/assembly.js";
import { tagOf, tagTokens, type Lexicon } from "./lexicon.js";
import { TIME_UNIT, UNIT } from "./normalize-command.js";
import { PEOPLE_NOUNS } from "../understand/grammar-words.js";
import { choicesInOrder, questionsInOrder } from "../understand/result-shows-said.js";

/** Whom a layer could be thrown at: a person, or a word standing for one. */
const PERSONS = new Set([
  ...PEOPLE_NOUNS,
  ...["team", "him", "her", "them", "me", "us", "someone", "somebody", "people", "everyone", "person"],
]);
/** "at the customer", "towards him": the person, if a place phrase names one. */
function personAt(words: readonly string[]): string | undefined {
  for (let at = 0; at + 1 < words.length; at++) {
    if (!/^(at|toward|towards)$/.test(words[at])) continue;
    const noun = /^(the|that|this|a|my|your)$/.test(words[at + 1]) ? at + 2 : at + 1;
    if (PERSONS.has(words[noun])) return words[noun];
  }
  return undefined;
}
const COPULA = new Set(["is", "are", "was", "be"]);
const ADDING = new Set(["add", "include", "throw", "toss", "stick"]);
const AMOUNT = new Set(["too", "much", "many", "more", "so", "that", "very"]);

/** How many zones a sequence stacks on (a zone set then given layers). */
function productsIn(sequence: readonly AssemblyInstruction[]): number {
  let products = 0;
  let open = true;
  for (const step of sequence) {
    if (step.instruction === "set_active_zone") open = true;
    else if (step.instruction === "add_layer" && open) [products, open] = [products + 1, false];
  }
  return products;
}

/**
 * "a blt then a club, but the club first": a product said again with "the" is one said before,
 * ordered or placed; a result with more products than were said with "a" or a count read it as
 * another one.
 */
function productSaidAgain(
  words: readonly string[],
  sequence: readonly AssemblyInstruction[],
  lexicon: Lexicon,
) {
  // (most commands say no "the": no second tagging of the whole command for them)
  if (!words.includes("the")) return false;
  const said = new Set<string>();
  let counted = 0;
  let again = false;
  for (const span of tagTokens(lexicon, words)) {
    const recipe = tagOf(span, "recipe")?.recipe;
    if (!recipe) continue;
    const before = words[span.start - 1] ?? "";
    // ("the same as the veggie", "like the club": a copy of it, one more product.)
    const copy = /^(as|like)$/.test(words[span.start - 2] ?? "");
    if (before === "the" && said.has(recipe) && !copy) again = true;
    else counted += /^\d+$/.test(before) ? Number(before) : 1;
    said.add(recipe);
  }
  return again && productsIn(sequence) > counted;
}

/** How many layers of the item a sequence adds. */
const layersOf = (sequence: readonly AssemblyInstruction[], item: string) =>
  sequence.filter((step) => step.instruction === "add_layer" && step.params.item === item).length;

/**
 * Words the account calls used whose effect does not show in the result. The account says what
 * a construction saw; some words are easy to see and still miss, so the result is checked:
 * - a question word or a choice ("a club or a blt") in an order (shared with the graph dialect);
 * - a negated item ("no tomato", "tomato is not necessary") must leave fewer of that item than
 *   the same command without the item's word — else the negation did nothing; a negated action
 *   ("don't clear the table") must not be what the command does without the negation;
 * - a distance ("3 cm") must move the arm, a time ("in 5 minutes") must be a wait; a number said of an item, as a count or as a share
 *   ("bacon must be two", "bacon two", "no cheese on one") must change the result when said as
 *   another;
 * - an item said to have run out ("we're out of tomato") must not be built; a word turning
 *   the product round ("in reverse") must change the result, an item put first or last must be
 *   the first or last layer or filling; "only ITEM" must leave that item, and in one product alone;
 * - a product said again with "the" ("…, but the club first") must not be built once more;
 * - products stacked on each other ("one on top of the other") and a layer thrown at a person are
 *   wishes placing does not honour;
 * - one count over two fillings ("a ham and cheese", "two turkey and swiss") or a number before an
 *   item a recipe is named after ("2 cheese") names a product at a counter, not layers: read as
 *   bare layers, the count was not understood.
 * Such a word is unexplained, so the command waits for review. `reread` gives what other words
 * would execute (held or not), or null. Pure.
 */
export function wordsNotShown(
  words: readonly string[],
  account: Account,
  sequence: readonly AssemblyInstruction[],
  {
    lexicon,
    cell,
  }: { lexicon: Lexicon; cell: { outerItem: string; file: { recipes: readonly { name: string }[] } } },
  reread: (words: string[]) => readonly AssemblyInstruction[] | null,
): string[] {
  const itemAt = (at: number) => tagOf(tagTokens(lexicon, [words[at] ?? ""])[0], "item")?.item;
  // Whether the command read with other words comes to this very result: what was changed did nothing.
  let said: string | undefined;
  const sameAs = (other: string[]) => {
    const again = reread(other);
    return again !== null && JSON.stringify(again) === (said ??= JSON.stringify(sequence));
  };
  const shown = [...questionsInOrder(account), ...choicesInOrder(account)];
  // "two clubs, one on top of the other": products stacked on each other, which placing never does.
  if (
    /\b(top of|onto|atop|under|underneath|beneath|above) (the other|each other|one another)\b/.test(
      words.join(" "),
    )
  )
    shown.push("other");
  // "throw the tomato at the customer": a person is no place a layer goes.
  const atPerson = personAt(words);
  if (atPerson) shown.push(atPerson);
  // "a club, we're out of tomato": an item said to have run out cannot be in what is built.
  for (let at = 2; at < words.length; at++) {
    const item = words[at - 2] === "out" && words[at - 1] === "of" ? itemAt(at) : undefined;
    if (item && layersOf(sequence, item) > 0 && !/^(slot|supply|tray|bin)s?$/.test(words[at + 1] ?? ""))
      shown.push("out");
  }
  // "a club, no tomato, only cheese" (it took the cheese out), "a club, only cheese": the one item
  // said to be all there is must be in the product, and with one product, its only filling.
  for (let at = 0; at < words.length; at++) {
    const item = /^(only|just)$/.test(words[at]) ? itemAt(at + 1) : undefined;
    if (!item || item === cell.outerItem) continue;
    // "only ham and cheese": every item of the list said is all there is.
    const listed = [item];
    for (let next = at + 2; /^(and|,|or)$/.test(words[next] ?? "") && itemAt(next + 1); next += 2)
      listed.push(itemAt(next + 1)!);
    const fillings = sequence.filter(
      (step) =>
        step.instruction === "add_layer" && ![...listed, cell.outerItem].includes(String(step.params.item)),
    );
    if (layersOf(sequence, item) === 0 || (productsIn(sequence) === 1 && fillings.length > 0))
      shown.push(words[at]);
  }
  if (productSaidAgain(words, sequence, lexicon)) shown.push("the");
  const recipeNamed = (item: string) => cell.file.recipes.some((recipe) => recipe.name === item);
  const named = productNamedByFillings(words, sequence, itemAt, cell.outerItem, recipeNamed);
  if (named) shown.push(named);
  let from = 0;
  for (const [index, { text, as }] of account.used.entries()) {
    const at = words.indexOf(text.split(" ")[0], from);
    if (at < 0) continue;
    from = at + 1;
    // A distance must move the arm; a time ("in 5 minutes", "for 10 seconds") must be a wait.
    // ("a second bread", "a second one": the ordinal, a word of its own after it.)
    const ordinal =
      words[at + 1] === "second" && !/^(and|then|or|please|before|after|,|\.)?$/.test(words[at + 2] ?? "");
    const time = TIME_UNIT.test(words[at + 1] ?? "") && !ordinal;
    const measured = UNIT.test(words[at + 1] ?? "") ? "move_relative" : time ? "wait" : "";
    if (as === "number" && measured) {
      if (!sequence.some((step) => step.instruction === measured)) shown.push(text);
      continue;
    }
    // "bacon must be two", "bacon two", "cheese put two time", "only one without tomato", "no
    // cheese on one", "all but one": a number said of an item, as a count or as a share of the
    // products that the result would not change with, said as another, was read by nothing.
    const share = /^(,|\.)?$/.test(words[at + 1] ?? "") && /^(on|in|to|of|but)$/.test(words[at - 1] ?? "");
    const predicate = /^(be|is|are|was|put|only|just)$/.test(words[at - 1] ?? "");
    if (
      as === "number" &&
      /^(\d+|one)$/.test(words[at]) &&
      (predicate || share || countSlot(words, at, itemAt))
    ) {
      const count = words[at] === "one" ? 1 : Number(words[at]);
      // Plainly shown, no reading again: as many products, layers, or of the item beside it.
      const item = itemAt(at + 1) ?? itemAt(at - 1);
      const layers = sequence.filter((step) => step.instruction === "add_layer").length;
      const plain =
        count === productsIn(sequence) || count === layers || (item && count === layersOf(sequence, item));
      if (count > 1 && plain) continue;
      const another = String(count + 1);
      if (sameAs(words.map((word, k) => (k === at ? another : word)))) shown.push(text);
      continue;
    }
    // "a club. then add ham": an adding verb whose item the result would hold without it added nothing.
    const first = at + (/^(the|some|a|an)$/.test(words[at + 1] ?? "") ? 2 : 1);
    // (only after a whole product: bare layers added are what the result shows)
    if (
      as === "verb" &&
      ADDING.has(words[at]) &&
      itemAt(first) !== undefined &&
      layersOf(sequence, cell.outerItem) > 1
    ) {
      let last = first;
      while (itemAt(last + 1) !== undefined) last++;
      if (sameAs(words.filter((_, word) => word < first || word > last))) shown.push(text);
      continue;
    }
    // "a club in reverse": a word turning the product round that the result would not change
    // without did nothing.
    if (/^(reverse|reversed|backwards?)$/.test(words[at]) && sameAs(words.filter((_, word) => word !== at))) {
      shown.push(text);
      continue;
    }
    // "a club but put the cheese first": the item said first (last) must be the first (last)
    // layer or filling.
    const placed = /^(first|last)$/.test(words[at]) ? itemAt(at - 1) : undefined;
    if (placed) {
      const items = sequence.flatMap((step) =>
        step.instruction === "add_layer" ? [String(step.params.item)] : [],
      );
      const fillings = items.filter((item) => item !== cell.outerItem);
      const ends = words[at] === "first" ? [items[0], fillings[0]] : [items.at(-1), fillings.at(-1)];
      if (!ends.includes(placed)) shown.push(text);
      continue;
    }
    // "not too much tomato" speaks of an amount, which the edit grammar reads.
    if (as !== "negation" || AMOUNT.has(words[at + 1] ?? "")) continue;
    // "no extra cheese", "must not have extra cheese": a doubling negated keeps the item as it is.
    const linked = /^(have|has|need|want|put|add|use|get|give|with|any)$/.test(
      account.used[index + 1]?.text ?? "",
    );
    if (account.used[index + (linked ? 2 : 1)]?.as === "modifier") continue;
    // The item it governs: the nearest after it, else the one it is said of ("tomato is not needed");
    // a negation closing its part of the clause ("tomato no, instead cheese") governs only that one.
    const span = text.split(" ").length;
    const closes = /^(,|and|but|\.)?$/.test(words[at + span] ?? "");
    const near = closes ? [] : [1, 2, 3].map((d) => at + span - 1 + d);
    near.push(COPULA.has(words[at - 1] ?? "") ? at - 2 : at - 1);
    const itemWord = near.find((word) => word >= 0 && word < words.length && itemAt(word));
    if (itemWord === undefined) {
      // A negated verb ("don't clear the table"): the result must differ from the verb done. A
      // "no" before a verb is an interjection ("no wait, put it back").
      if (text === "no" || account.used[index + 1]?.as !== "verb") continue;
      if (sameAs(words.filter((_, word) => word < at || word >= at + span))) shown.push(text);
      continue;
    }
    const item = itemAt(itemWord)!;
    // "turkey not bacon": an item replacing one of the same kind leaves as many; it shows when built.
    const instead =
      text === "not" && itemWord > at ? itemAt(words[at - 1] === "," ? at - 2 : at - 1) : undefined;
    if (instead !== undefined && layersOf(sequence, instead) > 0) continue;
    const kept = layersOf(sequence, item);
    if (kept === 0) continue;
    const unsaid = reread(words.filter((_, word) => word !== itemWord));
    if (unsaid && kept >= layersOf(unsaid, item)) shown.push(text);
  }
  return shown;
}

/**
 * A number where a count is said: before an item or product ("2 clubs", "3 cheese"), after an
 * item or a copula ("bacon two", "must be two"), or before "times" — not a label ("step 2", "for
 * the next 3 orders").
 */
function countSlot(
  words: readonly string[],
  at: number,
  itemAt: (at: number) => string | undefined,
): boolean {
  if (!/^\d+$/.test(words[at]) || Number(words[at]) < 2 || LABELS.test(words[at - 1] ?? "")) return false;
  return (
    itemAt(at + 1) !== undefined ||
    itemAt(at - 1) !== undefined ||
    COPULA.has(words[at - 1] ?? "") ||
    /^(times?|x)$/.test(words[at + 1] ?? "")
  );
}
const LABELS = /^(step|next|last|first|past|item|table|order|ticket|number|no|line|seat|room)$/;

const COUNT = /^(a|an|\d+)$/;
const JOIN = new Set(["and", "n", ","]);
const LAYING = /^(add|put|place|stack|lay|layers?|drop|then|next|top)$/;

/**
 * The count word of "COUNT ITEM and ITEM" (or "NUMBER ITEM" where a recipe is named after the item) when the result stacks those fillings on a zone with no
 * outer item and no laying verb was said before it: the words named a product, which bare layers
 * are not.
 */
function productNamedByFillings(
  words: readonly string[],
  sequence: readonly AssemblyInstruction[],
  itemAt: (at: number) => string | undefined,
  outerItem: string,
  recipeNamed: (item: string) => boolean,
): string | null {
  // The layers each zone is given, in the order the zones are visited.
  const zones: string[][] = [[]];
  for (const step of sequence)
    if (step.instruction === "set_active_zone") zones.push([]);
    else if (step.instruction === "add_layer") zones.at(-1)!.push(String(step.params.item));
  const bareWith = (...fillings: string[]) =>
    zones.some((layers) => fillings.every((item) => layers.includes(item)) && !layers.includes(outerItem));
  for (let at = 0; at + 1 < words.length; at++) {
    if (!COUNT.test(words[at]) || words.slice(0, at).some((word) => LAYING.test(word))) continue;
    const filling = itemAt(at + 1);
    if (!filling) continue;
    // "3 cheese slices" counts layers.
    const layerNoun = /^(slices?|layers?|pieces?|tiles?)$/.test(words[at + 2] ?? "");
    if (/^\d+$/.test(words[at]) && recipeNamed(filling) && !layerNoun && bareWith(filling)) return words[at];
    if (!JOIN.has(words[at + 2]) || COUNT.test(words[at + 3] ?? "")) continue;
    const next = itemAt(at + 3);
    // (one of them edited away leaves the other bare: "a ham and cheese, hold the cheese")
    if (next && (bareWith(filling) || bareWith(next))) return words[at];
  }
  return null;
}
