// Generates the construction grammars' parsers (src/*/*-grammar.js) from their Peggy grammars. The
// generated files are committed: the CLI and the tests load them with no Peggy at run time, and the
// grammar tests check each is what this script makes of its grammar.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import peggy from "peggy";

/** The grammars, by name, with their start rules: place references, scope and exclusion words, discourse frames, learning frames, ordering words, recipe edits. */
export const grammars = {
  position: "Readings",
  scope: "Scope",
  discourse: "Frame",
  learning: ["Learning", "UnnamedSave"],
  ordering: ["Graph", "Assembly"],
  edit: "Edits",
};
/** The folder of each grammar (the dialect it belongs to). */
const folders = { learning: "assembly", edit: "assembly" };
export const grammarFile = "src/understand/position-grammar.peggy";
export const parserFile = "src/understand/position-grammar.js";
export const fileOf = (name, ext) => `src/${folders[name] ?? "understand"}/${name}-grammar.${ext}`;

/** The parser's source, as generated from grammar `name` in `root`. */
export function generateGrammar(root = ".", name = "position") {
  return peggy.generate(readFileSync(`${root}/${fileOf(name, "peggy")}`, "utf8"), {
    output: "source",
    format: "es",
    grammarSource: `${name}-grammar.peggy`,
    allowedStartRules: [grammars[name]].flat(),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const name of Object.keys(grammars)) writeFileSync(fileOf(name, "js"), generateGrammar(".", name));
