import type { AssemblyCell } from "./load-assembly-cell.js";
import { normalizeCommand } from "./normalize-command.js";

/** Grammar words of a phrase: said elsewhere in the command they mean what they always do. */
const GLUE = /^(on|the|it|in|up|a)$/;

/**
 * What is asked of a product that the cell does not do (`product.not_done`: "toasted", "on the
 * side", "cut in half"): the words of each such phrase said, which no result shows, so that the
 * order waits for review instead of building the product as if they were not said.
 */
export function notDoneSaid(tokens: readonly string[], cell: AssemblyCell): string[] {
  const said = ` ${tokens.join(" ")} `;
  return cell.file.product.not_done
    .map((phrase) => normalizeCommand(phrase))
    .filter((phrase) => said.includes(` ${phrase} `))
    .flatMap((phrase) => phrase.split(" ").filter((word) => !GLUE.test(word)));
}
