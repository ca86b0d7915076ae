import { stepsToGoal, type SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { CellLexicon } from "./cell-lexicon.js";
import type { ConversationContext } from "./conversation-context.js";
import { choiceLabel, describeVerb, routineVerb } from "./describe-cell.js";
import type { RulesActionResult } from "./rules-result.js";
import type { ScanResult } from "./mention.js";
import { hasObject, isPlaceVerb, newFrame, toFrames, type Frame, type Verb } from "./action-frames.js";
import { Clarification } from "./clarification.js";
import { eachInTurn } from "./each-in-turn.js";
import { reorderClauses } from "./reorder-clauses.js";
import { excludesOnly, forbids, negationScopeQuestion } from "./forbidden-steps.js";
import { gerund } from "./target-steps.js";
import { applyVerb } from "./verb-steps.js";
import { repeatClause, repeatPrevious } from "./repetition-count.js";

export interface ParseActionOptions {
  context?: ConversationContext;
  /** Where the robot starts (for "and back"). */
  startPosition?: string;
  /** The tool on the robot when the command is given ("none" or absent: none). */
  heldTool?: string;
}

/**
 * The deterministic intent parser: mentions → goal steps (WHAT, never HOW), with DESIGN §3's
 * precedence: explicit positions limit; "all" with a routine means every work position where it
 * is SUPPORTED_AT (notes say which were left out); nothing named → a question. Never adds tool
 * operations the operator did not ask for.
 */
export function parseActionMentions(
  scan: ScanResult,
  snapshot: GraphSnapshot,
  lexicon: CellLexicon,
  options: ParseActionOptions = {},
): RulesActionResult {
  const notes: string[] = [];
  const inTurn = eachInTurn(toFrames(scan.mentions), [...scan.hesitations, ".", ...scan.tokens]);
  if (typeof inTurn === "string") return { kind: "clarify", question: inTurn, confidence: 0.5, notes };
  const frames = movesToPlacesListedLast(inTurn, snapshot);
  let confidence =
    1 - Math.min(0.3, 0.1 * scan.corrections.length) - Math.min(0.5, 0.12 * scan.unknownTokens.length);
  // A command whose only verb is a typo guess and that names nothing ("tell me a story") is not acted on.
  if (scan.guessedVerbs > 0 && !frames.some((frame) => hasObject(frame))) confidence -= 0.4;
  if (scan.corrections.length > 0)
    notes.push(`Read ${scan.corrections.map((c) => `'${c.replace("→", "' as '")}'`).join(", ")}.`);
  const answersQuestion =
    frames.some((frame) => frame.tools.length > 0) ||
    (options.context?.lastAsked !== undefined && frames.some((frame) => frame.all));
  if (
    frames.every((frame) => frame.verbs.length === 0) &&
    !frames.some((frame) => frame.positions.length > 0) &&
    !answersQuestion
  ) {
    return { kind: "none", confidence: 0, notes };
  }
  if (frames.some((frame) => frame.exclusionOpen))
    return { kind: "clarify", question: "Except which position? Please name it.", confidence: 0.5, notes };
  const steps: SequenceStep[] = [];
  let lastPosition = options.context?.lastPosition;
  let namedInCommand: string | undefined;
  let namedList: string[] | undefined;
  let previousVerbs: Verb[] = [];
  const saidVerbs: Verb[] = [];
  let frameIndex = 0;
  const forbidden: Array<{ verb: Verb; positions: string[] }> = [];
  /** Where each frame's steps start, to reorder clauses ("… but first inspect it"). */
  const groupStarts = new Map<number, number>();
  try {
    frames.forEach((frame, index) => {
      frameIndex = index;
      groupStarts.set(index, steps.length);
      if (index > 0 && repeatPrevious(frame, steps, groupStarts.get(index - 1) ?? 0, steps.length)) return;
      // A count said of a clause that does nothing ("don't weld 1 twice", "twice" alone) is asked.
      if (
        frame.repeatCount !== undefined &&
        (frame.negated || (frame.verbs.length === 0 && !hasObject(frame)))
      )
        throw new Clarification(`What should I do ${frame.repeatCount} times? Please say the whole step.`, {
          kind: "routine",
        });
      if (frame.negated) {
        // Nothing is done for it; its verb carries over ("don't weld 3, just 1 and 2").
        for (const verb of frame.verbs) forbidden.push({ verb, positions: [...frame.positions] });
        if (frame.verbs.some(isPlaceVerb)) previousVerbs = frame.verbs.filter(isPlaceVerb);
        notes.push(
          `Not doing what was negated: ${frame.verbs.map(describeVerb).join(", ")}${frame.positions.length ? ` at ${frame.positions.join(", ")}` : ""}.`,
        );
        return;
      }
      let verbs = frame.verbs;
      const inherited = verbs.length === 0;
      if (inherited && excludesOnly(frame) && previousVerbs.length > 0) {
        // "weld 1 and 2. skip 2": a clause that only leaves places out leaves them out of what
        // came before (nothing, when they were not in it); it never repeats that.
        for (const verb of previousVerbs) forbidden.push({ verb, positions: [...frame.excluded] });
        notes.push(
          `Not doing ${previousVerbs.map(describeVerb).join(", ")} at ${frame.excluded.join(", ")}.`,
        );
        return;
      }
      if (inherited && frame.only && !frames[index - 1]?.negated && previousVerbs.length > 0) {
        // "weld 1 and 2. Just 1.", "inspect 2, no, 1. Just 1.": a verb-less clause that only
        // narrows says which places before were meant; it repeats none. Places not said before are asked.
        const before = steps
          .slice(groupStarts.get(index - 1) ?? 0)
          .flatMap((step) => ("position" in step ? [step.position] : []));
        if (frame.unknown.length > 0 || !frame.positions.every((name) => before.includes(name)))
          throw new Clarification(
            `Which places do you mean: ${[...new Set(before)].join(", ")}, or ${frame.positions.join(", ")}?`,
            { kind: "position" },
          );
        const left = before.filter((name) => !frame.positions.includes(name));
        if (left.length > 0) for (const verb of previousVerbs) forbidden.push({ verb, positions: left });
        return;
      }
      if (inherited) {
        // "weld 1 and do the same": again, or somewhere else? Asked.
        if (frame.repeat && !hasObject(frame))
          throw new Clarification("Where should I do the same again? Please name the place.", {
            kind: "position",
          });
        if (!hasObject(frame)) return;
        if (frame.afterNegation) throw new Clarification(negationScopeQuestion(frame), { kind: "position" });
        const asked = options.context?.lastAsked;
        if (
          previousVerbs.length === 0 &&
          index === 0 &&
          asked?.kind === "position" &&
          (frame.positions.length > 0 || frame.unknown.length > 0 || frame.all)
        ) {
          // The reply to "Which position should I weld at?" is just "position 2".
          if (asked.routine && snapshot.routines.has(asked.routine))
            previousVerbs = [{ kind: "routine", name: asked.routine }];
          else if (asked.verb === "move") previousVerbs = [{ kind: "move", back: false }];
        }
        if (previousVerbs.length === 0 && index === 0 && asked?.kind === "tool" && frame.tools.length > 0)
          previousVerbs = [{ kind: "attach" }];
        // "cam 3", "the camera over every station": a tool at places, no verb: the one routine that needs that tool.
        const uses = [...snapshot.routines.values()].filter(
          (routine) => routine.required_tool === frame.tools[0],
        );
        if (
          previousVerbs.length === 0 &&
          frame.tools.length === 1 &&
          (frame.positions.length > 0 || frame.all) &&
          uses.length === 1
        )
          previousVerbs = [{ kind: "routine", name: uses[0].name }];
        // "home", "safe 3": a place where the cell does nothing is only gone to; and so is every
        // place of a command that names places only, one of them such a place ("pos 1 then home").
        const route =
          frames.every((other) => other.verbs.length === 0) &&
          frames.some((other) => other.positions.some((name) => nothingDoneAt(name, snapshot)));
        // "to camera safe pos": a tool with a prefixed place noun names the place by its stand; it is gone to.
        const toolPlace =
          frame.tools.length === 1 && frame.positions.length === 0 && Boolean(frame.nounPrefix);
        if (
          previousVerbs.length === 0 &&
          (((passedOnly(frame, snapshot) || (route && frame.positions.length > 0)) &&
            frame.tools.length === 0) ||
            toolPlace)
        )
          previousVerbs = [{ kind: "move", back: false }];
        if (previousVerbs.length === 0)
          throw new Clarification(askWhatToDo(snapshot, frame), {
            kind: "routine",
            ...(frame.positions[0] ? { position: frame.positions[0] } : {}),
          });
        verbs = frame.repeat ? saidVerbs : previousVerbs;
        confidence -= 0.05;
      }
      if (frame.bare) confidence -= 0.05;
      if (verbs.some((verb) => verb.kind === "routine")) verbs = verbs.filter((verb) => verb.kind !== "move");
      for (const verb of verbs) {
        const produced = applyVerb(verb, frame, {
          snapshot,
          lexicon,
          notes,
          lastPosition,
          namedInCommand,
          namedList,
          namedSoFar: [...new Set(steps.flatMap((step) => ("position" in step ? [step.position] : [])))],
          lastTool: options.context?.lastTool,
          startPosition: options.startPosition,
          laterFrames: frames.slice(index + 1),
          actedAt: (routine) => [
            ...new Set(
              steps.flatMap((step) =>
                step.action === "routine" && step.routine === routine ? [step.position] : [],
              ),
            ),
          ],
          inherited,
          hasEarlierSteps: steps.length > 0,
          toolHeld: toolHeldAfter(steps, options.heldTool),
        });
        // "inspect all of them in reverse order"; with one place there is nothing to turn round.
        if (frame.reversed && produced.length < 2)
          throw new Clarification(`In reverse order of what? Please name the places in the order you want.`, {
            kind: "position",
          });
        if (frame.reversed) produced.reverse();
        // "Position 1 needs welding. Could you weld it?": the same step again at "it" (or at no place), with no
        // "again" or count, says the step once more; it is done once.
        if (restates(frame, produced, steps.slice(groupStarts.get(index - 1) ?? 0, steps.length))) continue;
        steps.push(...produced);
        const visited = produced.filter((step) => "position" in step).at(-1);
        if (visited && "position" in visited) lastPosition = namedInCommand = visited.position;
        const listed = produced.flatMap((step) => ("position" in step ? [step.position] : []));
        if (listed.length > 0) namedList = [...new Set(listed)];
      }
      repeatClause(frame, steps, groupStarts.get(index) ?? 0);
      previousVerbs = verbs.filter((verb) => isPlaceVerb(verb));
      for (const verb of previousVerbs)
        if (!saidVerbs.some((said) => JSON.stringify(said) === JSON.stringify(verb))) saidVerbs.push(verb);
    });
  } catch (error) {
    if (error instanceof Clarification) {
      // Options only when the choice completes the whole command (the question was about its last part).
      const options =
        frameIndex === frames.length - 1
          ? error.choices.map((choice, index) => ({
              id: String(index + 1),
              label: choiceLabel(choice),
              goal: stepsToGoal([...steps, choice]),
            }))
          : [];
      return {
        kind: "clarify",
        question: error.question,
        confidence: Math.max(0.5, Math.min(0.95, confidence)),
        notes,
        asked: error.asked,
        options,
      };
    }
    throw error;
  }
  const ordered = reorderClauses(frames, steps, groupStarts, notes);
  const allowed = ordered.filter((step) => !forbidden.some((rule) => forbids(rule, step)));
  if (allowed.length === 0 && forbidden.length > 0) {
    return {
      kind: "clarify",
      question: `Understood, I will not do that. What should I do instead?`,
      confidence: 0.9,
      notes,
    };
  }
  steps.splice(0, steps.length, ...allowed);
  if (steps.length === 0) return { kind: "none", confidence: 0, notes };
  return {
    kind: "steps",
    steps: mergeReleaseAndHome(steps, snapshot.home),
    confidence: Math.max(0, confidence),
    notes,
    lastPosition,
  };
}

/** Whether a tool is on the robot after `steps`: the last tool step says, else the robot's own. */
function toolHeldAfter(steps: SequenceStep[], heldTool: string | undefined): boolean {
  const last = [...steps].reverse().find((s) => s.action === "attach_tool" || s.action.startsWith("release"));
  return last ? last.action === "attach_tool" : heldTool !== undefined && heldTool !== "none";
}

/**
 * "weld p2, home": places where the cell does nothing, listed last after a routine's places, are
 * gone to after it (a routine cannot be done there; "weld home" alone is still asked).
 */
function movesToPlacesListedLast(frames: Frame[], snapshot: GraphSnapshot): Frame[] {
  return frames.flatMap((frame) => {
    const { positions } = frame;
    let cut = positions.length;
    while (cut > 0 && nothingDoneAt(positions[cut - 1], snapshot)) cut--;
    const routines = frame.verbs.length > 0 && frame.verbs.every((verb) => verb.kind === "routine");
    if (!routines || cut === 0 || cut === positions.length || frame.negated) return [frame];
    const move: Frame = {
      ...newFrame(),
      verbs: [{ kind: "move", back: false }],
      positions: positions.slice(cut),
    };
    return [{ ...frame, positions: positions.slice(0, cut) }, move];
  });
}

/** Whether a frame names places only where the cell does nothing (no routine is supported there). */
function passedOnly(frame: Frame, snapshot: GraphSnapshot): boolean {
  return frame.positions.length > 0 && frame.positions.every((name) => nothingDoneAt(name, snapshot));
}

function nothingDoneAt(name: string, snapshot: GraphSnapshot): boolean {
  return ![...snapshot.supportedAt.values()].some((at) => at.has(name));
}

/**
 * "release the tool, then go home" is the single goal release_tool_and_home; a release said twice
 * in a row ("we're done for today, pack it up") is one.
 */
function mergeReleaseAndHome(steps: SequenceStep[], home: string): SequenceStep[] {
  const merged: SequenceStep[] = [];
  for (const step of steps) {
    const previous = merged.at(-1);
    if (step.action.startsWith("release") && previous?.action.startsWith("release")) {
      // "we're done here, put the camera away and head home": one release, home if either said so.
      if (step.action === "release_tool_and_home") merged[merged.length - 1] = step;
      continue;
    }
    if (step.action === "move" && step.position === home && previous?.action === "release_tool_and_home")
      continue;
    if (step.action === "move" && step.position === home && previous?.action === "release_tool") {
      merged[merged.length - 1] = { action: "release_tool_and_home" };
    } else merged.push(step);
  }
  return merged;
}

function askWhatToDo(snapshot: GraphSnapshot, frame: Frame): string {
  if (frame.tools.length > 0) {
    const tool = frame.tools.at(-1)!;
    return `What should I do with the ${tool}? For example: "attach the ${tool.toLowerCase()}" or "put the ${tool.toLowerCase()} away".`;
  }
  const place = frame.positions[0] ?? "there";
  if (frame.leadingUnknown.length > 0) {
    const routines = [...snapshot.routines.values()]
      .filter((routine) => routine.effect === "none" || routine.effect === undefined)
      .map((routine) => `${routine.name} (${routineVerb(routine)})`);
    const doing = gerund(frame.leadingUnknown[0]);
    return `${doing[0].toUpperCase()}${doing.slice(1)} is not something this cell does — routines: ${routines.join(", ")}. What should I do${frame.positions[0] ? ` at ${place}` : ""}?`;
  }
  const examples = [`"go to ${place}"`];
  for (const routine of snapshot.routines.values()) {
    if (snapshot.supportedAt.get(routine.name)?.has(place))
      examples.push(`"${routineVerb(routine)} at ${place}"`);
  }
  return `What should I do at ${place}? For example: ${examples.join(" or ")}.`;
}

function restates(frame: Frame, produced: SequenceStep[], previous: SequenceStep[]): boolean {
  // "weld 1 via the welding procedure", "inspect 3, take a picture with the camera": a clause
  // with no place of its own that names the step just said again restates it too.
  const placeless = frame.positions.length === 0 && !frame.all && frame.excluded.length === 0 && !frame.other;
  return (
    placeless &&
    !frame.again &&
    frame.repeatCount === undefined &&
    produced.length > 0 &&
    JSON.stringify(produced) === JSON.stringify(previous)
  );
}
