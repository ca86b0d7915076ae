/**
 * Grammar words of English commands (verbs, articles, fillers): the structure of a command, not
 * the cell's vocabulary, which lives in the cell file. Written as word lists (space-separated).
 */
import { wordSet } from "../understand/word-set.js";

/** Verbs that build or add layers. */
export const BUILD_VERBS = wordSet(`
  make build assemble prepare create stack add put place layer set give fix do want get start
  construct top finish cook whip craft use need drop lay pile throw toss stick bring load prefer
  fire plate
`);

export const MOTION_VERBS = wordSet(`
  move nudge shift go slide jog bump step inch scoot drift travel head come raise lift lower drop push
  pull back adjust reposition budge ease bring
`);

/** Words that end a clause when an action verb follows them. */
export const CLAUSE_VERBS = wordSet(`
  go move return wait pause pick grab put place add stack make build clear undo speed slow hurry nudge
  shift raise lower bring take start cancel come head drop layer assemble prepare create remove
  transfer carry finish park reset give
`);

/** Every verb of the dialect. */
export const VERBS: ReadonlySet<string> = new Set([...BUILD_VERBS, ...MOTION_VERBS, ...CLAUSE_VERBS]);

/** Words that may stand between an add verb and the ingredient it names ("add a slice of X"). */
export const ITEM_LEAD_INS = wordSet(`
  a an the some of slice slices piece pieces layer layers tile tiles bit little more extra fresh
  sliced thin thick 1 2 3 4 5 another few couple spoonful spoonfuls dollop squirt only
  handful scoop
`);

/**
 * The dialect's function words: they never change what a command means, so a command saying one
 * is accounted for whether or not a construction read it (the account's "filler").
 */
export const FUNCTION_WORDS = wordSet(`
  under above below down off was am or but than if any another both each every everything either
  everywhere whole entire full together inside own yourself about
  slice slices piece pieces layers tile tiles bit little lot spoonful spoonfuls dollop squirt handful
  scoop cm mm m inches x s sec secs seconds minute minutes mins centimeter centimeters centimetre
  centimetres millimeter millimeters millimetre millimetres meter meters metre metres
  side sides stacks zone zones spot spots area areas table plate board station stations tray trays
  section arm gripper thing things stuff
  items ingredients toppings fillings recipe base tower heap end left center centre fixture assembly
  slot slots bottom middle third last
  where what which who how why when shall may might does did done have has had got made been
  new nice good great lovely tasty yummy quick simple big small tall short large very really quite
  real love bad
  todays lunch dinner breakfast snack meal guys everyone him her boss customer team
  id im ill thats ive youre whats theres isnt cant wont didnt doesnt wouldnt couldnt shouldnt weve
  theyre hes shes
  finally after afterwards starting beginning initial original going forward future rest layered
  stacked using order kind type sort way open close
  fetch grasp collect retrieve snag
`);

/**
 * The dialect's construction words: each gives a command its meaning only in the construction that
 * reads it, so it is accounted for only when one did (`read` of a clause, assembly-account.ts);
 * said where no construction read it ("a club, and swap whatever") the order waits for review.
 */
export const CONSTRUCTION_WORDS = new Set([
  // An item taken out, kept out, doubled, swapped or replaced (read-build-edits.ts, edit-grammar.peggy).
  ...wordSet(`without not dont never nothing except minus less fewer skip hold leave keep empty extra double
    triple plus half including include swap replace substitute switch exchange change instead rather
    besides excluding none neither nor`),
  // Starting over, taking back, clearing (parse-actions.ts).
  ...wordSet(`scratch afresh nevermind scrap forget abort redo mistake oops whoops wrong messed screwed
    goofed rid tidy clean dismantle unstack apart break`),
  // Going home or waiting (parse-home-and-wait.ts).
  ...wordSet(`home ready pose hang sleep still stay stop moment tick jiffy`),
  // Teaching a name (learning-grammar.peggy, detect-learning.ts).
  ...wordSet(`call called name named remember save store memorize memorise learn record means mean
    stands whenever everytime anytime say teach`),
  // A pace said by name (the cell's speed words).
  ...wordSet(`normal usual default medium pace regular`),
  // How many times, or how many of what (repeats, counts).
  ...wordSet(`twice thrice repeat times couple pair dozen`),
]);

/** The dialect's own words besides its verbs (fillers and small talk are the core's, `grammar-words.ts`). */
export const DIALECT_WORDS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...CONSTRUCTION_WORDS]);

/**
 * "leave the middle empty", "keep the left clear": a zone to stay as it is. It is not the clear verb,
 * and placing honours no such wish yet: no construction reads its construction words, so an order saying
 * it waits for review.
 */
export const KEPT_AS_IT_IS = /\b(leave|keep)( the| that| this)? \w+( \w+)? (empty|clear|free|clean|open)\b/;

/** Why a pace is wanted, said after "we're", "I'm", "you're", "it's" or alone (speed-remarks.ts). */
export const SPEED_REASONS: Record<"slow" | "fast", ReadonlySet<string>> = {
  slow: new Set("make me nervous|nervous|scared|worried|no rush|no hurry|fragile|delicate".split("|")),
  fast: new Set(
    "running behind|running late|late|behind schedule|in a hurry|in a rush|short on time|pressed for time".split(
      "|",
    ),
  ),
};

/**
 * The dialect's words that may stand in a remark ("it's for a demo", "there's a queue for lunch"):
 * contractions, praise and the people a sandwich is for. Every other verb and dialect word could
 * instruct, and so could a reason for a pace ("it's fragile", "we're running late"), so a
 * sentence with one is never set aside as a remark.
 */
const REMARK_WORDS = wordSet(`
  was am have has had got nice good great lovely tasty yummy very really quite real im ive youre
  thats theres weve theyre hes shes guys everyone team boss customer lunch dinner breakfast
`);
const PACE_GLUE = wordSet(`make me no in a on for`);
export const INSTRUCTING_WORDS: ReadonlySet<string> = new Set([
  ...[...VERBS, ...DIALECT_WORDS].filter((word) => !REMARK_WORDS.has(word)),
  ...[...SPEED_REASONS.slow, ...SPEED_REASONS.fast]
    .flatMap((reason) => reason.split(" "))
    .filter((word) => !PACE_GLUE.has(word)),
]);
