/** A ```sh block of a Markdown file, with the reason it is not run when one is given. */
export interface ShellBlock {
  file: string;
  line: number;
  script: string;
  notRun: string | null;
}

const NOT_RUN = /^<!--\s*not run:\s*(.*?)\s*-->$/;

/**
 * Every ```sh fence of a Markdown text; a block whose previous non-blank line is
 * `<!-- not run: reason -->` carries that reason (docs/README.md documents the convention).
 */
export function shellBlocks(file: string, markdown: string): ShellBlock[] {
  const lines = markdown.split("\n");
  const blocks: ShellBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (lines[index].trim() !== "```sh") continue;
    let previous = index - 1;
    while (previous >= 0 && lines[previous].trim() === "") previous--;
    const marker = previous >= 0 ? NOT_RUN.exec(lines[previous].trim()) : null;
    const end = lines.findIndex((text, at) => at > index && text.trim() === "```");
    if (end < 0) throw new Error(`${file}:${index + 1}: a \`\`\`sh block is never closed`);
    blocks.push({
      file,
      line: index + 1,
      script: lines.slice(index + 1, end).join("\n"),
      notRun: marker ? marker[1] || "no reason given" : null,
    });
    index = end;
  }
  return blocks;
}
