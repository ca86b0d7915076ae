// The one plan view: the run bar (status, progress, the two Stop buttons, always in place so
// nothing shifts) and the numbered step list (assembly plans: the instructions in words and the
// stack they build). The graph beside it draws the same steps in order. Kept after a run until a
// new plan replaces it.
import { clear, h } from "./dom.js";

const ICONS = { pending: "○", running: "◐", completed: "●", error: "✕", skipped: "–" };
const STATE_WORDS = {
  pending: "to do",
  running: "running",
  completed: "done",
  error: "failed",
  skipped: "not run",
};
const ITEM_COLOURS = {
  bread: "#d9a441",
  meat: "#b5523b",
  cheese: "#f2c94c",
  lettuce: "#6fbf4b",
  tomato: "#e04f3f",
};

function stackDrawing(zone, layers) {
  return h(
    "figure",
    { class: "stack-drawing" },
    h(
      "ol",
      { class: "stack", reversed: true, "aria-label": `${zone}: ${layers.length} layers, bottom first` },
      ...layers.map((item, index) => {
        const tile = h("li", { dataset: { item } }, `${index + 1}. ${item}`);
        tile.style.setProperty("--tile", ITEM_COLOURS[item] ?? "#9aa4b2"); // CSSOM: allowed by the CSP
        return tile;
      }),
    ),
    h(
      "figcaption",
      {},
      `${zone.replaceAll("_", " ")}: ${layers.length} layer${layers.length === 1 ? "" : "s"}`,
    ),
  );
}

export function createPlanView({ runBar, plan }, { onStop }) {
  let rows = [];
  let countsSteps = true; // assembly plans count robot motions in the bar, not list rows
  let total = 0;
  let done = 0;
  const status = h("p", { class: "run-status", role: "status" }, "No plan yet.");
  const bar = h("progress", { max: 1, value: 0, "aria-label": "run progress" });
  const stopAfter = h("button", { type: "button", class: "stop", disabled: true }, "Stop after this step");
  const stopNow = h("button", { type: "button", class: "stop-now", disabled: true }, "Stop now");
  stopAfter.title = "The current step completes (a weld being stabilised finishes); no further step starts.";
  stopNow.title = "The current step is aborted and recorded as interrupted with the controller's state.";
  const stop = async (mode, button, label) => {
    button.disabled = true;
    if (mode === "now") stopAfter.disabled = true;
    button.textContent = label;
    await onStop(mode);
  };
  stopAfter.addEventListener("click", () => stop("after-step", stopAfter, "Stopping after this step…"));
  stopNow.addEventListener("click", () => stop("now", stopNow, "Stopping now…"));
  const setRunning = (running) => {
    runBar.dataset.running = String(running);
    stopAfter.disabled = stopNow.disabled = !running;
    stopAfter.textContent = "Stop after this step";
    stopNow.textContent = "Stop now";
  };
  clear(
    runBar,
    h("h2", { class: "visually-hidden" }, "Run"),
    status,
    bar,
    h("div", { class: "stop-buttons", role: "group", "aria-label": "stop the run" }, stopAfter, stopNow),
  );
  const summary = h("div", { class: "plan-summary" });
  const list = h("ol", { class: "step-list", "aria-label": "plan steps in order" });
  clear(plan.querySelector(".plan-steps-slot"), summary, list);
  setRunning(false);

  const setState = (index, state, error) => {
    const row = rows[index];
    if (!row) return;
    row.dataset.state = state;
    row.querySelector(".icon").textContent = ICONS[state];
    row.querySelector(".state-words").textContent = STATE_WORDS[state];
    if (error) row.append(h("span", { class: "step-error" }, ` — ${error}`));
  };
  const showBar = () => {
    bar.max = total || 1;
    bar.value = done;
  };
  const row = (number, text, action) =>
    h(
      "li",
      { dataset: { state: "pending", action: action ?? "" } },
      h("span", { class: "icon", "aria-hidden": "true" }, ICONS.pending),
      h("span", { class: "number" }, `${number}.`),
      ` ${text} `,
      h("span", { class: "visually-hidden state-words" }, STATE_WORDS.pending),
    );

  return {
    /** A graph plan: numbered steps, with the facts shared with the review card. */
    showSteps(steps, { label = "Planned, waiting for approval.", facts = null } = {}) {
      countsSteps = true;
      rows = steps.map((step, index) => row(step.id ?? index + 1, step.name, step.action));
      clear(list, ...rows);
      clear(summary, facts ? h("p", { class: "plan-facts" }, facts) : null);
      total = rows.length;
      done = 0;
      showBar();
      status.textContent = label;
      runBar.dataset.status = "planned";
      setRunning(false);
    },
    /** An assembly plan in words, with the stacks it leaves per zone drawn. */
    showAssembly(instructions, stacks, { label = "Planned.", ran = false } = {}) {
      countsSteps = false;
      rows = instructions.map((text, index) => row(index + 1, text));
      clear(list, ...rows);
      clear(summary, ...stacks.map(({ zone, layers }) => stackDrawing(zone, layers)));
      if (ran) {
        // the run's own progress stays in the bar; the words are done when it completed
        if (runBar.dataset.status === "completed") rows.forEach((_, index) => setState(index, "completed"));
        return;
      }
      total = 0;
      done = 0;
      showBar();
      status.textContent = label;
      runBar.dataset.status = "planned";
      setRunning(false);
    },
    clear() {
      rows = [];
      clear(list);
      clear(summary);
      status.textContent = "No plan yet.";
      runBar.dataset.status = "idle";
      setRunning(false);
    },
    /** A run started; `motions`: its steps are robot motions of an assembly plan shown in words. */
    started(event, { motions = false } = {}) {
      if (motions) countsSteps = false;
      else if (!countsSteps || (rows.length !== event.totalSteps && event.steps))
        this.showSteps(event.steps ?? []);
      total = event.totalSteps;
      done = 0;
      showBar();
      status.textContent = `Running: 0 of ${total} ${countsSteps ? "steps" : "robot motions"} done.`;
      runBar.dataset.status = "running";
      setRunning(true);
    },
    stepStarted(index) {
      if (countsSteps) setState(index, "running");
    },
    stepCompleted(index) {
      if (countsSteps) setState(index, "completed");
      done = index + 1;
      showBar();
      status.textContent = `Running: ${done} of ${total} ${countsSteps ? "steps" : "robot motions"} done.`;
    },
    stepFailed(index, error) {
      if (countsSteps) setState(index, "error", error);
    },
    finished(runStatus, error) {
      if (!countsSteps && runStatus === "completed") rows.forEach((_, index) => setState(index, "completed"));
      else rows.forEach((r, index) => r.dataset.state === "pending" && setState(index, "skipped"));
      status.textContent =
        runStatus === "completed"
          ? `Run completed: ${total} ${countsSteps ? "steps" : "robot motions"}.`
          : `Run ${runStatus}${error ? `: ${error}` : ""}.`;
      runBar.dataset.status = runStatus;
      setRunning(false);
    },
  };
}
