import { ARTICLES, wholeRemade } from "./whole-remade.js";
import {
  LIST_JOINS,
  PLACE_KINDS,
  PLACE_LEADS,
  countAlone,
  lastCount,
  laterClause,
  listKinds,
  placeKept,
  placeOfIt,
  sameOneAimed,
  wholeMoved,
  CLAUSE_ENDS,
} from "./correction-parts.js";
import { HESITATIONS } from "./spoken-input.js";
import { phraseList, wordSet } from "./word-set.js";

/*
 * Self-correction, as speakers make it: "weld position one uh no wait position two", "go to
 * position three um actually safe position three", "add cheese,
 * sorry I mean tomato", "make a blt on the left no wait on the right", "weld 1 or rather inspect 1".
 * What follows the marker replaces the last thing of its own kind said before it (a number, a
 * place, an item, a zone; a verb replaces the whole last clause), with the words that lead it
 * ("on the" right replaces "on the" left). Both dialects read corrections through this, each
 * with its own word classes; nothing here names a cell.
 */

/**
 * The word class of a token in the dialect ("number", "place", "item", "verb", …), or null for
 * grammar words; `previous` is the word said before it ("position for": a number heard).
 */
export type WordKind = (token: string, previous?: string) => string | null;

export interface SelfCorrected {
  tokens: string[];
  /** The words taken back with the markers (fillers to the account); when unresolved, the marker only. */
  takenBack: string[];
  /** A correction was said whose target is not clear: the command must be asked about, not acted on. */
  unresolved: boolean;
}

/** Marker phrases, longest first; each stands between what is taken back and what replaces it. */
const MARKERS = phraseList(`
  actually make that | sorry i meant | sorry i mean | no sorry | sorry no | no wait | wait no
  | no no | i meant | i mean | or rather | make that | change that to | scratch that | correction
`);

/** "no wait, make that a blt", "sorry, change it to the left": said right after a marker, they lead the replacement. */
const CHAINED_MARKERS = [...MARKERS, ...phraseList(`make it | change it to | change that to | change to`)];

const PUNCTUATION = new Set([",", ".", ";"]);

/** "one less", "2 more", "fewer", "double the bacon", "extra cheese": a change relative to what was said before. */
const RELATIVE = /^((\d+|a|one|two|three) )?(less|fewer|more)\b|^(double|triple|extra)\b/;

/** Words that open a leaving out; after a marker they exclude from what was said, replacing none of it. */
const LEAVES_OUT = wordSet(`skip skipping except excluding without not minus omit exclude leave leaving`);

/** Words that, right after a marker, cancel what was said instead of replacing it ("no wait, keep it"). */
const CANCELS = phraseList(`keep | never mind | forget | cancel`);

/** How many words of a cancel open `after` ("keep it", "never mind that", "forget that"), up to the clause's end. */
function cancelLength(after: readonly string[]): number {
  const cancel = CANCELS.find((words) => words.every((word, offset) => after[offset] === word));
  if (!cancel) return 0;
  let end = cancel.length;
  while (end < after.length && !CLAUSE_ENDS.has(after[end]) && end < cancel.length + 3) end++;
  if (end < after.length && !CLAUSE_ENDS.has(after[end])) return 0;
  while (end < after.length && CLAUSE_ENDS.has(after[end])) end++;
  return end;
}

/** Markers that are often only fillers ("actually, weld 2"): a correction only where one resolves. */
const SOFT_MARKERS = [["actually"], ["sorry"], ["oops"]];

/** After a marker, these go on with it ("actually no, make that 1"): one correction, still soft. */
const GOING_ON = [...SOFT_MARKERS, ["no"]];

/** How many tokens a marker takes at `index`; a comma may stand between its words ("wait, no"). */
function markerAt(tokens: readonly string[], index: number, markers = MARKERS): number {
  // Plain loops: this is asked at every word of every command.
  for (const words of markers) {
    let at = index;
    let said = true;
    for (let offset = 0; said && offset < words.length; offset++) {
      if (offset > 0 && tokens[at] === ",") at++;
      said = tokens[at++] === words[offset];
    }
    if (said) return at - index;
  }
  return 0;
}

/**
 * "attach the welder, uh, the welding torch I mean": a marker said after the replacement, which a
 * hesitation or comma set off, is read where that pause was ("… uh I mean the welding torch").
 */
function trailingMarkerMoved(tokens: readonly string[]): string[] {
  const words = tokens.filter((token) => !PUNCTUATION.has(token) || token === ",");
  const ends = ["i mean", "i meant"].some((marker) => words.slice(-2).join(" ") === marker);
  const end = tokens.lastIndexOf(words.at(-2) ?? "");
  let pause = end - 1;
  while (pause > 0 && tokens[pause] !== "," && !HESITATIONS.has(tokens[pause])) pause--;
  if (!ends || pause <= 0 || tokens.slice(pause + 1, end).some((token) => CLAUSE_ENDS.has(token)))
    return [...tokens];
  return [
    ...tokens.slice(0, pause + 1),
    ...tokens.slice(end, end + 2),
    ...tokens.slice(pause + 1, end),
    ...tokens.slice(end + 2),
  ];
}

/**
 * "weld 1, no 2", "go to position 1 no position 3", "bread then cheese no lettuce then bread",
 * "move right 4 cm no 3": a bare "no" between two words of one kind (never verbs), with no whole
 * said in its clause that the second could be left out of (a recipe: "a club, cheese no
 * tomato"), replaces the first — never both, and with nothing to remove from, it negates nothing.
 * ("position no 2" is a number marker: a place noun and a number are two kinds.)
 */
function bareNo(
  tokens: readonly string[],
  index: number,
  kindOf: WordKind,
  wholes: ReadonlySet<string>,
): number {
  if (tokens[index] !== "no") return 0;
  // The replacement's first word, past punctuation and an article ("…, no, the welder").
  let next = index + 1;
  while (next < tokens.length && (PUNCTUATION.has(tokens[next]) || ARTICLES.has(tokens[next]))) next++;
  // "… on the left, no, on the right": the words leading a place lead its replacement too.
  while (next < tokens.length - 1 && PLACE_LEADS.has(tokens[next])) next++;
  if (PLACE_LEADS.has(tokens[index + 1] ?? "") && !PLACE_KINDS.has(kindOf(tokens[next] ?? "", "no") ?? ""))
    return 0;
  const kind = kindOf(tokens[next] ?? "", "no");
  if (kind === null || kind === "verb" || wholes.has(kind)) return 0;
  // The word it replaces, right before it or before one word of another kind ("4 centimeters no
  // 3", "position 1 no position 3").
  let at = index - 1;
  while (at > 0 && PUNCTUATION.has(tokens[at])) at--;
  const between = at > 0 ? kindOf(tokens[at], tokens[at - 1]) : kind;
  if ((kind === "number" && between === null) || (kind === "place" && between === "number")) at--;
  // Said again unchanged ("cheese no cheese"), it replaces nothing.
  const same = tokens.slice(at, index).join(" ") === tokens.slice(next, next + index - at).join(" ");
  if (at < 0 || kindOf(tokens[at], tokens[at - 1]) !== kind || same) return 0;
  // "a club on the left, no, the right": nothing is left out of a place, so a whole before it is no matter.
  if (PLACE_KINDS.has(kind)) return 1;
  // "a grilled cheese, no tomato": the word is the end of a whole's name.
  const joined = at > 0 ? kindOf(`${tokens[at - 1]} ${tokens[at]}`) : null;
  if (joined !== null && wholes.has(joined)) return 0;
  // "a blt, double bacon, no lettuce", "a club with ham and tomato, no cheese": edits listed after a
  // whole are each its own, past the commas and the "and" of a list.
  const inList = (back: number) =>
    tokens[back] === "," || (tokens[back] === "and" && kindOf(tokens[back + 1]) !== "verb");
  for (let back = at - 1; back >= 0 && (inList(back) || !CLAUSE_ENDS.has(tokens[back])); back--) {
    const said = kindOf(tokens[back], tokens[back - 1]);
    if (said !== null && wholes.has(said)) return 0;
  }
  return 1;
}

/** Whether the word before a name said (`name`, of `kind`) is part of it ("club" of "club sandwich"). */
export type JoinsName = (previous: string, name: string[], kind: string) => boolean;

/** A word cut off by a dash as it was said ("weld po- weld pos 1"). */
const cutOff = (token: string) => /^[a-z]+-$/.test(token);

/**
 * How far on the word at `i` is said again with only verbs, words cut off or hesitations between,
 * at least one verb or word cut off.
 */
function restartGap(current: readonly string[], i: number, kindOf: WordKind): number | undefined {
  for (let gap = 2; gap <= 4; gap++) {
    if (current[i + gap] !== current[i]) continue;
    const between = current.slice(i + 1, i + gap);
    if (
      between.some((token) => kindOf(token) === "verb" || cutOff(token)) &&
      between.every((token) => kindOf(token) === "verb" || cutOff(token) || HESITATIONS.has(token))
    )
      return gap;
  }
  return undefined;
}

/**
 * Applies every self-correction in the command, left to right. What is taken back is the whole
 * name its last word belongs to, as `joinsName` tells ("a club sandwich no wait a blt").
 */
export function applySelfCorrections(
  tokens: readonly string[],
  kindOf: WordKind,
  joinsName: JoinsName = () => false,
  wholes?: ReadonlySet<string>,
): SelfCorrected {
  let current = trailingMarkerMoved(tokens);
  const takenBack: string[] = [];
  // "inspect go inspect position two": a verb said again after another, nothing but verbs or
  // hesitations between, restarts the clause; the false start is taken back.
  for (let i = 0; i < current.length; i++) {
    const gap = restartGap(current, i, kindOf);
    if (gap && kindOf(current[i]) === "verb") takenBack.push(...current.splice(i, gap));
    // "go to sa- safe 2": a word cut off that the next word said begins again is taken back.
    let next = i + 1;
    while (HESITATIONS.has(current[next])) next++;
    if (cutOff(current[i]) && current[next]?.startsWith(current[i].slice(0, -1))) {
      takenBack.push(...current.splice(i, next - i));
      i--;
    }
  }
  for (let index = 1; index < current.length; index++) {
    let hard = markerAt(current, index);
    // "the camera uh no the welder": a "no" after a hesitation is a self-repair where it resolves.
    const repair = current[index] === "no" && HESITATIONS.has(current[index - 1]) ? 1 : 0;
    const bare = !hard && !repair && wholes ? bareNo(current, index, kindOf, wholes) : 0;
    const remade = hard ? 0 : wholeRemade(current, index, kindOf, wholes);
    hard ||= remade;
    const length = hard || markerAt(current, index, SOFT_MARKERS) || repair || bare;
    if (length === 0) continue;
    const before = current.slice(0, index);
    while (before.length && (PUNCTUATION.has(before.at(-1)!) || HESITATIONS.has(before.at(-1)!)))
      before.pop();
    const after = current.slice(index + length);
    // "sorry, i meant 3": markers said one after another are one correction.
    for (let more = 1; more > 0 && after.length;) {
      const chained = markerAt(after, 0, CHAINED_MARKERS);
      const goesOn = chained || markerAt(after, 0, GOING_ON);
      more = PUNCTUATION.has(after[0]) || HESITATIONS.has(after[0]) ? 1 : goesOn;
      // "actually make it two": a soft marker leading a replacement is a correction.
      if (chained > 0) hard ||= chained;
      after.splice(0, more);
    }
    // "… actually make it one less cheese": a change relative to what was said takes nothing back;
    // nor does one that leaves something out ("inspect 1, 2 and 3 - actually, skip 1": 2 and 3 stay).
    if (RELATIVE.test(after.slice(0, 2).join(" ")) || LEAVES_OUT.has(after[0])) {
      takenBack.push(...current.slice(index, current.length - after.length));
      current = [...current.slice(0, index), ...after];
      continue;
    }
    // "add a slice of ham, actually make it two slices": a count alone replaces the count said
    // before ("a" is one), and keeps what it counted.
    // ("a" counts only when the unit is said again: "…, actually make it three" may be three of anything.)
    const counted = countAlone(after) ? lastCount(before, after.length > 1) : -1;
    if (counted >= 0) {
      takenBack.push(...current.slice(index, current.length - after.length), ...after.slice(1));
      current = [...before.slice(0, counted), after[0], ...before.slice(counted + 1)];
      index = counted;
      continue;
    }
    // "i mean" opening the command is no correction; a marker with nothing after it takes back
    // something unsaid ("add cheese no wait"), so it is asked about.
    // "… and actually also inspect it" adds, it takes nothing back.
    if (before.length === 0 || (!hard && (after.length === 0 || after[0] === "also"))) continue;
    // "no cheese, actually yes cheese": a "yes" takes back a no said before; which one is not clear.
    if (after.length === 0 || /^(yes|yeah|yep|yup)$/.test(after[0]))
      return { tokens: [...tokens], takenBack: current.slice(index, index + length), unresolved: true };
    // "put the welder back no wait keep it": the last clause is taken back and nothing replaces it.
    const cancel = hard ? cancelLength(after) : 0;
    if (cancel > 0) {
      let cut = before.length;
      while (cut > 0 && !CLAUSE_ENDS.has(before[cut - 1])) cut--;
      while (cut > 0 && CLAUSE_ENDS.has(before[cut - 1])) cut--;
      takenBack.push(...current.slice(cut, index + length), ...after.slice(0, cancel));
      current = [...before.slice(0, cut), ...(cut > 0 ? [","] : []), ...after.slice(cancel)];
      index = cut;
      continue;
    }
    // "a BLT in the centre, no wait, put it on the right (instead)": a verb of what was said, of
    // "it", with only a place after it, corrects the place.
    const moved =
      placeOfIt(after, kindOf) ||
      sameOneAimed(after, before, kindOf) ||
      wholeMoved(after, before, kindOf, wholes);
    if (moved > 0) {
      takenBack.push(...after.splice(0, moved));
      if (after.at(-1) === "instead") takenBack.push(...after.splice(-1));
    }
    const head = after.findIndex((token, at) => kindOf(token, after[at - 1]) !== null);
    // A verb opening a longer name is that name: "the welding torch" is a tool, not "welding".
    const first = head >= 0 ? kindOf(after[head], after[head - 1]) : null;
    // … and so is an item opening a whole's name ("a cheese sandwich").
    const two = head >= 0 ? kindOf(after.slice(head, head + 2).join(" ")) : null;
    const kind = first === "verb" ? (two ?? first) : two !== null && wholes?.has(two) ? two : first;
    let target = -1;
    // The last word of that kind, or the last word of a name of that kind ("grilled cheese").
    for (let at = before.length - 1; at >= 0 && kind !== null; at--)
      if (
        kindOf(before[at], before[at - 1]) === kind ||
        (at > 0 && joinsName(before[at - 1], [before[at]], kind))
      ) {
        target = at;
        break;
      }
    const nameEnd = target + 1;
    // "weld 1 and take the camera, no wait 2 and 3": a clause said after the target would be taken
    // back with it, though the correction names nothing of it; which was meant is asked.
    if (target >= 0 && laterClause(before.slice(nameEnd), kindOf))
      return { tokens: [...tokens], takenBack: current.slice(index, index + length), unresolved: true };
    while (target > 0 && joinsName(before[target - 1], before.slice(target, nameEnd), kind!)) target--;
    // A replacement opening with a phrase of its kind ("safe position two") replaces as long a
    // phrase of that kind ("safe position three"), not only its last word.
    // A bare "no" replaces one word ("tomato no cheese bread").
    for (let run = head + 1; run < after.length && target > 0 && !bare; run++) {
      if (kindOf(after[run]) !== kind || kindOf(before[target - 1]) !== kind) break;
      target--;
    }
    // "1 and 2, actually make that 2 and 3", "booth 1 and booth 2, I mean booth 2 and booth 3": a
    // list said as the replacement replaces the whole list of its kinds before it, not only its last item.
    const listed = target > 0 && !bare ? listKinds(after, head, kindOf) : null;
    if (listed)
      for (let item = target; item >= 2 && LIST_JOINS.has(before[item - 1]);) {
        let start = item - 1;
        while (start > 0 && listed.has(kindOf(before[start - 1], before[start - 2]) ?? "")) start--;
        if (start === item - 1) break;
        target = item = start;
      }
    if (target < 0 && !hard) continue;
    if (target < 0)
      return { tokens: [...tokens], takenBack: current.slice(index, index + length), unresolved: true };
    // The words leading the replacement lead what it replaces too ("on the left" → "on the right").
    let lead = 0;
    while (lead < head && target - lead - 1 >= 0 && before[target - lead - 1] === after[head - lead - 1])
      lead++;
    const cut = target - lead;
    // "a club on the left, actually make that a veggie": a whole replaced keeps the place said with it.
    const kept = wholes?.has(kind!) ? placeKept(before.slice(nameEnd), after, kindOf) : [];
    if (kept === null)
      return { tokens: [...tokens], takenBack: current.slice(index, index + length), unresolved: true };
    // Everything up to the replacement, markers said one after another too, is taken back (not the place kept).
    const back = current.slice(cut, current.length - after.length);
    back.splice(nameEnd - cut, kept.length);
    takenBack.push(...back);
    const clauseEnd = after.findIndex((token) => CLAUSE_ENDS.has(token));
    const at = clauseEnd < 0 ? after.length : clauseEnd;
    current = [...before.slice(0, cut), ...after.slice(0, at), ...kept, ...after.slice(at)];
    index = cut;
  }
  return { tokens: current, takenBack, unresolved: false };
}
