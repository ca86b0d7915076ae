import type { SequenceStep } from "../contracts/goal.js";
import { describeChoices, routineVerb } from "./describe-cell.js";
import type { Frame, Verb } from "./action-frames.js";
import { Clarification } from "./clarification.js";
import { moveSteps, namedAfterVerb, routineSteps, type VerbContext } from "./target-steps.js";

/* What one verb of a frame does: the goal steps it stands for, or a question when it cannot say. */

export function applyVerb(verb: Verb, frame: Frame, context: VerbContext): SequenceStep[] {
  const { snapshot } = context;
  switch (verb.kind) {
    case "release_and_home":
      return [{ action: "release_tool_and_home" }];
    case "release":
      return releaseSteps(frame, context);
    case "attach": {
      const tool =
        frame.tools.at(-1) ?? (frame.pronoun ? context.lastTool : undefined) ?? toolNeededLater(context);
      if (!tool) {
        const tools = [...snapshot.tools.keys()];
        const unknownName = namedAfterVerb(frame);
        if (unknownName)
          throw new Clarification(`There is no '${unknownName}' in this cell — tools: ${tools.join(", ")}.`, {
            kind: "tool",
          });
        throw new Clarification(
          `Which tool should I attach? ${describeChoices(tools)}`,
          { kind: "tool" },
          tools.map((name) => ({ action: "attach_tool", tool: name })),
        );
      }
      const workplaces = frame.positions.filter((name) => snapshot.positions.get(name)?.role === "work");
      if (workplaces.length > 0) {
        // "use the camera on position 2": say what to do there rather than drop the position.
        const uses = [...snapshot.routines.values()].filter(
          (r) => r.required_tool === tool && snapshot.supportedAt.get(r.name)?.has(workplaces[0]),
        );
        const example = uses.length > 0 ? ` For example: "${routineVerb(uses[0])} at ${workplaces[0]}".` : "";
        throw new Clarification(`What should I do with the ${tool} at ${workplaces[0]}?${example}`, {
          kind: "routine",
        });
      }
      // "take the primer gun over every booth": the scope is where the tool's one routine is done;
      // with no one routine it is asked, never dropped.
      if (frame.all || frame.excluded.length > 0) {
        const uses = [...snapshot.routines.values()].filter((r) => r.required_tool === tool);
        if (uses.length !== 1)
          throw new Clarification(`What should I do with the ${tool} at those places?`, { kind: "routine" });
        return [{ action: "attach_tool", tool }, ...routineSteps(uses[0].name, frame, context)];
      }
      return [{ action: "attach_tool", tool }];
    }
    case "release_or_move": {
      if (frame.heldThing) return returnHeld(frame, context);
      const namesPlace =
        frame.positions.length > 0 ||
        frame.unknown.length > 0 ||
        frame.all ||
        frame.pronoun ||
        frame.nounPrefix !== undefined;
      const namesTool = frame.tools.length > 0 || frame.toolNoun;
      if (namesPlace && !namesTool) return moveSteps(frame, context, false);
      // Nothing named after earlier steps ("… and back"): back to the start.
      if (!namesPlace && !namesTool && context.hasEarlierSteps && context.startPosition)
        return moveSteps(frame, context, true);
      return [{ action: "release_tool" }];
    }
    case "move": {
      if (frame.heldThing) return returnHeld(frame, context);
      // "bring back the camera": a tool brought back to its stand is put back.
      const stand = frame.tools.length === 1 ? snapshot.toolLocations.get(frame.tools[0]) : undefined;
      const releases = [...snapshot.routines.values()].some((routine) => routine.effect === "release_tool");
      if (verb.back && stand && releases && frame.positions.every((name) => name === stand))
        return [{ action: "release_tool" }];
      return moveSteps(frame, context, verb.back);
    }
    case "routine":
      return routineSteps(verb.name, frame, context);
  }
}

/** "take the camera, …, then return it": "it" is the tool held, put back; with none held, asked. */
function returnHeld(frame: Frame, context: VerbContext): SequenceStep[] {
  const releases = [...context.snapshot.routines.values()].some(
    (routine) => routine.effect === "release_tool",
  );
  if (context.toolHeld && releases && frame.positions.length === 0 && frame.tools.length === 0)
    return [{ action: "release_tool" }];
  throw new Clarification(
    context.toolHeld
      ? "Should I put the tool back on its stand?"
      : "What should I return? No tool is on the robot.",
    { kind: "tool" },
  );
}

/**
 * "stow the tool, home": a place said after a release is where to go next (a stand is where the
 * tool goes anyway). Home is plain; any other place is asked, as it may be where to put the tool.
 */
function releaseSteps(frame: Frame, context: VerbContext): SequenceStep[] {
  const places = frame.positions.filter(
    (name) => context.snapshot.positions.get(name)?.role !== "tool_mount",
  );
  if (places.length === 0) return [{ action: "release_tool" }];
  if (places.every((name) => name === context.snapshot.home))
    return [{ action: "release_tool" }, { action: "move", position: context.snapshot.home }];
  throw new Clarification(
    `Should I put the tool back on its stand and then go to ${places.join(", ")}? Please say so, for example "put the tool back, then go to ${places[0]}".`,
    { kind: "position", verb: "move" },
  );
}

function toolNeededLater(context: VerbContext): string | undefined {
  for (const frame of context.laterFrames) {
    for (const verb of frame.verbs) {
      if (verb.kind !== "routine") continue;
      const tool = context.snapshot.routines.get(verb.name)?.required_tool;
      if (tool && context.snapshot.tools.has(tool)) {
        context.notes.push(`"The tool" is read as the ${tool}, which ${verb.name} needs.`);
        return tool;
      }
    }
  }
  return undefined;
}
