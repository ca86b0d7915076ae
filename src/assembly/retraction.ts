/**
 * "oops", "my mistake (earlier)", "I grabbed the wrong one": something said or done was wrong, not
 * what instead. Its words are the retraction's, the speaker's or the arm's deed with them too.
 */
const RETRACTION =
  /\b(i made a mistake|made a mistake|my mistake|my bad|oops|whoops|that was wrong|thats wrong|that is wrong|((i|we|you) (\w+ed|took|got|gave|put|made|brought|chose) (you |me )?the )?wrong (one|item|piece|tile|slice|order|ticket|thing)|that was a mistake|mistake|messed up|screwed up|got it wrong|i goofed)( earlier| before| just now)?\b/;

/** Every retraction says one of these: a text without them is read no further (the expression is dear). */
const RETRACTION_WORDS = ["mistake", "my bad", "oops", "wrong", "messed up", "screwed up", "i goofed"];

/** The retraction said in `text`, or null. */
export function retractionIn(text: string): RegExpExecArray | null {
  return RETRACTION_WORDS.some((word) => text.includes(word)) ? RETRACTION.exec(text) : null;
}
