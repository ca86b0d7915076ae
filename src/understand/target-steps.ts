import type { SequenceStep } from "../contracts/goal.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { Frame } from "./action-frames.js";
import type { CellLexicon } from "./cell-lexicon.js";
import { Clarification } from "./clarification.js";
import { describeChoices, routineVerb } from "./describe-cell.js";
import { actedOnPlaces, capablePlaces } from "./relative-places.js";

/** What a verb needs to know of the command around it. */
export interface VerbContext {
  snapshot: GraphSnapshot;
  lexicon: CellLexicon;
  notes: string[];
  lastPosition?: string;
  /** The last position this command itself acted on ("go to pos 2 and weld" → weld at Pos_2). */
  namedInCommand?: string;
  /** The places the last clause of this command listed ("weld 1 and 2, then inspect both"). */
  namedList?: string[];
  /** Every place this command named so far, in order. */
  namedSoFar?: string[];
  lastTool?: string;
  startPosition?: string;
  laterFrames: Frame[];
  /** The places an earlier clause of this command did a routine at ("inspect the one you welded"). */
  actedAt?: (routine: string) => string[];
  inherited: boolean;
  hasEarlierSteps: boolean;
  /** A tool is on the robot when this verb is done (attached earlier in the command, or before it). */
  toolHeld: boolean;
}

function explicitTargets(frame: Frame, context: VerbContext, what: string): string[] {
  if (frame.unknown.length > 0) {
    throw new Clarification(`There is no ${frame.unknown.join(" or ")} in this cell. ${what}`, {
      kind: "position",
    });
  }
  // "the position of the welder", "the cam stand": the place of a tool is its stand.
  const stand =
    (frame.nounPrefix !== undefined || frame.toolNoun) && frame.tools.length === 1
      ? context.snapshot.toolLocations.get(frame.tools[0])
      : undefined;
  const named = frame.positions.length > 0 ? frame.positions : stand ? [stand] : [];
  const targets = named.map((name) => relatedPlace(frame, name, context, what));
  // "inspect it and position 3": the place said before, listed with others.
  if (frame.pronounListed && context.lastPosition && !targets.includes(context.lastPosition))
    targets.unshift(context.lastPosition);
  if ((targets.length === 0 && frame.pronoun) || (frame.pronounListed && !context.lastPosition)) {
    if (!context.lastPosition)
      throw new Clarification(`Which position do you mean? ${what}`, { kind: "position" });
    targets.push(context.lastPosition);
  }
  return targets;
}

/**
 * "the safe point of position 2", "the safe position of the welder": a place the noun's prefix
 * names (by its group, role or words) next to the place named after it — the cell's moves say
 * which (asked when that is not exactly one).
 */
function relatedPlace(frame: Frame, name: string, context: VerbContext, what: string): string {
  const place = nearbyPlace(frame, name, context, what);
  const { relation } = frame;
  if (!relation) return place;
  // "the safe spot above position 1", "the spot in front of booth 3": a place to go to, whose
  // description in the cell says it lies so from the place named (the place said, or else its one
  // neighbour that does). Where work is done it is asked: "the seam above 1" is no place of the cell.
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim()} `;
  const node = context.snapshot.positions.get(name);
  const namings = [name.replace(/_/g, " "), ...(node?.words ?? [])].map(plain);
  const lies = (at: string) => {
    const described = plain(context.snapshot.positions.get(at)?.description ?? "");
    const from = described.indexOf(` ${relation} `);
    return from >= 0 && namings.some((naming) => described.slice(from + relation.length).includes(naming));
  };
  const moving = frame.verbs.length > 0 && frame.verbs.every((verb) => verb.kind === "move");
  if (moving && lies(place)) return place;
  const near = [...context.snapshot.positions.keys()].filter(
    (at) => lies(at) && context.snapshot.moveGraph.hasEdge(at, name),
  );
  if (moving && !frame.nounPrefix && near.length === 1) return near[0];
  throw new Clarification(`Which place ${relation} ${name} do you mean? ${what}`, { kind: "position" });
}

/** Whether a place's role or words say a kind of place ("safe" of "Tool_Weld_Safe_Position"). */
export function placeSaysKind(snapshot: GraphSnapshot, place: string, kind: string): boolean {
  const node = snapshot.positions.get(place);
  const words = [node?.role.replace(/_/g, " "), ...(node?.words ?? [])].join(" | ").toLowerCase();
  return ` ${words} `.includes(` ${kind} `);
}

function nearbyPlace(frame: Frame, name: string, context: VerbContext, what: string): string {
  if (!frame.nounPrefix) return name;
  const group = positionsWithPrefix(frame.nounPrefix, context);
  const says = (place: string) =>
    group.includes(place) || placeSaysKind(context.snapshot, place, frame.nounPrefix!);
  if (says(name)) return name;
  const near = [...context.snapshot.positions.keys()].filter(
    (place) => says(place) && context.snapshot.moveGraph.hasEdge(place, name),
  );
  if (near.length !== 1)
    throw new Clarification(`Which ${frame.nounPrefix} position do you mean? ${what}`, { kind: "position" });
  return near[0];
}

/**
 * "the other position": of the places the verb can use, the one not already named (in this
 * frame, earlier in the command or just before). Asked when that is not exactly one.
 */
function otherTargets(frame: Frame, context: VerbContext, pool: string[], what: string): string[] {
  if (!frame.other) return [];
  const named = new Set([...frame.positions, context.namedInCommand ?? context.lastPosition ?? ""]);
  const remaining = pool.filter((name) => !named.has(name));
  if (named.size === 1 && !context.namedInCommand && !context.lastPosition)
    throw new Clarification(`Other than which position? ${what}`, { kind: "position" });
  if (remaining.length !== 1)
    throw new Clarification(
      `"The other position" could be ${describeChoices(remaining, "", "or") || "none"}. ${what}`,
      { kind: "position" },
    );
  context.notes.push(`"The other position" is read as ${remaining[0]}.`);
  return remaining;
}

function withoutExcluded(targets: string[], frame: Frame, what: string): string[] {
  const kept = targets.filter((name) => !frame.excluded.includes(name));
  if (targets.length > 0 && kept.length === 0)
    throw new Clarification(`That leaves no position. ${what}`, { kind: "position" });
  return kept;
}

/**
 * "both", "them", "those two", "the same ones": the places the command listed before, when
 * their number fits; a count with no list before ("inspect both positions") falls back to every
 * place; anything else is asked.
 */
function referencedPlaces(frame: Frame, context: VerbContext, what: string): string[] {
  if (!frame.allReference) return [];
  // The last clause's list; else, when the count fits them, every place the command named so far
  // ("step one: weld 1. step two: weld 2. step three: inspect both").
  const sofar = context.namedSoFar ?? [];
  const named =
    frame.allCount !== undefined &&
    frame.allCount !== context.namedList?.length &&
    frame.allCount === sofar.length
      ? sofar
      : (context.namedList ?? []);
  if (named.length > 0 && (frame.allCount === undefined || frame.allCount === named.length)) {
    context.notes.push(`Read as ${describeChoices(named, "", "and")}, named before.`);
    return [...named];
  }
  // "weld 1 and 2, then inspect the same three": the count does not fit the list it refers to.
  if ((frame.allCount === undefined && !frame.allWord) || named.length > 0)
    throw new Clarification(`Which positions do you mean? ${what}`, { kind: "position" });
  return [];
}

/**
 * "every booth": the numbered group the noun names; "everything": every work position; "both weld
 * spots": those of them where that routine is supported (asked when the count does not fit).
 */
function everyPlace(frame: Frame, context: VerbContext): string[] {
  const group = frame.allPrefix !== undefined ? positionsWithPrefix(frame.allPrefix, context) : [];
  const places = group.length > 0 ? group : context.lexicon.workPositions;
  if (!frame.placesOf) return places;
  const supporting = places.filter((name) => context.snapshot.supportedAt.get(frame.placesOf!)?.has(name));
  if (supporting.length === 0 || (frame.allCount !== undefined && frame.allCount !== supporting.length))
    throw new Clarification(
      `Which positions do you mean? ${frame.placesOf} is supported at ${describeChoices(supporting, "", "and") || "none of them"}.`,
      { kind: "position" },
    );
  return supporting;
}

export function positionsWithPrefix(prefix: string, context: VerbContext): string[] {
  const names: string[] = [];
  for (const [key, name] of context.lexicon.numberedPositions) {
    if (key.startsWith(`${prefix}#`) && !names.includes(name)) names.push(name);
  }
  return names;
}

export function moveSteps(frame: Frame, context: VerbContext, back: boolean): SequenceStep[] {
  const { snapshot } = context;
  const destinations = [...snapshot.positions.keys()];
  const what = `Where should I go? ${describeChoices(destinations, "For example: ")}`;
  // "go to 1 with the welder": taking the tool there is not said plainly; asked, never dropped.
  const carried = frame.instruments?.[0];
  if (carried)
    throw new Clarification(
      `Should I attach the ${carried} and then move? Please say so, for example "attach the ${carried.toLowerCase()}, then go to ${frame.positions[0] ?? "the place"}".`,
      { kind: "position", verb: "move" },
    );
  let targets = explicitTargets(frame, context, what);
  targets.push(...otherTargets(frame, context, context.lexicon.workPositions, what));
  targets.push(...actedOnPlaces(frame, context, what).filter((name) => !targets.includes(name)));
  let via = frame.via;
  if (targets.length === 0 && via.length > 0 && !frame.all) [targets, via] = [via, []];
  const passing = via.map((position): SequenceStep => ({ action: "move", position }));
  if (targets.length === 0) targets = referencedPlaces(frame, context, what);
  if (targets.length === 0 && frame.all) {
    targets = capablePlaces(everyPlace(frame, context), [], frame, context, undefined, what);
    if (frame.allCount !== undefined && frame.allCount < targets.length)
      throw new Clarification(`Which ${frame.allCount} positions? ${describeChoices(targets, "", "or")}`, {
        kind: "position",
        verb: "move",
      });
  }
  if (targets.length === 0 && frame.nounPrefix) {
    const group = positionsWithPrefix(frame.nounPrefix, context);
    throw new Clarification(
      `Which ${frame.nounPrefix} position? ${describeChoices(group)}`,
      { kind: "position", verb: "move" },
      group.map((position) => ({ action: "move", position })),
    );
  }
  if (targets.length === 0 && back && context.startPosition && context.hasEarlierSteps)
    targets = [context.startPosition];
  const unknownName = namedAfterVerb(frame);
  if (targets.length === 0 && unknownName)
    throw new Clarification(
      `There is no '${unknownName}' in this cell — places: ${destinations.join(", ")}.`,
      { kind: "position", verb: "move" },
    );
  if (targets.length === 0) throw new Clarification(what, { kind: "position", verb: "move" });
  return [
    ...passing,
    ...withoutExcluded(targets, frame, what).map((position): SequenceStep => ({ action: "move", position })),
  ];
}

export function routineSteps(routineName: string, frame: Frame, context: VerbContext): SequenceStep[] {
  const { snapshot, notes } = context;
  const routine = snapshot.routines.get(routineName)!;
  const supported = [...(snapshot.supportedAt.get(routineName)?.keys() ?? [])];
  const verb = routineVerb(routine);
  const what = `Which position should I ${verb} at? ${describeChoices(supported)}`;
  const routineAt = (position: string): SequenceStep => ({
    action: "routine",
    routine: routineName,
    position,
  });
  const choices = supported.map(routineAt);
  // "weld position 2 with the camera": a tool the routine does not use is asked about, never dropped.
  const needs = routine.required_tool;
  const wrongTool = frame.instruments?.find((tool) => tool !== needs);
  if (wrongTool)
    throw new Clarification(
      `${routineName} is done with ${needs === "none" || !needs ? "no tool" : `the ${needs}`}, not the ${wrongTool}. What should I do with the ${wrongTool}?`,
      { kind: "routine" },
    );
  let targets: string[];
  try {
    targets = explicitTargets(frame, context, what);
  } catch (error) {
    if (error instanceof Clarification)
      throw new Clarification(error.question, { kind: "position", routine: routineName, verb }, choices);
    throw error;
  }
  targets.push(...otherTargets(frame, context, supported, what));
  targets.push(...actedOnPlaces(frame, context, what).filter((name) => !targets.includes(name)));
  const passing = frame.via.map((position): SequenceStep => ({ action: "move", position }));
  const notWork = (name: string) => snapshot.positions.get(name)?.role !== "work";
  if (
    targets.length > 0 &&
    context.inherited &&
    targets.every((name) => !supported.includes(name) && notWork(name))
  ) {
    // "weld position 1, then home": a non-work place after a routine is a move, not a routine.
    return targets.map((position) => ({ action: "move", position }));
  }
  if (targets.length === 0) targets = referencedPlaces(frame, context, what);
  targets = capablePlaces(targets, everyPlace(frame, context), frame, context, routineName, what);
  if (targets.length > 0 && frame.allReference) return targets.map(routineAt);
  if (targets.length === 0 && frame.all) {
    const candidates = everyPlace(frame, context);
    targets = candidates.filter((name) => supported.includes(name) && !frame.excluded.includes(name));
    const leftOut = candidates.filter((name) => !supported.includes(name));
    if (leftOut.length > 0) {
      notes.push(
        `${routineName} is not supported at ${describeChoices(leftOut, "", "and")} (no SUPPORTED_AT edge), so ${leftOut.length > 1 ? "they were" : "it was"} left out.`,
      );
    }
    if (targets.length === 0)
      throw new Clarification(`There is no position left to ${verb} at. ${what}`, {
        kind: "position",
        routine: routineName,
      });
    if (frame.allCount !== undefined && frame.allCount < targets.length)
      throw new Clarification(
        `Which ${frame.allCount} positions should I ${verb} at? ${describeChoices(supported, "", "and")} can be done.`,
        { kind: "position", routine: routineName, verb },
      );
    return [...passing, ...targets.map(routineAt)];
  }
  if (targets.length === 0 && context.namedInCommand && !frame.nounPrefix) {
    targets = [context.namedInCommand];
    notes.push(`"${verb}" is done at ${context.namedInCommand}, the position named before it.`);
  }
  const unknownName = namedAfterVerb(frame);
  if (targets.length === 0 && unknownName)
    throw new Clarification(
      `There is no '${unknownName}' in this cell. ${what}`,
      { kind: "position", routine: routineName, verb },
      choices,
    );
  if (targets.length === 0)
    throw new Clarification(what, { kind: "position", routine: routineName, verb }, choices);
  targets = withoutExcluded(targets, frame, what);
  const unsupported = targets.filter((name) => !supported.includes(name));
  if (unsupported.length > 0) {
    const doable = targets.filter((name) => supported.includes(name));
    const instead =
      doable.length > 0
        ? ` Say "${verb} at ${describeChoices(doable, "", "and")}" to ${verb} only where it is supported.`
        : "";
    notes.push(
      `I cannot ${verb} at ${describeChoices(unsupported, "", "or")}: ${routineName} is supported only at ${describeChoices(supported, "", "and")}.${instead}`,
    );
  }
  return [...passing, ...targets.map(routineAt)];
}

/** The unknown words named after the frame's verb ("attach the hammer" → "hammer"). */
export function namedAfterVerb(frame: Frame): string | undefined {
  const after = frame.unknownWords.slice(frame.leadingUnknown.length);
  return after.length > 0 ? after.join(" ") : undefined;
}

/** "paint" → "painting", "scrape" → "scraping" (for naming a routine the cell lacks). */
export function gerund(word: string): string {
  if (word.endsWith("ing")) return word;
  if (/[^aeiou]e$/.test(word)) return `${word.slice(0, -1)}ing`;
  return `${word}ing`;
}
