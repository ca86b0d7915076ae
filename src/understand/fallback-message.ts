import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { routineVerb } from "./describe-cell.js";
import { oncePer } from "./once-per.js";

/** Example commands that work on this cell, made from its own names and words (once per snapshot). */
export const exampleCommands = oncePer((snapshot: GraphSnapshot): string[] => {
  const examples: string[] = [];
  const routines = [...snapshot.routines.values()].filter((routine) => routine.effect === "none");
  for (const [index, routine] of routines.entries()) {
    const supported = [...(snapshot.supportedAt.get(routine.name)?.keys() ?? [])];
    if (supported.length === 0) continue;
    const phrase = spokenName(snapshot, supported[0]);
    examples.push(
      index === 0 ? `${routineVerb(routine)} at ${phrase}` : `${routineVerb(routine)} all positions`,
    );
  }
  const tool = [...snapshot.tools.values()][0];
  if (tool) examples.push(`attach the ${tool.words[0] ?? tool.name.toLowerCase()}`);
  examples.push(`go ${spokenName(snapshot, snapshot.home)}`.replace(/^go (?!home)/, "go to "));
  if (tool) examples.push("put the tool back and go home");
  return examples;
});

/** How an operator would say a position: its first word ("position 1"), else its name. */
export function spokenName(snapshot: GraphSnapshot, position: string): string {
  return snapshot.positions.get(position)?.words[0] ?? position;
}

/** The fallback reply: what was not understood and commands that would work. */
export function fallbackMessage(snapshot: GraphSnapshot, operatorInput: string, lead?: string): string {
  const shown = operatorInput.trim().replace(/\s+/g, " ");
  const opening =
    lead ??
    (shown
      ? `I did not understand "${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}".`
      : "I did not get a command.");
  const examples = exampleCommands(snapshot).map((example) => `"${example}"`);
  return `${opening} Try for example: ${examples.join(", ")}; or ask "where is the robot?", "what tools are there?" or "what did you do today?".`;
}
