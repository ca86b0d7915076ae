import type { AssemblyInstruction, InterpretResult } from "../contracts/assembly.js";
import type { LlmProvider } from "../llm/provider.js";
import { recoverJson } from "../llm/recover-json.js";
import { checkCreativeAxes } from "./check-creative-axes.js";
import type { CreativeAxes } from "./creative-axes.js";
import { layersOf, stacksOf, type InterpretContext } from "./interpret-context.js";
import { validateSequence } from "./validate-sequence.js";

export const PASS1_MAX_TOKENS = 900;

/**
 * The three-pass LLM mode: pass 1 generates (temperature 0, 1.0 for creative), pass 2 validates
 * deterministically against the cell's exact lists (and asks the model only what rules cannot
 * judge: whether the sequence does what was asked), pass 3 regenerates once with a CORRECTION
 * REQUIRED section. Pass 3 failing keeps the pass-2 result. Returns null only when the model
 * cannot be reached (the caller keeps the rules answer).
 */
export async function runThreePass(
  text: string,
  context: InterpretContext,
  llm: LlmProvider,
  options: { creative: boolean; rules: InterpretResult; signal?: AbortSignal },
): Promise<InterpretResult | null> {
  const { cell } = context;
  const axes = options.creative ? axesOf(options.rules.creative_reasoning) : null;
  const system = systemPrompt(context, axes);
  const user = `Operator command: ${JSON.stringify(text.slice(0, 1000))}`;
  const temperature = options.creative ? 1.0 : 0;

  const ask = (prompt: string, content: string, heat: number, maxTokens: number) =>
    llm.complete({
      system: prompt,
      messages: [{ role: "user", content }],
      temperature: heat,
      maxTokens,
      json: true,
      signal: options.signal,
    });
  // Passes 1 and 3 ask the same question; the third with the issues the second found.
  const propose = (content: string) => ask(system, content, temperature, PASS1_MAX_TOKENS);
  const pass1 = await propose(user);
  const parsed1 = readReply(pass1.text);
  if (!parsed1) {
    return {
      ...options.rules,
      raw_response: pass1.text,
      validated: false,
      validation_issues: [
        ...options.rules.validation_issues,
        "pass 1: the model's reply could not be read as JSON; the rules answer stands",
      ],
    };
  }
  const namedItems = axes?.logic === "constrained" ? [...new Set(layersOf(options.rules.sequence))] : [];
  const check = (sequence: AssemblyInstruction[]) => {
    const issues = validateSequence(sequence, cell, context.scene);
    if (axes && issues.length === 0) {
      const problem = checkCreativeAxes(axes, creativeStacks(sequence, context), namedItems, cell);
      if (problem) issues.push(`creative axes ${axes.spatial} × ${axes.logic} not honoured: ${problem}`);
    }
    return issues;
  };
  let issues = check(parsed1.sequence);
  if (issues.length === 0 && !options.creative && options.rules.sequence.length === 0) {
    // The one judgement rules cannot make: does this sequence do what the operator asked?
    const verdict = await ask(
      'You check a robot instruction sequence against the operator\'s command. Reply with JSON only: {"ok": true|false, "issues": ["..."]}.',
      `${user}\nSequence: ${JSON.stringify(parsed1.sequence)}`,
      0,
      300,
    );
    const read = recoverJson(verdict.text);
    const value = read.ok ? (read.value as { ok?: unknown; issues?: unknown }) : null;
    if (value && value.ok === false && Array.isArray(value.issues))
      issues = value.issues.map((issue) => `intent: ${String(issue)}`);
  }

  let final = parsed1;
  let validated = issues.length === 0;
  let reportedIssues = issues;
  if (issues.length > 0) {
    const correction = `${user}\n\nYour previous answer:\n${pass1.text.slice(0, 4000)}\n\nCORRECTION REQUIRED:\n${issues.map((issue) => `- ${issue}`).join("\n")}\nAnswer again with the whole corrected JSON object.`;
    try {
      const pass3 = await propose(correction);
      const parsed3 = readReply(pass3.text);
      if (parsed3 && check(parsed3.sequence).length === 0) {
        final = parsed3;
        validated = true;
        reportedIssues = issues.map((issue) => `[P3 fixed] ${issue}`);
      } else reportedIssues = [...issues, "pass 3 did not fix these; the pass-2 result is kept"];
    } catch {
      reportedIssues = [...issues, "pass 3 failed to answer; the pass-2 result is kept"];
    }
  }
  if (axes && !validated) {
    // The deterministic generator always honours the axes: its build stands.
    return {
      ...options.rules,
      pass1_sequence: parsed1.sequence,
      validation_issues: reportedIssues,
      raw_response: null,
    };
  }
  const sequence = validated
    ? final.sequence
    : final.sequence.filter((entry) => validateSequence([entry], cell).length === 0);
  const confidence = validated
    ? clamp(final.confidence ?? 0.8)
    : Math.min(0.4, clamp(final.confidence ?? 0.4));
  return {
    interpretation: final.interpretation || options.rules.interpretation,
    sequence,
    pass1_sequence: parsed1.sequence,
    composite_name: options.creative ? null : (options.rules.composite_name ?? null),
    confidence,
    validated,
    validation_issues: reportedIssues,
    user_feedback: final.user_feedback ?? options.rules.user_feedback,
    is_creative: options.creative,
    creative_reasoning: axes
      ? `Axis 1: ${axes.spatial} \u00d7 Axis 2: ${axes.logic} — ${final.creative_reasoning ?? "as generated"}`
      : null,
    raw_response: null,
    source: "llm",
    ...(options.rules.composite_sequence && !options.creative
      ? { composite_sequence: options.rules.composite_sequence }
      : {}),
  };
}

interface Reply {
  interpretation: string;
  sequence: AssemblyInstruction[];
  confidence?: number;
  user_feedback?: string | null;
  creative_reasoning?: string | null;
}

function readReply(text: string): Reply | null {
  const recovered = recoverJson(text);
  if (!recovered.ok) return null;
  const value = recovered.value as Record<string, unknown>;
  const raw = Array.isArray(value) ? value : Array.isArray(value?.sequence) ? value.sequence : null;
  if (!raw) return null;
  const sequence = raw
    .filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null)
    .map((entry) => ({
      instruction: String(entry.instruction ?? entry.name ?? ""),
      params: (typeof entry.params === "object" && entry.params ? entry.params : {}) as Record<
        string,
        unknown
      >,
    }));
  return {
    interpretation: typeof value.interpretation === "string" ? value.interpretation : "",
    sequence,
    confidence: typeof value.confidence === "number" ? value.confidence : undefined,
    user_feedback: typeof value.user_feedback === "string" ? value.user_feedback : null,
    creative_reasoning: typeof value.creative_reasoning === "string" ? value.creative_reasoning : null,
  };
}

function axesOf(reasoning: string | null): Pick<CreativeAxes, "spatial" | "logic"> | null {
  const match = reasoning?.match(/Axis 1:\s*([a-z_]+)\s*\u00d7\s*Axis 2:\s*([a-z_]+)/);
  return match ? ({ spatial: match[1], logic: match[2] } as Pick<CreativeAxes, "spatial" | "logic">) : null;
}

const creativeStacks = (sequence: AssemblyInstruction[], context: InterpretContext) =>
  [...stacksOf(sequence, context)].map(([zone, layers]) => ({ zone, layers }));

const clamp = (value: number) => Math.max(0, Math.min(1, value));

function systemPrompt(
  context: InterpretContext,
  axes: Pick<CreativeAxes, "spatial" | "logic"> | null,
): string {
  const { cell, scene, memory } = context;
  const file = cell.file;
  return [
    `You turn an operator's command for ${file.product.subject} into a sequence of composite instructions. Reply with ONE JSON object only:`,
    `{"interpretation": "...", "sequence": [{"instruction": "...", "params": {...}}], "confidence": 0.0-1.0, "user_feedback": "..." or null, "creative_reasoning": "..." or null}`,
    `Instructions (use only these, with exactly these params): pick_up{item}, place_at{location} (not a zone), transfer{item,destination} (not a zone), add_layer{item} (picks and places on the active zone's stack; always use it for zones), set_active_zone{zone}, return_to_stack{}, clear_assembly{}, go_home{}, move_relative{direction,distance_cm}, adjust_speed{level}, wait{seconds}.`,
    `Items: ${cell.itemNames.join(", ")}. Zones: ${cell.zoneNames.join(", ")} (default ${cell.defaultZone}). Locations: ${[...cell.locationNames].join(", ")}. Directions: right, left, up, down, forward, backward. Speeds: slow, normal, fast.`,
    `Recipes bottom to top: ${file.recipes.map((recipe) => `${recipe.name} = ${recipe.layers.join(", ")}`).join("; ")}.`,
    `Limits: at most ${file.limits.max_layers_per_stack} layers per stack, at most ${file.limits.max_tiles_per_item} tiles of one ingredient per stack, relative moves at most ${file.motion.max_relative_move_cm} cm (default ${file.motion.relative_move_cm} cm).`,
    `Scene: active zone ${scene.active_zone}; holding ${scene.holding ?? "nothing"}; stacks ${JSON.stringify(scene.stacks)}.`,
    memory.composites.length
      ? `Learned composites (expand them into instructions): ${memory.composites.map((c) => `${c.name} = ${JSON.stringify(c.sequence)}`).join("; ")}.`
      : "",
    `If the command asks for an ingredient the cell does not have, return an empty sequence, confidence 0.1 and user_feedback naming it and the available ones. If it is too vague, return an empty sequence, low confidence and a question in user_feedback.`,
    axes
      ? `This is a CREATIVE command. Build it with Axis 1 (spatial structure) = ${axes.spatial} and Axis 2 (ingredient logic) = ${axes.logic}, and explain in creative_reasoning.`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}
