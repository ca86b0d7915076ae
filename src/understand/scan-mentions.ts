import { COMMAND_KINDS, type CellLexicon } from "./cell-lexicon.js";
import type { AccountKind } from "../contracts/account.js";
import { accountKind } from "./scan-account.js";
import type { TypingOptions } from "./typed-tokens.js";
import type { Mention, ScanResult } from "./mention.js";
import { readScanTokens } from "./scan-tokens.js";
import { readScopeWords } from "./scope-words.js";
import { grammarTypes, readPositionReferences } from "./position-references.js";
import { readOrdering } from "./ordering.js";
import { longestLexiconPhrase } from "./lexicon-phrases.js";
import { readClauseBoundary, readCount, readOrderWord, readQualifier } from "./scan-clause-stages.js";
import { readPlaceReference } from "./scan-place-stage.js";
import { readCellPhrase } from "./scan-phrase-stage.js";
import { readGrammarPhrase, readWord } from "./scan-word-stage.js";
import type { Reading, Scan, Stage } from "./scan-stage.js";

/*
 * The mention scan reads a command's tokens, left to right, into mentions (mention.ts). At each
 * token the stages are tried in this order, and the first that reads wins: so the order below is
 * the precedence between the constructions (clause words before places before the cell's
 * phrases before generic grammar words); `readWord` reads whatever is left.
 */
const STAGES: readonly Stage[] = [
  readClauseBoundary,
  readCount,
  readQualifier,
  readPlaceReference,
  readOrderWord,
  readCellPhrase,
  readGrammarPhrase,
];

/** Reads tokens into mentions, using the cell lexicon and generic English grammar. */
export function scanMentions(
  inputTokens: string[],
  lexicon: CellLexicon,
  framesRead?: TypingOptions["framesRead"],
): ScanResult {
  const { tokens, said, hesitations, corrections, correctedWords, participles, unsettled } = readScanTokens(
    inputTokens,
    lexicon,
    framesRead,
  );
  const types = grammarTypes(tokens);
  const placeAt = readPositionReferences(tokens, lexicon, types);
  const phraseAt = (at: number) => longestLexiconPhrase(tokens, at, lexicon);
  const routineAt = (at: number) => {
    const phrase = phraseAt(at);
    const routine = phrase?.entries.find((entry) => entry.kind === "routine");
    return routine?.kind === "routine" ? { name: routine.name, length: phrase!.length } : undefined;
  };
  // ", after go home" is "then"; "after inspecting 2" (said with -ing) orders the other way.
  const gerund = inputTokens.some((word, at) => inputTokens[at - 1] === "after" && word.endsWith("ing"));
  const orderingAt = readOrdering(tokens, (word) =>
    Boolean(!gerund && lexicon.phrases.get(word)?.some((entry) => COMMAND_KINDS.has(entry.kind))),
  );
  const mentions: Mention[] = [];
  const scan = {
    tokens,
    lexicon,
    mentions,
    firstLeads: false,
    lastEnd: -1,
    correctedWords,
    participles,
    orderingAt,
    placeAt,
    scopeAt: readScopeWords(tokens, lexicon, routineAt, types),
    phraseAt,
  } satisfies Scan;
  const unknownTokens = unsettled;
  let guessedVerbs = 0;
  let smallTalk = false;
  const usedAs: Array<AccountKind | undefined> = [];
  for (let i = 0; i < tokens.length;) {
    const reading = readAt(scan, i);
    const mention = reading.mention;
    if (mention) {
      mentions.push(mention);
      scan.lastEnd = reading.next;
    }
    if (reading.guessedVerb) guessedVerbs++;
    if (reading.correction) corrections.push(reading.correction);
    if (reading.unknown) unknownTokens.push(reading.unknown);
    if (reading.smallTalk) smallTalk = true;
    for (let at = i; at < reading.next; at++) usedAs[at] = accountKind(tokens[at], mention, smallTalk);
    i = reading.next;
  }
  return { mentions, unknownTokens, corrections, smallTalk, tokens, said, hesitations, guessedVerbs, usedAs };
}

/** The first stage's reading at `i` (a leading "first" noted on the way). */
function readAt(scan: { -readonly [key in keyof Scan]: Scan[key] }, i: number): Reading {
  for (const stage of STAGES) {
    const reading = stage(scan, i);
    if (reading?.firstLeads !== undefined) scan.firstLeads = reading.firstLeads;
    if (reading && reading.next > i) return reading;
  }
  return readWord(scan, i);
}
