import { askClause, clauseDone as done, step, type ClauseResult } from "./interpret-context.js";

/** Going home and waiting: clauses read from their text alone. Each returns null when the clause is not of its kind. */

/** Nouns of a place, as "home" may be said with one ("home pos", "the home spot"). */
const PLACE_NOUN = "(position|pos|pose|spot|point|location|place)";

export function parseHome(text: string): ClauseResult | null {
  const homeNoun = new RegExp(`\\bhome ${PLACE_NOUN}\\b`).exec(text);
  const going =
    homeNoun ??
    /\b(go|move|head|return|come|get|back|send|drive|bring|take)\b(?<between>.*)\bhome\b|^home( please)?$|\bpark\b|\b(go|move|return) to (the )?(rest|start|starting|initial|original|home|park) (position|pose)\b|\b(go|move|return|get|head) back to (the )?(start|beginning|starting (point|position))\b/.exec(
      text,
    );
  if (!going || /\bslot\b/.test(text)) return null;
  // What "go … home" read is the going and the home, not the words between them.
  const between = going.groups?.between?.trim();
  const read = (between ? going[0].replace(between, "") : going[0]).split(" ");
  return { ...done([step("go_home")], "go home"), names: homeNoun ? [homeNoun[1]] : undefined, read };
}

export function parseWait(text: string): ClauseResult | null {
  // "hold on to it", "just hold it", "keep holding that": keep the tile in the gripper, which asks for no motion.
  if (
    /^(keep )?hold( on to| onto)? (it|that|this)( there| still| steady)?( for( now)?| for a (bit|while|moment))?$/.test(
      text,
    )
  )
    return { ...done([], "keep holding it"), read: text.split(" ") };
  // "hold for three seconds", "hold still for a moment": a hold for a while is a wait.
  const waiting =
    /\b(wait|pause|hold on|hold onto|hold( still| steady| it| there)? for|hang on|sleep|stay still|stay put|stop for|rest for|give it)\b/.exec(
      text,
    );
  if (!waiting) return null;
  const read = waiting[0].split(" ");
  const number = text.match(/(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?|minutes?|mins?)?\b/);
  if (number) {
    const seconds = Number(number[1]) * (/^min/.test(number[2] ?? "") ? 60 : 1);
    if (seconds > 600)
      return askClause(`${seconds} seconds is a long wait. Shall I go home instead?`, `wait ${seconds} s`);
    return { ...done([step("wait", { seconds })], `wait ${seconds} s`), read };
  }
  const short = /\b(wait )?(a|one) (second|sec|moment|bit|tick|jiffy)\b|\bwait a\b|\bmoment\b/.exec(text);
  if (short)
    return {
      ...done([step("wait", { seconds: 1 })], "wait 1 s", 0.85),
      read: [...read, ...short[0].split(" ")],
    };
  if (/^(wait|pause|hold on|hang on)$/.test(text))
    return { ...done([step("wait", { seconds: 1 })], "wait 1 s", 0.7), read };
  return null;
}
