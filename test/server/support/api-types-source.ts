import { join } from "node:path";
import openapiTS from "openapi-typescript";
import { format, resolveConfig } from "prettier";

/** The checked-in types of the API, generated from the served document. */
export const API_TYPES_FILE = join(import.meta.dirname, "http-api-types.ts");

/** openapi-typescript's output for the document, formatted like the rest of the repository. */
export async function generateApiTypes(document: Record<string, unknown>): Promise<string> {
  const source = await openapiTS(document as never, { exportType: false });
  const header =
    "// Generated from GET /openapi.json by test/server/api-document.test.ts (UPDATE_API_TYPES=1 to rewrite).\n";
  const config = (await resolveConfig(API_TYPES_FILE)) ?? {};
  return format(header + source, { ...config, parser: "typescript", filepath: API_TYPES_FILE });
}

/** The operations table of docs/http-api.md, between its markers, made from the document. */
export const DOCS_FILE = join(import.meta.dirname, "..", "..", "..", "docs", "http-api.md");
const START = "<!-- operations: generated from /openapi.json by test/server/api-document.test.ts -->";
const END = "<!-- end of operations -->";

type Operation = { operationId: string; summary: string; responses: Record<string, unknown> };

export function operationsTable(document: Record<string, any>): string {
  const rows = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) =>
          `| \`${method.toUpperCase()} ${path}\` | ${operation.summary} | ${Object.keys(operation.responses).join(" ")} |`,
      ),
  );
  return [START, "", "| operation | what it does | answers |", "|---|---|---|", ...rows, "", END].join("\n");
}

/** docs/http-api.md with its operations table replaced by `table`. */
export function withOperationsTable(markdown: string, table: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/http-api.md lost its operations markers`);
  return markdown.slice(0, start) + table + markdown.slice(end + END.length);
}
