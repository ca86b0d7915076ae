import { createRequire } from "node:module";

type Yaml = typeof import("yaml");

let loaded: Yaml | undefined;

/**
 * The `yaml` package, loaded on first use: most commands read their cell from the parsed-document
 * cache and never parse YAML, and compiling the package is a tenth of their start-up. Loaded with
 * `require` because cell files are read synchronously (the package is CommonJS under Node anyway).
 */
export function yamlModule(): Yaml {
  return (loaded ??= createRequire(import.meta.url)("yaml") as Yaml);
}
