// Many cells on one server: the picker in the header and the site overview (every cell's robot,
// the run in progress and the reviews waiting). Picking a cell opens the console on it
// (`?cell=NAME`); the page then talks to /api/cells/NAME/….
import { api } from "./api.js";
import { clear, formatTime, h } from "./dom.js";

/** The default cell is the console at today's paths (no `?cell`); the others are `?cell=NAME`. */
const cellHref = (entry) => (entry.default ? location.pathname : `?cell=${encodeURIComponent(entry.cell)}`);

/** The header's cell picker; hidden while the server hosts one cell. */
export function createCellPicker(select, { cells, current }) {
  if (cells.length < 2) return;
  clear(
    select,
    ...cells.map((entry) =>
      h(
        "option",
        { value: entry.cell, selected: entry.cell === current },
        entry.default ? `${entry.cell} (default)` : entry.cell,
      ),
    ),
  );
  select.hidden = false;
  select.addEventListener("change", () =>
    location.assign(cellHref(cells.find((entry) => entry.cell === select.value))),
  );
}

function robotText(entry) {
  if (!entry.state) return `unavailable: ${entry.error}`;
  return `${entry.state.current_position} · ${entry.state.current_tool}`;
}

function runCell(entry) {
  if (!entry.currentRun) return h("span", { class: "tag" }, "idle");
  const run = entry.currentRun;
  return h(
    "span",
    {},
    h("span", { class: `tag status-${run.status}` }, run.status),
    " ",
    run.operator_input,
    h("span", { class: "muted" }, ` since ${formatTime(run.started_at)}`),
  );
}

function reviewsCell(entry) {
  if (entry.pendingReviews.length === 0) return "none";
  return h(
    "ul",
    { class: "reviews-waiting" },
    ...entry.pendingReviews.map((review) =>
      h("li", { dataset: { conversationId: review.conversationId } }, review.question.split("\n")[0]),
    ),
  );
}

/** The Site screen: one row per cell, refreshed when shown and on demand. */
export function createSiteOverview(container, { current, onError }) {
  const body = h("tbody");
  const refresh = h("button", { type: "button", onclick: () => load() }, "Refresh");
  clear(
    container,
    h("div", { class: "site-head" }, h("h2", { id: "site-title" }, "Site"), refresh),
    h(
      "table",
      { class: "site-overview", "aria-labelledby": "site-title" },
      h(
        "thead",
        {},
        h("tr", {}, ...["Cell", "Robot", "Run", "Reviews waiting"].map((title) => h("th", {}, title))),
      ),
      body,
    ),
  );

  async function load() {
    try {
      const { cells } = await api("/api/cells");
      clear(
        body,
        ...cells.map((entry) =>
          h(
            "tr",
            { dataset: { cell: entry.cell, running: String(Boolean(entry.currentRun)) } },
            h(
              "td",
              {},
              h(
                "a",
                { href: cellHref(entry), "aria-current": entry.cell === current ? "page" : null },
                entry.cell,
              ),
              h("span", { class: "muted" }, ` ${entry.kind}${entry.default ? ", default" : ""}`),
            ),
            h("td", {}, robotText(entry)),
            h("td", {}, runCell(entry)),
            h("td", { class: "reviews" }, reviewsCell(entry)),
          ),
        ),
      );
      return cells;
    } catch (error) {
      onError(error);
      return [];
    }
  }
  return { load };
}
