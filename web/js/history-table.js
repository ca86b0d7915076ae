// The run history, newest first, with paging and a replay button per run.
import { api } from "./api.js";
import { clear, formatTime, h } from "./dom.js";

const PAGE = 10;

export function createHistoryTable(container, { onReplay, onError }) {
  let offset = 0;
  const body = h("tbody");
  const pageLabel = h("span", { class: "page-label" });
  const previous = h(
    "button",
    { type: "button", onclick: () => load(Math.max(0, offset - PAGE)) },
    "← Newer",
  );
  const next = h("button", { type: "button", onclick: () => load(offset + PAGE) }, "Older →");
  clear(
    container,
    h("h2", {}, "History"),
    h(
      "table",
      { class: "history" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ...["Started", "Command", "Status", "Steps", "Finished", ""].map((title) => h("th", {}, title)),
        ),
      ),
      body,
    ),
    h("div", { class: "pager" }, previous, pageLabel, next),
  );

  async function load(newOffset = offset) {
    try {
      const page = await api(`/api/runs?limit=${PAGE}&offset=${newOffset}`);
      offset = page.offset;
      clear(
        body,
        ...page.runs.map((run) =>
          h(
            "tr",
            { dataset: { runId: run.run_id, status: run.status } },
            h("td", {}, formatTime(run.started_at)),
            h("td", { class: "command" }, run.operator_input),
            h("td", {}, h("span", { class: `tag status-${run.status}` }, run.status)),
            h("td", {}, Array.isArray(run.sequence) ? String(run.sequence.length) : "?"),
            h("td", {}, formatTime(run.finished_at)),
            h(
              "td",
              {},
              h("button", { type: "button", class: "replay", onclick: () => onReplay(run) }, "Replay"),
            ),
          ),
        ),
      );
      if (page.runs.length === 0)
        body.append(h("tr", {}, h("td", { colspan: 6, class: "empty" }, "No runs yet.")));
      pageLabel.textContent = page.total ? `${offset + 1}–${offset + page.runs.length} of ${page.total}` : "";
      previous.disabled = offset === 0;
      next.disabled = offset + page.runs.length >= page.total;
    } catch (error) {
      onError(error);
    }
  }
  return { load };
}
