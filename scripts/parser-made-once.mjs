// Peggy 5 declares every rule, action and helper function inside `peg$parse`, so each call makes
// them all again (a hundred closures or more) and leaves them to the garbage collector; discourse
// frames are parsed at many words of a command, most of them opening none. `makeParserOnce`
// rewrites a generated parser so that they are made once per parser: `peg$parse`'s body becomes a
// maker holding its functions and variables, and a run that sets the variables on each call, in
// the order the original declared them (Peggy's own and the grammar's per-parse initializer).
// A parse started while another runs (from an action) takes a parser of its own.

/**
 * The top-level statements of a function body, as [start, end) offsets: a small scanner that
 * knows strings, template literals without substitutions, comments and regular expressions.
 */
function topLevelStatements(body) {
  const statements = [];
  let depth = 0;
  let start = null;
  let last = ""; // the last significant character, to tell a regular expression from a division
  const end = (at) => {
    statements.push([start, at]);
    start = null;
  };
  for (let at = 0; at < body.length; at++) {
    const char = body[at];
    if (/\s/.test(char)) continue;
    if (char === "/" && body[at + 1] === "/") {
      at = body.indexOf("\n", at);
      if (at < 0) at = body.length;
      continue;
    }
    if (char === "/" && body[at + 1] === "*") {
      at = body.indexOf("*/", at) + 1;
      continue;
    }
    if (start === null) start = at;
    if (char === '"' || char === "'" || char === "`") {
      const from = at;
      for (at++; body[at] !== char; at++) if (body[at] === "\\") at++;
      if (char === "`" && body.slice(from, at).includes("${"))
        throw new Error("a template literal with substitutions: not read by makeParserOnce");
    } else if (char === "/" && (last === "" || "(,=:[!&|?{};+-*%<>~^".includes(last))) {
      let inClass = false;
      for (at++; body[at] !== "/" || inClass; at++) {
        if (body[at] === "\\") at++;
        else if (body[at] === "[") inClass = true;
        else if (body[at] === "]") inClass = false;
      }
      while (/[a-z]/.test(body[at + 1])) at++;
    } else if ("({[".includes(char)) depth++;
    else if (")}]".includes(char)) {
      depth--;
      // A function declaration (or a block statement) ends with its brace.
      if (depth === 0 && char === "}" && /^(function|if|for|while)\b/.test(body.slice(start))) {
        if (!/^\s*else\b/.test(body.slice(at + 1))) end(at + 1);
      }
    } else if (char === ";" && depth === 0) end(at + 1);
    last = char;
  }
  if (start !== null) throw new Error(`a statement without its end: ${body.slice(start, start + 60)}`);
  return statements;
}

/** `const a = …;`, `let { a, b } = …;`, `let a;` → the names, and the statement as an assignment. */
function asAssignment(statement) {
  const match = /^(?:const|let|var)\s+(\{[^}]*\}|[\w$]+)\s*(=[^]*)?;$/.exec(statement);
  if (!match) throw new Error(`not a declaration makeParserOnce can read: ${statement.slice(0, 80)}`);
  const [, target, value] = match;
  const destructured = target.startsWith("{");
  const names = destructured ? target.slice(1, -1).split(",").map((name) => name.trim()) : [target];
  if (names.some((name) => !/^[\w$]+$/.test(name)))
    throw new Error(`a destructuring makeParserOnce cannot read: ${target}`);
  const assigned = value ?? "= undefined";
  return { names, assignment: destructured ? `(${target} ${assigned});` : `${target} ${assigned};` };
}

/** A declaration's words over lines of at most 100 characters. */
function wrap(text) {
  const lines = [""];
  for (const word of text.split(" "))
    if (lines.at(-1).length + word.length + 1 > 98) lines.push(`  ${word}`);
    else lines[lines.length - 1] += lines.at(-1) ? ` ${word}` : word;
  return lines.join("\n");
}

/** The generated parser with its functions made once per parser instead of once per call. */
export function makeParserOnce(source) {
  const head = "function peg$parse(input, options) {\n";
  const start = source.indexOf(head);
  // Peggy's parse ends by throwing the syntax error (the grammar's initializer may hold a "}" alone on a line).
  const tail = "    peg$throw();\n  }\n}\n";
  const close = source.indexOf(tail, start) + tail.length - 3;
  if (start < 0 || close < start) throw new Error("no peg$parse function found");
  const body = source.slice(start + head.length, close + 1);
  const names = [];
  const functions = [];
  const run = [];
  for (const [from, to] of topLevelStatements(body)) {
    // Its lines without the indentation of its first line.
    const column = from - (body.lastIndexOf("\n", from) + 1);
    const statement = body.slice(from, to).replace(new RegExp(`\n {0,${column}}`, "g"), "\n");
    // A function, or an arrow function the grammar names (it reads the parser's variables), is made once.
    if (/^function\b/.test(statement) || /^const [\w$]+ = (\([^()]*\)|[\w$]+) =>/.test(statement))
      functions.push(statement);
    else if (/^(const|let|var)\b/.test(statement)) {
      const { names: declared, assignment } = asAssignment(statement);
      names.push(...declared);
      run.push(assignment);
    } else run.push(statement);
  }
  const indent = (text, spaces) => text.replace(/^(?=.)/gm, " ".repeat(spaces));
  const maker = [
    "function peg$makeParser() {",
    indent(wrap(`let input, options, ${names.join(", ")};`), 2),
    "",
    indent(functions.join("\n"), 2),
    "",
    "  return function peg$run(peg$input, peg$options) {",
    "    input = peg$input;",
    "    options = peg$options;",
    indent(run.join("\n"), 4),
    "  };",
    "}",
    "",
    "/** Parsers not running now, each made once (see scripts/parser-made-once.mjs). */",
    "const peg$idle = [];",
    "",
    "function peg$parse(input, options) {",
    "  const parser = peg$idle.pop() ?? peg$makeParser();",
    "  try {",
    "    return parser(input, options);",
    "  } finally {",
    "    peg$idle.push(parser);",
    "  }",
    "}",
  ].join("\n");
  return source.slice(0, start) + maker + source.slice(close + 2);
}
