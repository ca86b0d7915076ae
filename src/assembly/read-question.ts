import type { InterpretResult } from "../contracts/assembly.js";
import type { InterpretContext } from "./interpret-context.js";
import { tagTokens } from "./lexicon.js";
import { clarify } from "./rule-result.js";

/**
 * A command that is a question: "do you have avocado" is answered from the cell's items; "why did
 * you put the cheese there", "is the left side empty", "did you add the cheese" ask about what
 * they name and never build it (no command opens with these words, nor with "what's": "what's in a
 * club"); "do you like X" asks what the robot likes. Null for a command.
 */
export function readQuestion(body: string, context: InterpretContext): InterpretResult | null {
  const haveQuestion =
    /^(?:do you have|have you got|you got|got|is there|are there|any)\s+(?:any\s+|some\s+)?(.+?)(?:\s+left)?$/.exec(
      body,
    );
  if (haveQuestion) {
    const asked = tagTokens(context.lexicon, haveQuestion[1].split(" ")).find((span) =>
      span.tags.some((tag) => tag.kind === "item"),
    );
    const available = context.cell.itemNames.join(", ");
    const answer = asked
      ? `Yes — ${haveQuestion[1]} is in the cell. Available ingredients are: ${available}. Tell me what to make.`
      : `I don't have ${haveQuestion[1]} — available ingredients are: ${available}`;
    return clarify(answer, "a question about ingredients", asked ? 0.3 : 0.1);
  }
  // "do you like bread", "would you prefer cheese": asks what the robot likes, orders nothing;
  // "would you like to make a blt" stays a polite command.
  if (/^(?:do|would|dont|wouldnt) you (?:like|love|prefer|enjoy)\s+(?!to\b)/.test(body))
    return clarify(
      `That sounds like a question about what I like; I take orders. Say what to make, for example "make a ${context.cell.file.recipes[0]?.name ?? "sandwich"}".`,
      "a question",
    );
  const named = tagTokens(context.lexicon, body.split(" ")).some((span) =>
    span.tags.some((tag) => tag.kind !== "modifier"),
  );
  const asks =
    /^(why|(what|which|how|where|when|who) (did|do|does|is|are|was|were|has|have)\b|(whats|wheres|hows|whos)\b)/.test(
      body,
    ) ||
    // "were" asks only before its subject: "we're running late" is written "were" too.
    /^(is|are|was|were(?= (you|they|we|it|there|the|those|these|any|all)\b)|does|did|has|isnt|arent|wasnt|werent|doesnt|didnt|hasnt) (?!not\b|no\b)/.test(
      body,
    ) ||
    // "should I make a club?", "shall we get you a blt": the speaker asks, or offers, what to do.
    /^(should|shall|must) (i|we)\b/.test(body);
  if (asks || (!named && /^(what|which|how|can|could|does|is|are|where|why|who|whats|hows)\b/.test(body))) {
    return clarify(
      `That sounds like a question; I take commands. I build with ${context.cell.itemNames.join(", ")}; recipes: ${recipeNames(context)}. Tell me what to make or where to move.`,
      "a question",
    );
  }
  return null;
}

export const recipeNames = (context: InterpretContext) =>
  context.cell.file.recipes.map((recipe) => recipe.name).join(", ");
