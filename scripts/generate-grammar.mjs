// Generates the construction grammars' parsers (src/*/*-grammar.js) from their Peggy grammars. The
// generated files are committed: the CLI and the tests load them with no Peggy at run time, and the
// grammar tests check each is what this script makes of its grammar.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import peggy from "peggy";
import { makeParserOnce } from "./parser-made-once.mjs";

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
  const source = peggy.generate(readFileSync(`${root}/${fileOf(name, "peggy")}`, "utf8"), {
    output: "source",
    format: "es",
    grammarSource: `${name}-grammar.peggy`,
    allowedStartRules: [grammars[name]].flat(),
  });
  return makeParserOnce(testFirstCharacters(hoistConstants(source)));
}

/**
 * Peggy 5 tests a literal by cutting as many characters out of the input (`input.substr(pos, n)
 * === "…"`): a new string per test, and a discourse frame tried at a word that opens none made
 * hundreds of them. Comparing the literal's first character first answers most tests without one.
 */
export function testFirstCharacters(source) {
  const literals = new Map(
    [...source.matchAll(/^const (peg\$c\d+) = (".*");$/gm)].map(([, name, value]) => [name, JSON.parse(value)]),
  );
  return source.replace(/input\.substr\(peg\$currPos, (\d+)\) === (peg\$c\d+)/g, (test, length, name) => {
    const literal = literals.get(name);
    if (typeof literal !== "string" || literal.length !== Number(length) || literal.length < 2) return test;
    return `input.charCodeAt(peg$currPos) === ${literal.charCodeAt(0)} && ${test}`;
  });
}

/**
 * Peggy 5 declares its literals, character classes and failure expectations (hundreds in a
 * grammar) inside `peg$parse`, so every call builds them all again, though an expectation is only
 * read when an error is reported. None depends on the call: they, and the pure functions that
 * make expectations, move to the module, built once.
 */
export function hoistConstants(source) {
  const constant = /^ {2}const peg\$[cre]\d+ = .*;\n/gm;
  const maker = /^ {2}function peg\$(?:literal|class|any|end|other)Expectation\([^)]*\) \{\n.*\n {2}\}\n\n/gm;
  const moved = [...source.matchAll(constant), ...source.matchAll(maker)].map(([text]) => text);
  const makers = moved.filter((text) => text.includes("function"));
  if (makers.length !== 5) throw new Error(`expected Peggy's 5 expectation makers, found ${makers.length}`);
  const start = source.indexOf("function peg$parse(");
  const rest = source.slice(start).replace(constant, "").replace(maker, "");
  const dedent = (text) => text.replace(/^ {2}/gm, "");
  return `${source.slice(0, start)}${makers.map(dedent).join("")}${moved
    .filter((text) => !text.includes("function"))
    .map(dedent)
    .join("")}\n${rest}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const name of Object.keys(grammars)) writeFileSync(fileOf(name, "js"), generateGrammar(".", name));
