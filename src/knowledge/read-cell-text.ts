import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { KnowledgeError } from "./errors.js";

/** Cell files are a few kilobytes; a megabyte is far beyond any real cell and still reads at once. */
export const MAX_CELL_FILE_BYTES = 1024 * 1024;

/**
 * Reads a text file of at most `maxBytes`, never more: a huge file, or a device that never ends
 * (`--cell /dev/zero`), is refused at once with the file's name instead of filling memory.
 */
export function readCellText(path: string, maxBytes = MAX_CELL_FILE_BYTES, what = "cell file"): string {
  let descriptor: number;
  try {
    descriptor = openSync(path, "r");
  } catch (error) {
    throw new KnowledgeError(
      "CELL_FILE_UNREADABLE",
      `${path}: cannot read the ${what} (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  const tooLarge = () =>
    new KnowledgeError(
      "CELL_FILE_TOO_LARGE",
      `${path}: the ${what} is larger than ${maxBytes.toLocaleString("en")} bytes; is it the right file?`,
    );
  try {
    const stat = fstatSync(descriptor);
    if (stat.isDirectory())
      throw new KnowledgeError(
        "CELL_FILE_UNREADABLE",
        `${path}: cannot read the ${what} (it is a directory)`,
      );
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge();
    // Devices and pipes report no size: read one byte past the limit to know.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) throw tooLarge();
    }
    return buffer.toString("utf8", 0, length);
  } catch (error) {
    if (error instanceof KnowledgeError) throw error;
    throw new KnowledgeError(
      "CELL_FILE_UNREADABLE",
      `${path}: cannot read the ${what} (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  } finally {
    closeSync(descriptor);
  }
}
