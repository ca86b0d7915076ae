import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";

/** Browser modules the console imports, served from the installed npm packages (no CDN). */
const VENDOR_MODULES: Record<string, string> = {
  // the layered graph layout (crossing minimisation) of the cell graph
  "dagre.js": "@dagrejs/dagre",
};

/** `GET /vendor/<name>`: each module read once, on first use, from node_modules. */
export function vendorRoutes(): Hono {
  const routes = new Hono();
  const cache = new Map<string, string>();
  routes.get("/:name", (context) => {
    const name = context.req.param("name");
    const specifier = VENDOR_MODULES[name];
    if (!specifier) return context.notFound();
    if (!cache.has(name))
      cache.set(name, readFileSync(fileURLToPath(import.meta.resolve(specifier)), "utf8"));
    return context.body(cache.get(name)!, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
  return routes;
}
