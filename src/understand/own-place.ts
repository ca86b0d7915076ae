import type { CellLexicon } from "./cell-lexicon.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";
import { oncePer } from "./once-per.js";
import { phraseList, wordSet } from "./word-set.js";

/*
 * A thing returned to its own place: "take the welder back to its stand", "hang it back in its
 * cradle", "welder put on its place", "put to the stand", "return the camera to its support",
 * "put the cam back where it came from". A verb of carrying, its object (a tool, "it", a tool noun,
 * or nothing when said before the verb) and the thing's own place are the cell's own phrase for
 * putting the tool back ("put back"); the words of the place are said with it. The own place is a
 * possessive with a noun that names no place or tool of the cell ("its stand", "his place", "its
 * support": any owner, as speakers of other languages say "his"; after a tool, its "home" or "base"
 * is its stand too), a one-word tool noun of the cell
 * after "the" ("the rack"), or "where it came from". Said of the arm ("send the arm back to its
 * home position") or of a place of the cell, it stays a move.
 */

/** Verbs that carry a thing somewhere. */
const CARRYING = wordSet(`put take bring hang set place carry get give hand send return`);
const INTO = wordSet(`to on in into onto at`);
const OWNERS = wordSet(`its his her their`);
const OBJECT_WORDS = wordSet(`the this that my your it back`);
const CLAUSE_ENDS = wordSet(`and then , . ; but`);
const WHERE_FROM = phraseList(`where it came from | where it belongs | where it was | where you got it`);

/** The cell's home position (what its go-home phrases go to). */
const homeOf = oncePer((lexicon: CellLexicon) => {
  for (const entries of lexicon.phrases.values())
    for (const entry of entries) if (entry.kind === "go_home") return entry.position;
  return undefined;
});

/** How many words of an own place start at `at` ("back" and all), or 0. */
function ownPlaceAt(tokens: string[], at: number, lexicon: CellLexicon, toolCarried = false): number {
  const back = tokens[at] === "back" ? 1 : 0;
  const from = WHERE_FROM.find((words) => words.every((word, k) => tokens[at + back + k] === word));
  if (from) return back + from.length;
  const owner = at + back + 1;
  if (!INTO.has(tokens[at + back]) || tokens[owner + 1] === undefined) return 0;
  const own = tokens[owner + 1] === "own" ? owner + 2 : owner + 1;
  const noun = longestLexiconPhrase(tokens, own, lexicon);
  // A tool's own home ("put the camera back to its base") is its stand; the arm's is a place.
  const home = toolCarried ? homeOf(lexicon) : undefined;
  const names = noun?.entries.some(
    (entry) =>
      ["position", "tool", "go_home"].includes(entry.kind) &&
      !(entry.kind === "position" && entry.name === home) &&
      entry.kind !== (home ? "go_home" : ""),
  );
  const storage = noun?.length === 1 && noun.entries.some((entry) => entry.kind === "tool_noun");
  const owned = OWNERS.has(tokens[owner]) && !CLAUSE_ENDS.has(tokens[own]) && !names;
  return owned || (tokens[owner] === "the" && storage) ? own + 1 - at : 0;
}

/** Reads each such return, in place, as the cell's phrase for putting the tool back. */
export function readOwnPlaces(tokens: string[], said: string[], lexicon: CellLexicon): void {
  const releases = (phrase: string) => lexicon.phrases.get(phrase)?.some((entry) => entry.kind === "release");
  const put = ["put back", "return"].find(releases)?.split(" ");
  if (!put) return;
  for (let i = 0; i < tokens.length; i++) {
    // "take the camera off its stand", "grab the torch off the rack": taken from its own place
    // (right after its verb, "off" is the verb's: "take off the tool").
    const particle = lexicon.phrases.has(`${tokens[i - 1]} off`);
    const from =
      tokens[i] === "off" && !particle && ownPlaceAt(["to", ...tokens.slice(i + 1)], 0, lexicon) > 0;
    if (from) tokens[i] = "from";
    // (a verb of the cell that puts the tool away, too: "put away the welder on his place")
    const verb = longestLexiconPhrase(tokens, i, lexicon);
    const releases = verb?.entries.some((entry) => entry.kind === "release");
    if (!releases && !CARRYING.has(tokens[i])) continue;
    const verbLength = releases ? verb!.length : 1;
    let toolCarried = false;
    for (let j = i + verbLength; j <= i + 6 && j < tokens.length;) {
      const length = ownPlaceAt(tokens, j, lexicon, toolCarried);
      if (length > 0) {
        const place = said.slice(j, j + length).join(" ");
        for (const list of [tokens, said]) list.splice(j, length);
        said.splice(i, verbLength, said.slice(i, i + verbLength).join(" "));
        tokens.splice(i, verbLength, ...put);
        if (put.length === 2) said.splice(i + 1, 0, place);
        else said[i] = `${said[i]} ${place}`;
        break;
      }
      const tool = longestLexiconPhrase(tokens, j, lexicon);
      if (tool?.entries.some((entry) => entry.kind === "tool" || entry.kind === "tool_noun")) {
        j += tool.length;
        toolCarried = true;
      } else if (OBJECT_WORDS.has(tokens[j])) j++;
      else break;
    }
  }
}

/** What a tool is said to do at its own place: "where the camera lives / is kept / usually sits". */
const LIVES = phraseList(
  `lives | is kept | is stored | sits | stays | belongs | rests | hangs | is parked | usually lives | usually sits | is usually kept | normally sits | is normally kept`,
);
const GOING = wordSet(`to over`);

/**
 * "go over to where the camera lives", "move to where the welder is kept": the place a tool is kept
 * at, said after a move ("to", "over", or the cell's moving verb), is its stand — read as "the TOOL
 * place" (its words said with the place), which names it. Said anywhere else ("inspect where the camera lives") it stays as said.
 */
export function readWhereToolLives(tokens: string[], said: string[], lexicon: CellLexicon): void {
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i] !== "where") continue;
    const moving =
      GOING.has(tokens[i - 1]) || lexicon.phrases.get(tokens[i - 1])?.some((entry) => entry.kind === "move");
    if (!moving) continue;
    const owner = OBJECT_WORDS.has(tokens[i + 1]) || OWNERS.has(tokens[i + 1]) ? i + 2 : i + 1;
    const tool = longestLexiconPhrase(tokens, owner, lexicon);
    if (!tool?.entries.every((entry) => entry.kind === "tool")) continue;
    const at = owner + tool.length;
    const lives = LIVES.find((words) => words.every((word, k) => tokens[at + k] === word));
    if (!lives || !(tokens[at + lives.length] === undefined || CLAUSE_ENDS.has(tokens[at + lives.length])))
      continue;
    const toolWords = tokens.slice(owner, at);
    const toolSaid = said.slice(owner, at);
    const end = at + lives.length;
    const owned = tokens.slice(i + 1, owner);
    tokens.splice(i, end - i, ...owned, ...toolWords, "place");
    said.splice(
      i,
      end - i,
      ...said.slice(i + 1, owner),
      ...toolSaid,
      [said[i], ...said.slice(at, end)].join(" "),
    );
  }
}
