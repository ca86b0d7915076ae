// Generates the construction grammar's parser (src/understand/position-grammar.js) from its Peggy
// grammar. The generated file is committed: the CLI and the tests load it with no Peggy at run time,
// and test/understand/position-grammar.test.ts checks it is what this script makes of the grammar.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import peggy from "peggy";

export const grammarFile = "src/understand/position-grammar.peggy";
export const parserFile = "src/understand/position-grammar.js";

/** The parser's source, as generated from the grammar in `root`. */
export function generateGrammar(root = ".") {
  return peggy.generate(readFileSync(`${root}/${grammarFile}`, "utf8"), {
    output: "source",
    format: "es",
    grammarSource: "position-grammar.peggy",
    allowedStartRules: ["Readings", "Scope"],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(parserFile, generateGrammar());
