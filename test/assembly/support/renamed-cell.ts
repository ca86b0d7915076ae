import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { createInterpretContext } from "../../../src/assembly/create-interpret-context.js";
import { interpretRules } from "../../../src/assembly/interpret-rules.js";
import { loadAssemblyCell } from "../../../src/assembly/load-assembly-cell.js";
import { seededRandom } from "../../../src/assembly/seeded-random.js";

/**
 * A copy of the sandwich cell with every cell word renamed (items, their slots, the product noun),
 * so a test can show that nothing sandwich-specific lives in code: the same commands, renamed,
 * must come out the same, renamed.
 */
export const RENAMES: Record<string, string> = {
  bread: "wafer",
  breads: "wafers",
  meat: "fish",
  meats: "fishes",
  cheese: "rice",
  cheeses: "rices",
  lettuce: "seaweed",
  lettuces: "seaweeds",
  tomato: "ginger",
  tomatoes: "gingers",
  tomatos: "gingers",
  sandwich: "platter",
  sandwiches: "platters",
};

const BACK = Object.fromEntries(
  Object.entries(RENAMES)
    .filter(([from]) => !["tomatos"].includes(from))
    .map(([from, to]) => [to, from]),
);

/** Replaces whole words (underscores count as word edges, so bread_slot → wafer_slot). */
function replaceWords(text: string, map: Record<string, string>): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    if (!(lower in map)) return word;
    const to = map[lower];
    return word === word.toUpperCase() && word.length > 1
      ? to.toUpperCase()
      : word[0] === word[0].toUpperCase()
        ? to[0].toUpperCase() + to.slice(1)
        : to;
  });
}

export const renameText = (text: string) => replaceWords(text, RENAMES);
export const renameBack = (text: string) => replaceWords(text, BACK);

/**
 * Writes the renamed cell file into `dir` and returns its path. Each item also keeps its old
 * spellings as words, only so that a misspelt old word ("chese") is the same typo in both cells.
 */
export function writeRenamedCell(dir: string): string {
  const original = readFileSync(join(process.cwd(), "cells", "sandwich.cell.yaml"), "utf8");
  const file = parse(replaceWords(original, RENAMES).replace(/^cell: sandwich$/m, "cell: platter")) as {
    items: Array<{ name: string; words: string[] }>;
  };
  for (const item of file.items)
    item.words.push(...Object.keys(RENAMES).filter((old) => RENAMES[old].startsWith(item.name)));
  const path = join(dir, "platter.cell.yaml");
  writeFileSync(path, stringify(file));
  return path;
}

/** The rules interpreter on the renamed cell written into `dir`: commands in, renamed on the way. */
export function renamedInterpreter(dir: string) {
  const platter = loadAssemblyCell(writeRenamedCell(dir));
  return (text: string) =>
    interpretRules(renameText(text), createInterpretContext(platter, { random: seededRandom(1) }));
}
