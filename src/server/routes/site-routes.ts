import { createRoute, type z } from "@hono/zod-openapi";
import type { CellOverviewSchema } from "../../contracts/http-site.js";
import { SiteOverviewSchema } from "../../contracts/http-site.js";
import { StoreError } from "../../store/errors.js";
import { createRouter } from "../create-router.js";
import { ok, readErrors } from "../route-responses.js";
import type { ServerDependencies } from "../server-dependencies.js";

type CellOverview = z.infer<typeof CellOverviewSchema>;

const overview = createRoute({
  method: "get",
  path: "/cells",
  operationId: "getSiteOverview",
  tags: ["site"],
  summary: "Every cell this server hosts: its robot state, the run in progress and the reviews waiting",
  description:
    "The first cell is the default one (today's `/api/…` paths); every cell's own API is under `/api/cells/{cell}/…`. A cell whose store cannot be read is listed with `state: null` and the reason in `error`, so one cell's outage does not hide the others.",
  responses: { 200: ok("The cells", SiteOverviewSchema), ...readErrors() },
});

/** The run in progress: the newest run while it has not finished (the store knows it on every replica). */
async function currentRunOf(deps: ServerDependencies): Promise<CellOverview["currentRun"]> {
  const [newest] = await deps.store.listRuns({ limit: 1 });
  if (!newest || (newest.status !== "running" && newest.status !== "pending")) return null;
  const { run_id, operator_input, status, started_at } = newest;
  return { run_id, operator_input, status, started_at };
}

/** The reviews waiting in the cell's conversations, from the cell store: the same on every replica. */
async function reviewsWaiting(deps: ServerDependencies): Promise<CellOverview["pendingReviews"]> {
  const rows = await deps.store.listPendingReviews({ limit: 200 });
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    hitlId: row.hitl_id,
    kind: row.kind,
    question: row.question,
    expiresAt: row.expires_at,
  }));
}

export async function describeHostedCell(
  deps: ServerDependencies,
  isDefault: boolean,
): Promise<CellOverview> {
  const { data } = deps.cell.snapshot;
  const head = { cell: data.cell, kind: deps.cell.kind, description: data.description, default: isDefault };
  try {
    const [state, currentRun, pendingReviews] = await Promise.all([
      deps.store.getState(),
      currentRunOf(deps),
      reviewsWaiting(deps),
    ]);
    return { ...head, state, currentRun, pendingReviews, error: null };
  } catch (error) {
    if (!(error instanceof StoreError && error.code === "STORE_UNAVAILABLE")) throw error;
    return { ...head, state: null, currentRun: null, pendingReviews: [], error: error.message };
  }
}

/** `GET /api/cells`: the site overview, the first cell first (it is the default one). */
export function siteRoutes(cells: readonly ServerDependencies[]) {
  const routes = createRouter();
  routes.openapi(overview, async (context) =>
    context.json(
      { cells: await Promise.all(cells.map((deps, index) => describeHostedCell(deps, index === 0))) },
      200,
    ),
  );
  return routes;
}
