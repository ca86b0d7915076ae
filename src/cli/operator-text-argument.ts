import { MAX_INPUT_CHARACTERS } from "../understand/normalize-text.js";

/**
 * The operator's text given on the command line, checked before anything is opened: empty text
 * and text over the understanding layer's limit are bad input (exit 2), as for every command.
 * Returns the message to print, or null when the text can be read.
 */
export function operatorTextError(words: string[], command: string): string | null {
  const text = words.join(" ");
  if (!text.trim())
    return `${command} needs the operator's text, e.g. cellpilot ${command} "weld at position 1" (or --jsonl to read lines from standard input)`;
  if (text.length > MAX_INPUT_CHARACTERS)
    return `the text is ${text.length.toLocaleString("en")} characters; at most ${MAX_INPUT_CHARACTERS.toLocaleString("en")} are read`;
  return null;
}
