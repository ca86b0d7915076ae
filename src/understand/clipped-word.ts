/**
 * Whether `clip` is `word` shortened by leaving letters out, its first letter kept ("chk" of
 * "chck", "rt" of "right"): the test both dialects use for clipped forms of cell words.
 */
export function isClipOf(clip: string, word: string): boolean {
  if (clip.length === 0 || clip[0] !== word[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === clip[at]) at++;
  return at === clip.length;
}
