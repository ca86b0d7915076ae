import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import type { Exchange } from "./api-client.js";

type Json = Record<string, unknown>;

/**
 * Every object schema of the document made closed (`additionalProperties: false` where it does
 * not say otherwise): a field the document does not show then fails validation.
 */
export function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== "object") return node;
  const copy: Json = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closeObjects(value)]),
  );
  if (copy.type === "object" && copy.properties && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export interface ResponseValidator {
  /** Checks one exchange against the document; returns what is wrong, or null. */
  check(exchange: Exchange): string | null;
  /** The documented `METHOD path status` triples. */
  documented(): string[];
}

/** Validates answers against the served document with ajv (JSON Schema 2020-12, as OpenAPI 3.1). */
export function createResponseValidator(document: Json): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...(closeObjects(document) as Json), $id: "api" });
  const compiled = new Map<string, ValidateFunction>();
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
  return {
    documented() {
      return Object.entries(paths).flatMap(([path, item]) =>
        Object.entries(item).flatMap(([method, operation]) =>
          Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
        ),
      );
    },
    check(exchange) {
      const operation = paths[exchange.template]?.[exchange.method];
      if (!operation) return `${exchange.method} ${exchange.template} is not documented`;
      const response = operation.responses[String(exchange.status)];
      if (!response) {
        return `${exchange.method} ${exchange.template} answered ${exchange.status}, which is not documented: ${JSON.stringify(exchange.body).slice(0, 300)}`;
      }
      const media = exchange.contentType.split(";")[0].trim();
      const content = (response.content ?? {}) as Record<string, unknown>;
      if (!(media in content))
        return `${exchange.template} ${exchange.status}: undocumented media type '${media}'`;
      if (media !== "application/json") return null;
      const key = `${exchange.template} ${exchange.method} ${exchange.status}`;
      let validate = compiled.get(key);
      if (!validate) {
        const ref = `api#/${pointer("paths", exchange.template, exchange.method, "responses", String(exchange.status), "content", media, "schema")}`;
        validate = ajv.compile({ $ref: ref });
        compiled.set(key, validate);
      }
      if (validate(exchange.body)) return null;
      return `${exchange.method} ${exchange.template} ${exchange.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(exchange.body).slice(0, 400)}`;
    },
  };
}

/** Validates one server-sent event's data against the document's StreamEvent schema. */
export function createEventValidator(document: Json): (data: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...(closeObjects(document) as Json), $id: "api" });
  const validate = ajv.compile({ $ref: "api#/components/schemas/StreamEvent" });
  return (data) =>
    validate(data) ? null : `${ajv.errorsText(validate.errors)} in ${JSON.stringify(data).slice(0, 400)}`;
}
