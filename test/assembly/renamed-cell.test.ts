import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createInterpretContext } from "../../src/assembly/create-interpret-context.js";
import { interpretRules } from "../../src/assembly/interpret-rules.js";
import { loadAssemblyCell } from "../../src/assembly/load-assembly-cell.js";
import { seededRandom } from "../../src/assembly/seeded-random.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { RENAMES, renameBack, renameText, writeRenamedCell } from "./support/renamed-cell.js";

const temp = makeTempDir();
afterAll(() => temp.cleanup());

const sets = [
  join("eval", "sandwich.dev.jsonl"),
  ...["", "2", "3", "4", "5", "6", "7"].map((n) =>
    join("test", "assembly", "fixtures", `sandwich.broad${n}.jsonl`),
  ),
];
const cases = sets.flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { id: string; text: string }),
);

describe("an assembly cell is data", () => {
  const sandwich = loadAssemblyCell("sandwich");
  const platter = loadAssemblyCell(writeRenamedCell(temp.dir));
  const sandwichContext = () => createInterpretContext(sandwich, { random: seededRandom(7) });

  it("loads a copy of the sandwich cell with every item and the product renamed", () => {
    expect(platter.itemNames).toEqual(["wafer", "fish", "rice", "seaweed", "ginger"]);
    expect(platter.outerItem).toBe("wafer");
  });

  it("answers every evaluation command, renamed, as the sandwich cell does", () => {
    const differences: string[] = [];
    for (const { id, text } of cases) {
      const expected = interpretRules(text, sandwichContext());
      const got = interpretRules(
        renameText(text),
        createInterpretContext(platter, { random: seededRandom(7) }),
      );
      // What acts must match; a misspelt word is exact once renamed, so only confidence may differ.
      const acts = (result: typeof got) =>
        result && {
          sequence: result.sequence,
          composite: result.composite_name,
          creative: result.creative_reasoning,
          feedback: result.user_feedback,
        };
      const said = JSON.stringify(acts(got));
      const leaked = Object.keys(RENAMES).filter((word) => new RegExp(`\\b${word}\\b`).test(said));
      if (leaked.length)
        differences.push(`${id} ${JSON.stringify(text)}: the renamed cell said ${leaked.join(", ")}`);
      const back = got === null ? null : JSON.parse(renameBack(JSON.stringify(acts(got))));
      if (JSON.stringify(back) !== JSON.stringify(acts(expected)))
        differences.push(
          `${id} ${JSON.stringify(text)}\n  sandwich: ${JSON.stringify(expected)}\n  renamed:  ${JSON.stringify(back)}`,
        );
    }
    expect(differences.join("\n")).toBe("");
  });
});
