import type { Mention } from "./scan-mentions.js";

/**
 * Frames: the mentions of a command grouped into verbs with the objects that go with them
 * ("weld and inspect pos 1" is one frame with two verbs; "weld pos 1 then inspect pos 2" two).
 */
export type Verb =
  | { kind: "routine"; name: string }
  | { kind: "move"; back: boolean }
  | { kind: "attach" }
  | { kind: "release" }
  | { kind: "release_or_move" }
  | { kind: "release_and_home" };

export interface Frame {
  verbs: Verb[];
  positions: string[];
  unknown: string[];
  bare: boolean;
  all: boolean;
  allPrefix?: string;
  excluded: string[];
  tools: string[];
  toolNoun: boolean;
  pronoun: boolean;
  nounPrefix?: string;
  /** An object was named after the frame's first verb ("weld pos 1"), not only before it ("at pos 1 weld"). */
  objectAfterVerb: boolean;
}

export const newFrame = (): Frame => ({
  verbs: [],
  positions: [],
  unknown: [],
  bare: false,
  all: false,
  excluded: [],
  tools: [],
  toolNoun: false,
  pronoun: false,
  objectAfterVerb: false,
});

export function hasObject(frame: Frame): boolean {
  return (
    frame.positions.length > 0 ||
    frame.unknown.length > 0 ||
    frame.all ||
    frame.tools.length > 0 ||
    frame.toolNoun ||
    frame.pronoun ||
    frame.excluded.length > 0 ||
    frame.nounPrefix !== undefined
  );
}

const OBJECT_KINDS = new Set<Mention["kind"]>([
  "positions",
  "position_noun",
  "all",
  "tool",
  "tool_noun",
  "pronoun",
]);

export const isPlaceVerb = (verb: Verb) => verb.kind === "routine" || verb.kind === "move";

/** Groups mentions into frames: verbs with the objects that follow them. */
export function toFrames(mentions: Mention[]): Frame[] {
  const frames: Frame[] = [];
  let frame = newFrame();
  let excluding = false;
  const close = () => {
    if (frame.verbs.length > 0 || hasObject(frame)) frames.push(frame);
    frame = newFrame();
    excluding = false;
  };
  const addVerb = (verb: Verb) => {
    excluding = false;
    const compatible = frame.verbs.every((existing) => isPlaceVerb(existing) && isPlaceVerb(verb));
    if (frame.verbs.length > 0 && ((hasObject(frame) && frame.objectAfterVerb) || !compatible)) close();
    if (!frame.verbs.some((existing) => JSON.stringify(existing) === JSON.stringify(verb)))
      frame.verbs.push(verb);
  };
  for (const mention of mentions) {
    if (frame.verbs.length > 0 && OBJECT_KINDS.has(mention.kind)) frame.objectAfterVerb = true;
    switch (mention.kind) {
      case "sequence":
        close();
        break;
      case "routine":
        if (!mention.asNoun) addVerb({ kind: "routine", name: mention.name });
        break;
      case "move":
        addVerb({ kind: "move", back: mention.back });
        break;
      case "attach":
      case "release":
      case "release_or_move":
      case "release_and_home":
        addVerb({ kind: mention.kind });
        break;
      case "go_home":
        addVerb({ kind: "move", back: false });
        frame.positions.push(mention.position);
        break;
      case "back":
        if (frame.verbs.length === 0 || hasObject(frame)) addVerb({ kind: "move", back: true });
        break;
      case "positions":
        if (excluding) frame.excluded.push(...mention.names);
        else {
          frame.positions.push(...mention.names.filter((name) => !frame.positions.includes(name)));
          frame.unknown.push(...mention.unknown);
          frame.bare ||= mention.bare;
        }
        break;
      case "position_noun":
        if (excluding) break;
        if (frame.all) frame.allPrefix = mention.prefix || frame.allPrefix;
        else if (frame.positions.length === 0) frame.nounPrefix = mention.prefix;
        break;
      case "all":
        if (!excluding) frame.all = true;
        break;
      case "exclude":
        excluding = true;
        break;
      case "tool":
        frame.tools.push(mention.name);
        break;
      case "tool_noun":
        frame.toolNoun = true;
        break;
      case "pronoun":
        if (!excluding) frame.pronoun = true;
        break;
      default:
        break;
    }
  }
  close();
  return frames;
}
