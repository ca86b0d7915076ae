import { readCellText } from "./read-cell-text.js";
import type { Document, LineCounter, Node } from "yaml";
import type { z } from "zod";
import { KnowledgeError } from "./errors.js";
import { cachedYamlDocument, storeYamlDocument } from "./yaml-document-cache.js";
import { yamlModule } from "./yaml-module.js";

/** Where a problem in a YAML file is: file, line (1-based) and field path like `positions[3].role`. */
export interface YamlProblem {
  file: string;
  line: number;
  field: string;
  message: string;
}

/** The 1-based line of the deepest node along `path` in a parsed document. */
export function lineOfPath(
  document: Document,
  lineCounter: LineCounter,
  path: ReadonlyArray<PropertyKey>,
): number {
  const node = nodeAt(document.contents as Node | null, path);
  return lineCounter.linePos(node?.range?.[0] ?? 0).line;
}

export function formatYamlProblem(problem: YamlProblem): string {
  return `${problem.file}:${problem.line}: ${problem.field || "(document)"}: ${problem.message}`;
}

export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text;
}

/** The deepest node of the document that exists along `path`, to point at the right line. */
export function nodeAt(root: Node | null, path: ReadonlyArray<PropertyKey>): Node | null {
  const { isMap, isSeq } = yamlModule();
  let node: Node | null = root;
  for (const key of path) {
    let next: unknown = null;
    if (isMap(node)) next = node.get(String(key), true);
    else if (isSeq(node) && typeof key === "number") next = node.get(key, true);
    if (!next || typeof next !== "object") break;
    node = next as Node;
  }
  return node;
}

/** The path of the deepest node whose text contains `offset` (where a syntax error sits). */
export function pathAtOffset(root: Node | null, offset: number): PropertyKey[] {
  const { isMap, isSeq } = yamlModule();
  const path: PropertyKey[] = [];
  const contains = (node: unknown) => {
    const range = (node as Node | null)?.range;
    return !!range && range[0] <= offset && offset <= range[2];
  };
  let node: unknown = root;
  for (let depth = 0; depth < 64; depth++) {
    let next: unknown = null;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (contains(pair.value) || contains(pair.key)) {
          path.push(String((pair.key as { value?: unknown } | null)?.value ?? pair.key));
          next = pair.value;
          break;
        }
      }
    } else if (isSeq(node)) {
      const index = node.items.findIndex(contains);
      if (index >= 0) {
        path.push(index);
        next = node.items[index];
      }
    }
    if (!next) break;
    node = next;
  }
  return path;
}

/**
 * Parses `text` as YAML and validates it with `schema`. Problems come back with the file, the
 * line and the field, as integrators need to fix a cell file.
 */
export function parseValidatedYaml<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  /** Called with the parsed document of a file that validated (readValidatedYaml caches it). */
  keep?: (text: string, document: unknown) => void,
): { ok: true; value: z.infer<S> } | { ok: false; problems: YamlProblem[] } {
  const { LineCounter, parseDocument } = yamlModule();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file,
        line: error.linePos?.[0]?.line ?? lineCounter.linePos(error.pos[0]).line,
        field: fieldPath(pathAtOffset(document.contents as Node | null, error.pos[0])),
        message: error.message.split("\n")[0],
      })),
    };
  }
  const plain: unknown = document.toJS();
  const result = schema.safeParse(plain);
  if (result.success) {
    keep?.(text, plain);
    return { ok: true, value: result.data };
  }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const line = lineOfPath(document, lineCounter, issue.path);
      return { file, line, field: fieldPath(issue.path), message: issue.message };
    }),
  };
}

/** Reads and validates a YAML file; throws a KnowledgeError naming file, line and field. */
export function readValidatedYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const text = readCellText(file);
  const cached = cachedYamlDocument(text);
  if (cached !== undefined) {
    const result = schema.safeParse(cached);
    if (result.success) return result.data;
  }
  const parsed = parseValidatedYaml(text, file, schema, storeYamlDocument);
  if (!parsed.ok) {
    throw new KnowledgeError("CELL_FILE_INVALID", parsed.problems.map(formatYamlProblem).join("\n"));
  }
  return parsed.value;
}
