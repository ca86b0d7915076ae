import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";

/** Swagger UI's files as its npm package ships them: no CDN, no network. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const ASSETS = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>cellpilot HTTP API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" aria-label="API reference"></main>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/docs-init.js"></script>
  </body>
</html>
`;

// The validator badge would send the document to a public service: turned off.
const INIT = `window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
  persistAuthorization: false,
});
`;

/**
 * `/docs`: the interactive API reference, rendered in the browser from `/openapi.json` by
 * Swagger UI. Its stylesheet sets inline styles, so these pages allow them (nothing else does).
 */
export function docsRoutes(): Hono {
  const routes = new Hono();
  const cache = new Map<string, string>();
  routes.get("/docs", (context) => context.html(PAGE));
  routes.get("/docs/docs-init.js", (context) =>
    context.body(INIT, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  for (const [name, type] of Object.entries(ASSETS)) {
    routes.get(`/docs/${name}`, (context) => {
      let text = cache.get(name);
      if (text === undefined) {
        text = readFileSync(join(SWAGGER_UI_DIR, name), "utf8");
        cache.set(name, text);
      }
      return context.body(text, 200, { "content-type": type, "cache-control": "public, max-age=3600" });
    });
  }
  return routes;
}
