import { wordSet } from "./word-set.js";
import { goalToSteps, stepsToGoal, type SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { cellLexicon } from "./cell-lexicon.js";
import { normalizeText } from "./normalize-text.js";
import { understandWithRules, type RulesOptions, type RulesUnderstanding } from "./rules-understanding.js";
import { scanMentions } from "./scan-mentions.js";

const NEGATIONS = new Set(["not", "no", "without", "never", "nothing", "dont", "skip"]);
const REMOVE_WORDS = wordSet(
  `skip except without not no leave omit drop remove exclude excluding minus forget cancel`,
);
const ADD_WORDS = new Set(["also", "add", "plus", "too", "additionally", "include", "and"]);
const ONLY_WORDS = new Set(["only", "just", "solely"]);
const MOVEMENT_ONLY =
  /\b(movement|motion|moves?|moving|travel|visit) only\b|\bonly (move|moves|movement|visit|travel)\b|\bjust (move|visit|travel|go)\b/;

/**
 * A review revision (DESIGN §3): re-parses the ORIGINAL command and applies each human comment
 * to its steps — "don't attach tools" → movement only; "also go to pos 2" → appended; "skip
 * position 2" → removed; "only position 1" → restricted; a complete new command → replaces.
 * Returns null when a comment cannot be applied by rules (an LLM may do better).
 */
export function applyHumanComments(
  snapshot: GraphSnapshot,
  original: string,
  comments: string[],
  options: RulesOptions = {},
): RulesUnderstanding | null {
  let current = understandWithRules(snapshot, original, options);
  let text = original;
  const notes: string[] = [];
  for (const comment of comments.map((c) => c.trim()).filter(Boolean)) {
    const steps = current.goal && current.goal.goal !== "unknown" ? goalToSteps(current.goal) : null;
    const revised = steps ? reviseSteps(snapshot, steps, text, comment, options) : null;
    if (revised) {
      notes.push(revised.note);
      current = {
        ...current,
        goal:
          revised.steps.length > 0
            ? stepsToGoal(revised.steps)
            : { goal: "unknown", reason: "The revision leaves nothing to do. What should I do instead?" },
      };
      continue;
    }
    // "make it the other one" replaces a place; the rules leave that to the LLM (or the operator).
    if (/\b(other|remaining)\b/.test(normalizeText(comment).text)) return null;
    // "weld" + "at position 2": the comment completes the original.
    const combined = understandWithRules(snapshot, `${text} ${comment}`, options);
    const changed = JSON.stringify(combined.goal) !== JSON.stringify(current.goal);
    if (
      changed &&
      combined.intent === "action" &&
      combined.goal &&
      combined.goal.goal !== "unknown" &&
      !combined.wantsLlm
    ) {
      text = `${text} ${comment}`;
      current = combined;
      notes.push(`Applied "${comment}".`);
      continue;
    }
    return null;
  }
  return { ...current, operatorInput: original, notes: [...current.notes, ...notes] };
}

function reviseSteps(
  snapshot: GraphSnapshot,
  steps: SequenceStep[],
  original: string,
  comment: string,
  options: RulesOptions,
) {
  const lexicon = cellLexicon(snapshot);
  const { tokens, text } = normalizeText(comment, true);
  const scan = scanMentions(tokens, lexicon);
  const positions = scan.mentions.flatMap((mention) => (mention.kind === "positions" ? mention.names : []));
  const has = (words: Set<string>) => tokens.some((token) => words.has(token));
  const mentionsTools = scan.mentions.some(
    (mention) => mention.kind === "tool" || mention.kind === "tool_noun" || mention.kind === "attach",
  );

  if ((has(NEGATIONS) && mentionsTools && positions.length === 0) || MOVEMENT_ONLY.test(text)) {
    return {
      steps: movementOnly(steps, snapshot.home),
      note: `Applied "${comment}": movement only, no tool changes or routines.`,
    };
  }
  if (has(REMOVE_WORDS) && positions.length > 0) {
    const kept = steps.filter((step) => !("position" in step && positions.includes(step.position)));
    return { steps: kept, note: `Applied "${comment}": left out ${positions.join(", ")}.` };
  }
  if (has(ONLY_WORDS) && positions.length > 0 && !has(ADD_WORDS)) {
    const kept = steps.filter((step) => !("position" in step) || positions.includes(step.position));
    return { steps: kept, note: `Applied "${comment}": only ${positions.join(", ")}.` };
  }
  const addition = tokens
    .filter((token) => !ADD_WORDS.has(token) && token !== "as" && token !== "well")
    .join(" ");
  const alone = understandWithRules(snapshot, addition, options);
  const aloneSteps =
    alone.intent === "action" && alone.goal && alone.goal.goal !== "unknown" && !alone.wantsLlm
      ? goalToSteps(alone.goal)
      : null;
  if (has(ADD_WORDS)) {
    if (aloneSteps) return { steps: [...steps, ...aloneSteps], note: `Applied "${comment}": added.` };
    // "also pos 2": the original's verb carries over.
    const joined = understandWithRules(snapshot, `${original} and ${addition}`, options);
    if (joined.goal && joined.goal.goal !== "unknown" && !joined.wantsLlm) {
      return { steps: goalToSteps(joined.goal), note: `Applied "${comment}": added.` };
    }
    return null;
  }
  if (aloneSteps && alone.confidence >= 0.8) return { steps: aloneSteps, note: `Replaced by "${comment}".` };
  return null;
}

/** Routines become visits to their positions; tool changes are dropped. */
function movementOnly(steps: SequenceStep[], home: string): SequenceStep[] {
  const moves: SequenceStep[] = [];
  for (const step of steps) {
    const position =
      step.action === "routine" || step.action === "move"
        ? step.position
        : step.action === "release_tool_and_home"
          ? home
          : null;
    if (!position) continue;
    const last = moves.at(-1);
    if (last && last.action === "move" && last.position === position) continue;
    moves.push({ action: "move", position });
  }
  return moves;
}
