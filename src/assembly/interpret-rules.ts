import type { AssemblyInstruction, InterpretResult } from "../contracts/assembly.js";
import { clarify, holdForReview, ruleResult } from "./rule-result.js";
import { detectCreative } from "./detect-creative.js";
import { unnamedSaveAt } from "./detect-learning.js";
import {
  clauseDone,
  copySteps,
  layersOnly,
  stacksOf,
  step,
  type ClauseResult,
  type InterpretContext,
} from "./interpret-context.js";
import { MAX_INPUT_CHARACTERS } from "../understand/normalize-text.js";
import { tagOf, tagTokens, type Span } from "./lexicon.js";
import { isTrivialCommand, stripPoliteness } from "./normalize-command.js";
import { readCommand, taughtAsSaid } from "./read-command-words.js";
import {
  parsePickUp,
  parsePlaceHeld,
  parseRecovery,
  parseSetZone,
  parseSpeedOnly,
  parseTransfer,
} from "./parse-actions.js";
import { parseHome, parseWait } from "./parse-home-and-wait.js";
import { parseBuild } from "./parse-build.js";
import { clippedItemIn } from "./read-build-unknown.js";
import { interpretCreative } from "./interpret-creative.js";
import { splitClauses } from "./split-clauses.js";
import { parseMotion } from "./parse-motion.js";
import { matchPhrase } from "./phrase-bank.js";
import { validateSequence } from "./validate-sequence.js";
import { assemblyAccount, type AssemblyPlacement } from "./assembly-account.js";
import { governingZone, clausesAsRead, placeClause, sceneAfter, orderWords } from "./clause-scope.js";
import { paceJoinedOn, readSpeedRemark, settleSpeedRemarks, withPaceFirst } from "./speed-remarks.js";
import type { SpeedRemark } from "./speed-remarks.js";
import { repeatPrevious } from "./repeat-previous.js";
import {
  applyLearning,
  learnedReference,
  nameWords,
  commandTaught,
  frameWordsRead,
} from "./apply-learning.js";
import { readQuestion, recipeNames } from "./read-question.js";
import { wordsNotShown } from "./result-shows-words.js";
import { continuesProducts } from "./read-build-target.js";
import { namesSaid } from "./read-build-owner.js";
import { saysOnlyZone } from "./read-build-scope.js";
import { readTicket } from "./read-ticket.js";
import { zonesSaidInTurn } from "./ordinal-zones.js";
import { notDoneSaid } from "./not-done.js";
import { toldOfThePast } from "./told-of-the-past.js";
import { otherOfNothing } from "./heard-words.js";

/**
 * The deterministic interpreter (offline default): trivial input → null; learning directives;
 * creative commands; the phrase bank fast path; then clause by clause the grammar of recovery,
 * home, wait, speed, relative moves, pick and place, transfers and builds. Pure: the scene,
 * memory and randomness come in the context.
 */
export function interpretRules(text: string, said: InterpretContext): InterpretResult | null {
  const context = said.saidNames ? said : { ...said, saidNames: namesSaid(String(text)) };
  const placement = placementOf();
  // The command's words are read once, for the parse and the account.
  let words: ReturnType<typeof readCommand> | undefined;
  const read = () => (words ??= readCommand(String(text), context));
  const result = interpretCommand(text, context, placement, read);
  if (!result) return null;
  const heard = read().tokens;
  for (const word of [
    ...notDoneSaid(heard, context.cell),
    ...otherOfNothing(heard),
    ...toldOfThePast(heard, context.lexicon),
  ])
    placement.unplaced.add(word);
  // The account reads the words as the parser read them ("b.l.t." as "blt", "two" as 2, "grilld" as "grilled").
  const { tokens, takenBack, unresolved } = read();
  const asRead = tagTokens(context.lexicon, tokens).map((span) =>
    span.fuzzy ? span.text : tokens.slice(span.start, span.end).join(" "),
  );
  result.account = assemblyAccount(asRead.join(" "), context.words, placement);
  if (!unresolved)
    result.account.used.unshift(...takenBack.map((word) => ({ text: word, as: "filler" as const })));
  if (result.sequence.length === 0 || result.is_creative) return result;
  const { unexplained } = result.account;
  if (unexplained.length === 0 && !context.rereading)
    unexplained.push(
      ...wordsNotShown(tokens, result.account, result.sequence, context, (words) => {
        const again = interpretRules(words.join(" "), { ...context, rereading: true });
        return again && (again.sequence.length ? again.sequence : (again.held_sequence ?? null));
      }),
    );
  if (unexplained.length > 0) holdForReview(result, unexplained);
  return result;
}

function interpretCommand(
  text: string,
  context: InterpretContext,
  placement: Placement,
  read: () => ReturnType<typeof readCommand>,
): InterpretResult | null {
  if (typeof text !== "string") return null;
  if (text.length > MAX_INPUT_CHARACTERS) {
    return clarify(
      `That command is ${text.length} characters long; please say it in under ${MAX_INPUT_CHARACTERS}, one instruction at a time.`,
      "too long",
    );
  }
  const correction = read();
  if (correction.unresolved)
    return clarify(
      `You took something back ("${correction.takenBack.join(" ")}") but I cannot tell what it replaces. Please say the whole command again.`,
      "an unclear correction",
    );
  const normalized = correction.tokens.join(" ");
  if (isTrivialCommand(normalized)) return null;
  // "… and save it" without a name: do the command, and ask for the name to save it under.
  const unnamedSave = unnamedSaveAt(normalized);
  const command = unnamedSave !== null ? normalized.slice(0, unnamedSave).trim() : normalized;
  const isLayer = (word: string) => Boolean(tagOf(tagTokens(context.lexicon, [word])[0], "item"));
  const learning = taughtAsSaid(command, correction.normalized, context, isLayer);
  const body = commandTaught(command, learning);
  for (const word of frameWordsRead(command, learning)) placement.read.add(word);
  if (unnamedSave !== null && !body)
    return clarify(
      'What should I call it? Say "call that the …" and I will save it.',
      "a save without a name",
    );

  const creativePattern = detectCreative(body, context.cell);
  if (creativePattern) {
    const result = interpretCreative(body, creativePattern, context);
    if (learning)
      result.user_feedback = `${result.user_feedback} Creative builds are never saved to memory, so '${learning.name}' was not learned.`;
    return result;
  }

  let result: InterpretResult;
  if (learning && !body.trim()) {
    const previous = context.lastSequence?.length
      ? context.lastSequence
      : (context.scene.stacks[context.scene.active_zone] ?? []).map((item) => step("add_layer", { item }));
    result = previous.length
      ? ruleResult("the previous command", previous, 0.9)
      : clarify(
          "There is nothing to name yet: give a command first, then say what to call it.",
          "nothing to name",
        );
  } else {
    const polite = stripPoliteness(body);
    // "help me make …": the request frame the politeness reader took off is read.
    if (/\bhelp\b/.test(body) && !/\bhelp\b/.test(polite)) placement.talk.add("help");
    result = interpretBody(polite || body, context, placement);
  }
  if (learning) {
    // "…, remember that as the melt, then make a club": the name is its own layers, read apart.
    const own = learning.own && interpretBody(learning.own, context, placementOf());
    applyLearning(result, learning, own || null);
    // "save bread, cheese, bread as melt and make a melt on the left": are the layers made too?
    if (learning.bodyFirst && learning.after) placement.unplaced.add(command.split(" ")[0]);
    // "when I say snack, make …": the alias frame reads its "when".
    if (learning.kind === "alias") for (const word of ["when", "whenever"]) placement.conditions.add(word);
    for (const word of nameWords(`${learning.alias} ${learning.name.replace(/_/g, " ")}`))
      placement.names.add(word);
  }
  if (unnamedSave !== null)
    for (const word of normalized.slice(unnamedSave).split(" ")) placement.read.add(word);
  if (unnamedSave !== null && !learning) {
    result.user_feedback = `${result.user_feedback ? `${result.user_feedback} ` : ""}To save it, tell me its name: "call that the …".`;
  }
  return result;
}

const placementOf = (): Placement => ({
  ...{ names: new Set(), unplaced: new Set(), conditions: new Set(), talk: new Set(), read: new Set() },
});

/** What the parse placed beyond cell words, for the account. */
interface Placement extends AssemblyPlacement {
  names: Set<string>;
  unplaced: Set<string>;
  conditions: Set<string>;
  talk: Set<string>;
  read: Set<string>;
}

function interpretBody(text: string, given: InterpretContext, placement: Placement): InterpretResult {
  const ticket = readTicket(text, given, placement.talk);
  const { context } = ticket;
  const body = zonesSaidInTurn(ticket.body, context.lexicon, placement.talk);
  const bank = context.phraseBank;
  const match = bank.length ? matchPhrase(bank, body, context.lexicon) : null;
  // A saved sandwich whose zone is already taken is built like a recipe instead, on a free zone.
  // (A zone the cell does not know fails the validation below.)
  const occupied = (sequence: AssemblyInstruction[]) =>
    [...stacksOf(sequence, context).keys()].some((zone) => (context.scene.stacks[zone] ?? []).length > 0);
  if (
    match &&
    !(
      layersOnly(match.entry.sequence) &&
      (occupied(match.entry.sequence) ||
        validateSequence(match.entry.sequence, context.cell, context.scene).length > 0)
    )
  ) {
    const name = match.entry.composite;
    const result = ruleResult(
      `${name.replace(/_/g, " ")} (learned)`,
      copySteps(match.entry.sequence),
      match.exact ? 0.97 : 0.9,
    );
    result.source = "phrase_bank";
    result.user_feedback = `Running your saved '${name}'${match.exact ? "" : ` (matched "${match.entry.phrase}")`}.`;
    return result;
  }

  if (
    /^(another|another 1|another one|1 more|one more|same again|the same again|same thing|again|do (it|that|this) again|repeat( that| it| the last one)?|once more)$/.test(
      body,
    )
  ) {
    return repeatPrevious(context);
  }
  const asked = readQuestion(body, context);
  if (asked) return asked;
  const said = splitClauses(
    body,
    (clause) =>
      tagTokens(context.lexicon, clause.split(" ")).some((span) =>
        span.tags.some((tag) => tag.kind === "recipe" || tag.kind === "product" || tag.kind === "learned"),
      ),
    (word, kind = "item") => Boolean(tagOf(tagTokens(context.lexicon, [word])[0], kind)),
    (clause) => continuesProducts(tagTokens(context.lexicon, clause.split(" ")), context),
    (clause) => saysOnlyZone(tagTokens(context.lexicon, clause.split(" "))),
  );
  // "…, all on the left": the clauses are read on that zone, which is made active first.
  const scope = governingZone(said, context);
  const clauses = scope?.clauses ?? said;
  const clauseContext = scope
    ? { ...context, scene: { ...context.scene, active_zone: scope.zone } }
    : context;
  const toScope =
    scope && scope.zone !== context.scene.active_zone ? [step("set_active_zone", { zone: scope.zone })] : [];
  const order = orderWords(body, clauses);
  for (const word of order.unread) placement.unplaced.add(word);
  for (const word of order.read) placement.talk.add(word);
  const results: ClauseResult[] = [];
  let holding = context.scene.holding;
  let scene = clauseContext.scene;
  const ignored: string[] = [];
  const remarks: SpeedRemark[] = [];
  const taken = new Set<string>();
  const outer = context.cell.outerItem;
  for (const { said, ownSentence } of clausesAsRead(body, clauses, context)) {
    // "…, you're moving a little quickly", "we're running behind": a remark on the pace, set apart.
    const remark = readSpeedRemark(said, context.lexicon);
    if (remark) remarks.push(remark);
    const clause = remark ? remark.rest : said;
    if (!clause) continue;
    const result = interpretClause(clause, { ...clauseContext, scene, takenZones: taken }, holding);
    if (result && holding !== context.scene.holding) placeHeldFirst(result, holding!, context);
    if (!result) {
      ignored.push(clause);
      for (const word of clause.split(" ")) placement.unplaced.add(word);
      continue;
    }
    placeClause(results, result, clause, ownSentence);
    if (result.cancels) taken.clear();
    // "Me: club. My husband: club without the cheese.": a product said in a sentence of its own
    // goes on a zone of its own, as products listed in one sentence do.
    for (const [zone, layers] of stacksOf(result.sequence, { ...clauseContext, scene }))
      if (layers.length > 1 && layers[0] === outer && layers.at(-1) === outer) taken.add(zone);
    scene = sceneAfter(scene, result.sequence, (zone) => context.cell.zoneOf.get(zone) ?? zone);
    for (const word of result.unplaced ?? []) placement.unplaced.add(word);
    for (const word of result.talk ?? []) placement.talk.add(word);
    for (const word of result.read ?? []) placement.read.add(word);
    for (const item of [...result.unknownItems, ...(result.names ?? [])])
      for (const word of item.split(" ")) placement.names.add(word);
    if (result.holdingAfter !== undefined) holding = result.holdingAfter;
  }
  const pace = settleSpeedRemarks(remarks, results, placement);
  if (pace) results.unshift(pace);
  if (results.length === 0) {
    return clarify(
      `I did not understand "${body}". I can make ${recipeNames(context)}, stack layers you list (${context.cell.itemNames.join(", ")}), move, change speed, go home, put things back or start over.`,
      "not understood",
    );
  }
  const unknown = results.find((result) => result.unknownItems.length > 0);
  if (unknown) return clarify(unknown.question!, unknown.summary, 0.1);
  const question = results.find((result) => result.question);
  if (question) return clarify(question.question!, question.summary, question.confidence);
  const sequence = [
    ...toScope,
    ...results.flatMap((result) => result.sequence),
    ...results.flatMap((result) => result.trailing ?? []),
  ];
  // The clauses together must still fit the cell (a later clause may overfill a stack).
  const overflow = validateSequence(
    [...results.flatMap((r) => r.sequence)],
    context.cell,
    clauseContext.scene,
  );
  if (overflow.length > 0)
    return clarify(
      `That does not fit: ${overflow[0]}. Shall I leave some layers out or use another zone?`,
      "over the cell's limits",
    );
  // Parts that were not understood are left out, said so, and make the answer less sure.
  const confidence = Math.min(...results.map((result) => result.confidence), ignored.length ? 0.7 : 1);
  const result = ruleResult(results.map((r) => r.summary).join(", then "), sequence, confidence);
  const notes = [
    ...results.flatMap((r) => r.notes),
    ...ignored.map((clause) => `I did not understand "${clause}" and left it out`),
  ];
  if (notes.length) result.user_feedback = capitalize(notes.join("; ")) + ".";
  return result;
}

/**
 * "take bread, after put tomato, after lettuce": a tile this command picked, then layers stacked
 * without it, is the stack's first layer (a whole product, bread at its bottom, brings its own).
 */
function placeHeldFirst(result: ClauseResult, held: string, context: InterpretContext) {
  const first = result.sequence.findIndex((s) => s.instruction === "add_layer");
  const item = result.sequence[first]?.params.item;
  if (first < 0 || item === held || item === context.cell.outerItem) return;
  result.sequence.splice(first, 0, step("add_layer", { item: held }));
  result.holdingAfter = null;
}

function interpretClause(
  clause: string,
  context: InterpretContext,
  holding: string | null,
): ClauseResult | null {
  const spans = tagTokens(context.lexicon, clause.split(" "));
  const learnedUse = learnedReference(spans, context);
  const speed = learnedUse ? null : parseSpeedOnly(spans);
  if (speed) return speed;
  const joined = paceJoinedOn(clause, spans, context.lexicon);
  const before = joined && interpretClause(joined.rest, context, holding);
  if (before && !before.question) return withPaceFirst(before, joined!.pace);
  const direct =
    parseRecovery(clause, spans, context, holding) ??
    (spans.some((span) => tagOf(span, "item") || tagOf(span, "recipe")) ? null : parseHome(clause)) ??
    parseWait(clause) ??
    // "carry it over to the left zone and set it down": the held tile's placing, no zone to work on.
    (holding && /\b(move|bring|carry|take|shift) (it|that|this)\b/.test(clause)
      ? parsePlaceHeld(clause, spans, context, holding)
      : null) ??
    parseSetZone(clause, spans, context) ??
    parseMotion(spans, context) ??
    parsePlaceHeld(clause, spans, context, holding) ??
    parseTransfer(clause, spans, context) ??
    parsePickUp(clause, spans, (word) => clippedItemIn(context.lexicon, word)) ??
    parseBuild(
      spans.filter((span) => span !== learnedUse?.span),
      context,
    );
  if (!direct && !learnedUse) return null;
  const result: ClauseResult = direct ?? clauseDone([], "");
  // "go home add cheese": a return home run on into a build with no joiner is never dropped unsaid.
  // Speed words before actions ("carefully", "nice and slow") become adjust_speed first.
  const level = speedIn(spans);
  if (level && result.sequence.length > 0 && !result.sequence.some((s) => s.instruction === "adjust_speed")) {
    result.sequence = [step("adjust_speed", { level }), ...result.sequence];
    result.summary = `at ${level} speed, ${result.summary}`;
  }
  if (learnedUse && !result.question) {
    // A taught modifier ("careful"): its speed and waits go first, the rest after the command.
    const first = learnedUse.sequence.filter(
      (s) => s.instruction === "adjust_speed" || s.instruction === "wait",
    );
    const after = learnedUse.sequence.filter((s) => !first.includes(s));
    result.sequence = [
      ...first,
      ...result.sequence.filter(
        (s) => !(s.instruction === "adjust_speed" && first.some((f) => f.instruction === "adjust_speed")),
      ),
    ];
    result.trailing = [...(result.trailing ?? []), ...after];
    result.summary = [result.summary, `'${learnedUse.name}' (learned)`].filter(Boolean).join(" with ");
  }
  return result;
}

function speedIn(spans: Span[]): string | null {
  const levels = spans.map((span) => tagOf(span, "speed")?.level).filter(Boolean);
  return (levels[0] as string | undefined) ?? null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
