import { opensCommand } from "./apply-learning.js";
import { applySelfCorrections } from "../understand/self-correction.js";
import { instructingWords } from "../understand/remark-sentences.js";
import { dislikesAsRemovals } from "./dislikes.js";
import { namesSaidAsLists } from "./names-said-as-lists.js";
import { zonesAccepted } from "./zone-accepted.js";
import { detectLearning, type LearningDirective } from "./detect-learning.js";
import { heardInSlots } from "./heard-words.js";
import type { InterpretContext } from "./interpret-context.js";
import { assemblyNameJoins, assemblyWordKind } from "./lexicon.js";
import { normalizeCommand } from "./normalize-command.js";
import { spokenCountSlot } from "./spoken-count.js";
import { INSTRUCTING_WORDS } from "./words.js";

/** What a bare "no" may leave something out of ("a club no tomato"); elsewhere it corrects. */
const WHOLES = new Set(["recipe"]);

/** The command's words as the interpreter reads them: normalised, the speaker's self-corrections made. */
export function readCommand(text: string, context: InterpretContext) {
  const normalized = normalizeCommand(
    text,
    spokenCountSlot(context.lexicon),
    instructingWords(context.words, INSTRUCTING_WORDS),
  );
  return Object.assign(readWords(normalized, context), { normalized });
}

/** The normalised words with self-corrections made; `mend` mends slips in the cell's words too. */
function readWords(normalized: string, context: InterpretContext, mend = true) {
  const { lexicon } = context;
  // "I can't manage tomatoes anymore": a dislike of an item is its removal (read before slips are
  // mended: "stand" is no "standard").
  // "a bacon, lettuce and tomato" is the recipe; "over in the middle is fine" the zone.
  const words = zonesAccepted(
    namesSaidAsLists(dislikesAsRemovals(normalized.split(" "), lexicon), lexicon),
    lexicon,
  );
  const said = mend ? heardInSlots(words, lexicon) : words;
  const read = applySelfCorrections(
    said,
    assemblyWordKind(lexicon, context.cell.outerKinds),
    assemblyNameJoins(lexicon),
    WHOLES,
  );
  // A soft marker that corrected nothing was a filler ("actually, make a blt").
  return { ...read, tokens: read.tokens.filter((word) => word !== "actually") };
}

/**
 * The learning frame of the command (detect-learning.ts), its name taken as said: "remember this as
 * the dry club" is never mended into a cell word.
 */
export function taughtAsSaid(
  command: string,
  normalized: string,
  context: InterpretContext,
  isLayer: (word: string) => boolean,
): LearningDirective | null {
  const opens = opensCommand(context, isLayer);
  const learning = detectLearning(command, isLayer, opens);
  if (!learning) return null;
  const said = detectLearning(readWords(normalized, context, false).tokens.join(" "), isLayer, opens);
  return said && said.kind === learning.kind ? { ...learning, name: said.name, alias: said.alias } : learning;
}
