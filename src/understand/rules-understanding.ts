import { statedDone } from "./stated-done.js";
import { stepsToGoal, type SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { COMMAND_KINDS, cellLexicon, type CellLexicon } from "./cell-lexicon.js";
import { classifyQuestion, yesNoQuestion, type QuestionRequest } from "./classify-question.js";
import { routeQuestion } from "./route-question.js";
import type { Account } from "../contracts/account.js";
import type { ConversationContext } from "./conversation-context.js";
import { detectReplay } from "./replay/detect-replay.js";
import { exampleCommands, fallbackMessage } from "./fallback-message.js";
import { discourseFrameWords } from "./discourse-frames.js";
import { instructingWords } from "./remark-sentences.js";
import { HESITATIONS } from "./spoken-input.js";
import { META_INSTRUCTION_PATTERNS } from "./grammar-words.js";
import { MAX_INPUT_CHARACTERS, normalizeText } from "./normalize-text.js";
import { parseActionMentions } from "./parse-action.js";
import { RETURNING } from "./phrase-forms.js";
import { accountOfScan } from "./scan-account.js";
import { scanMentions } from "./scan-mentions.js";
import { accountConfidence } from "./account.js";
import {
  choicesInOrder,
  excludedToolsUsed,
  placeKindsNotShown,
  questionsInOrder,
  storageNotShown,
  toolsNotShown,
} from "./result-shows-said.js";
import type { Understanding } from "./understanding.js";
import { wordSet } from "./word-set.js";

/** Below this confidence a rules result is not acted on: an LLM is asked, else the operator. */
export const CONFIDENCE_THRESHOLD = 0.6;

const WH_OPENERS = wordSet(`what which where when how who why whats wheres`);
const QUESTION_STARTS = new Set([
  ...WH_OPENERS,
  // "confirm which tool you are holding", "report your position": asked to say, as "tell me".
  ...wordSet(`show list name tell give describe display is are was were did does has have confirm report
    state say`),
]);
/** The listener, after whom "when" opens a clause of time ("when you weld 1, …"). */
const TIME_SUBJECTS = wordSet(`you youve youre`);
const POLITE = wordSet(`please kindly can could would will you pls plz hey robot ok okay so now`);

export interface RulesOptions {
  context?: ConversationContext;
  /** The robot's position when the command is given (for "… and back"). */
  startPosition?: string;
  /** The tool on the robot when the command is given ("none" or absent: none). */
  heldTool?: string;
}

export type RulesUnderstanding = Omit<Understanding, "correlationId" | "planAttempt"> & {
  /** True when an LLM could do better (unsure or not understood, and not empty). */
  wantsLlm: boolean;
};

/** What an answer adds to the input, its source, notes and account. */
type AnswerFields = Partial<RulesUnderstanding> &
  Pick<RulesUnderstanding, "intent" | "goal" | "confidence" | "wantsLlm">;

/**
 * The deterministic router and intent parser in one pass: replay first, then questions, then
 * actions, else the fallback. Pure and synchronous (about a few microseconds per command).
 */
export function understandWithRules(
  snapshot: GraphSnapshot,
  operatorInput: string,
  options: RulesOptions = {},
): RulesUnderstanding {
  const raw = typeof operatorInput === "string" ? operatorInput : String(operatorInput ?? "");
  let account: Account | undefined; // once the words are scanned
  // Every answer starts with the input, its source, notes and account. Assigned, not spread: in
  // V8 (Node 20) each key added to a spread copy takes the slow path, ~1 µs a key (profiled).
  const answer = (fields: AnswerFields): RulesUnderstanding =>
    Object.assign(
      account
        ? { operatorInput: raw, source: "rules" as const, notes: [] as string[], account }
        : { operatorInput: raw, source: "rules" as const, notes: [] as string[] },
      fields,
    );
  // Not acted on: the reason is the reply; `wantsLlm` when a language model could do better.
  const notDone = (
    intent: "unknown" | "action",
    reason: string,
    confidence: number,
    wantsLlm: boolean,
    notes: string[] = [],
  ): RulesUnderstanding => answer({ intent, goal: { goal: "unknown", reason }, confidence, notes, wantsLlm });
  if (raw.length > MAX_INPUT_CHARACTERS) {
    const reason = `That input is ${raw.length} characters long; a command may have at most ${MAX_INPUT_CHARACTERS}. Please say it in shorter pieces.`;
    return notDone("unknown", reason, 1, false);
  }
  const normalized = normalizeText(raw, true);
  const lexicon = cellLexicon(snapshot);
  // Politeness frames do not make a question ("when you have a second, please …").
  const inFrames = discourseFrameWords(normalized.tokens, instructingWords(lexicon.words));
  const unframed = normalized.tokens.filter((_word, index) => !inFrames.has(index));
  const tokens = unframed.filter((token) => token !== "." && token !== "," && !HESITATIONS.has(token));
  if (tokens.length === 0) return notDone("unknown", fallbackMessage(snapshot, ""), 1, false);

  if (META_INSTRUCTION_PATTERNS.some((pattern) => pattern.test(normalized.text))) {
    // Prompt injection or meta text: never acted on, never sent to a language model.
    const reason = `I only take commands for this cell and always keep its rules, so I will not act on "${raw.trim().slice(0, 80)}". Please give the command on its own, for example "${exampleCommands(snapshot)[0] ?? "go home"}".`;
    return notDone("unknown", reason, 0.95, false, [
      "Read as an attempt to change my instructions; nothing was planned.",
    ]);
  }

  const replay = detectReplay(raw, normalized.tokens);
  if (replay)
    return answer({
      intent: "action",
      goal: null,
      source: "replay",
      confidence: 0.95,
      replay,
      wantsLlm: false,
    });

  // The scan reads the same frames when self-corrections and split words leave the words as they are.
  const scan = scanMentions(normalized.tokens, lexicon, { words: [...normalized.tokens], inFrames });
  account = accountOfScan(scan, normalized.glued);
  // Which question is asked is read only when it decides: most commands are actions, and read it
  // only when no action is found (it tries some forty patterns; pure, so read at most once).
  let questionRead: QuestionRequest | null | undefined;
  const question = () => (questionRead ??= classifyQuestion(tokens, scan.mentions, raw));
  // "when you weld 1, check it": "when" before its subject, with a clause set off after it, opens a
  // clause of time, no question ("when will you weld 1?" puts the auxiliary first).
  const timeClause =
    tokens[0] === "when" &&
    TIME_SUBJECTS.has(tokens[1] ?? "") &&
    (unframed.includes(",") || tokens.includes("then"));
  const opener = timeClause ? "" : (tokens.find((token) => !POLITE.has(token)) ?? tokens[0]);
  const questionShaped =
    (QUESTION_STARTS.has(tokens[0]) && !timeClause) || QUESTION_STARTS.has(opener) || normalized.questionMark;
  const fronted = normalized.questionMark && frontedQuestion(unframed, lexicon);

  const asQuestion = (kind: QuestionRequest, confidence: number): RulesUnderstanding =>
    answer({ intent: "question", goal: null, confidence, question: { ...kind }, wantsLlm: false });
  // "give back the tool and go home": a returning verb gives back a thing, never an answer.
  const returning = RETURNING.has(opener) && tokens.includes("back");
  const asked =
    (QUESTION_STARTS.has(tokens[0]) && !timeClause) ||
    QUESTION_STARTS.has(opener) ||
    fronted ||
    yesNoQuestion(tokens, scan.mentions);
  // A route question ("can the robot get from A to B?") opens with a modal, which is polite elsewhere
  // (and is only a route question when `routeQuestion` reads one).
  const early = asked || routeQuestion(tokens, scan.mentions) ? question() : null;
  if (early && (asked || early.kind === "route") && !returning) return asQuestion(early, 0.9);
  if ((WH_OPENERS.has(tokens[0]) && !timeClause) || fronted || yesNoQuestion(tokens, scan.mentions))
    return notDone("unknown", fallbackMessage(snapshot, raw), 0.3, true);

  const action = parseActionMentions(scan, snapshot, lexicon, {
    context: options.context,
    startPosition: options.startPosition,
    heldTool: options.heldTool,
  });
  if (action.kind === "steps") {
    const goal = stepsToGoal(action.steps);
    const lastPosition = action.lastPosition;
    if (action.confidence < CONFIDENCE_THRESHOLD) {
      const reason = `I am not sure I understood "${raw.trim()}" (I read it as ${JSON.stringify(goal)}). Please say it again more plainly, for example "${exampleFor(snapshot, goal)}".`;
      // Unsure because the only verb was a typo guess: it may not be a command at all.
      const intent = scan.guessedVerbs > 0 ? "unknown" : "action";
      return notDone(intent, reason, round(action.confidence), true, action.notes);
    }
    account.unexplained.push(
      ...questionsInOrder(account),
      ...choicesInOrder(account),
      ...toolsNotShown(scan.mentions, action.steps, snapshot, account),
      ...excludedToolsUsed(scan.mentions, action.steps, snapshot),
      ...placeKindsNotShown(scan.mentions, action.steps, snapshot),
      ...storageNotShown(account, action.steps, snapshot),
      ...statedDone(account),
    );
    const confidence = Math.min(round(action.confidence), accountConfidence(account, heardWords(scan)));
    if (account.unexplained.length > 0) {
      // A word the parse could not place may change what was meant ("twice", "unless …"): ask.
      const words = account.unexplained.map((word) => `'${word}'`).join(", ");
      const reason = `I did not understand ${words} in "${raw.trim()}". Without ${account.unexplained.length > 1 ? "them" : "it"} I would do: ${describeSteps(action.steps)}. Should I do exactly that, or what do you mean by ${words}?`;
      return notDone("action", reason, confidence, true, action.notes);
    }
    return answer({
      intent: "action",
      goal,
      confidence,
      notes: action.notes,
      wantsLlm: false,
      contextUpdate: lastPosition ? { lastPosition } : undefined,
    });
  }
  if (action.kind === "clarify") {
    return answer({
      intent: "action",
      goal: { goal: "unknown", reason: action.question },
      confidence: round(action.confidence),
      notes: action.notes,
      wantsLlm: false,
      contextUpdate: action.asked ? { lastAsked: action.asked } : undefined,
      ...(action.options && action.options.length > 0 ? { options: action.options } : {}),
    });
  }
  // Not shaped as a question, a word nobody knows beside small talk is chat ("nice job, cheers").
  const late = questionShaped || scan.unknownTokens.length <= (scan.smallTalk ? 0 : 1) ? question() : null;
  if (late) return asQuestion(late, questionShaped ? 0.85 : 0.75);
  if (scan.smallTalk && scan.unknownTokens.length <= 1) {
    const reason = fallbackMessage(snapshot, raw, "Hello! I run this robot cell.");
    return notDone("unknown", reason, 0.9, true);
  }
  return notDone("unknown", fallbackMessage(snapshot, raw), 0.2, true);
}

/**
 * "from safe position 2, where can it go?", "at booth 1, what can you do?": a phrase set off
 * before a question word still asks. Only when nothing before the question word is a command verb
 * of the cell ("weld 2, where is the camera?" stays a command).
 */
function frontedQuestion(words: readonly string[], lexicon: CellLexicon): boolean {
  // "when" after a comma is as often a condition ("…, when it has cooled, weld 2?").
  const at = words.findIndex(
    (word, index) => index > 0 && word !== "when" && WH_OPENERS.has(word) && words[index - 1] === ",",
  );
  const verb = (word: string) =>
    lexicon.phrases.get(word)?.some((entry) => COMMAND_KINDS.has(entry.kind)) ?? false;
  return at > 0 && !words.slice(0, at).some(verb);
}

/** The words read as others: typos and sounds mended, homophones read as numbers. */
function heardWords(scan: ReturnType<typeof scanMentions>): Array<{ via: "typo" | "homophone" }> {
  // (A word of the arm read as "robot" is the same thing named, not a word heard as another.)
  const homophones = scan.said.filter(
    (word, index) => word !== scan.tokens[index] && scan.tokens[index] !== "robot",
  ).length;
  return [
    ...scan.corrections.map(() => ({ via: "typo" as const })),
    ...Array.from({ length: homophones }, () => ({ via: "homophone" as const })),
  ];
}

function describeSteps(steps: SequenceStep[]): string {
  return steps
    .map((step) =>
      step.action === "routine"
        ? `${step.routine} at ${step.position}`
        : step.action === "move"
          ? `move to ${step.position}`
          : step.action === "attach_tool"
            ? `attach the ${step.tool}`
            : step.action.replace(/_/g, " "),
    )
    .join(", then ");
}

function round(value: number): number {
  return Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
}

function exampleFor(snapshot: GraphSnapshot, goal: ReturnType<typeof stepsToGoal>): string {
  if (goal.goal === "execute_routine") return `${goal.routine.replace(/_/g, " ")} at ${goal.position}`;
  if (goal.goal === "move") return `go to ${goal.position}`;
  if (goal.goal === "attach_tool") return `attach the ${goal.tool}`;
  return exampleCommands(snapshot)[0] ?? "go home";
}
