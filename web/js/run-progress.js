// Per-step progress of the current run, fed by the server-sent events.
import { clear, h } from "./dom.js";

const ICONS = { pending: "○", running: "◐", completed: "●", error: "✕" };

export function createRunProgress(container, { onStop } = {}) {
  let rows = [];
  const bar = h("progress", { max: 1, value: 0, "aria-label": "run progress" });
  const status = h("p", { class: "run-status" }, "No run yet.");
  const list = h("ol", { class: "step-list" });
  // Shown only while a run is going: the run stops after its current step.
  const stop = h("button", { type: "button", class: "stop", hidden: true }, "Stop");
  stop.addEventListener("click", async () => {
    stop.disabled = true;
    stop.textContent = "Stopping…";
    await onStop?.();
  });
  const showStop = (visible) => {
    stop.hidden = !visible;
    stop.disabled = false;
    stop.textContent = "Stop";
  };
  clear(container, h("h2", {}, "Progress"), status, bar, stop, list);

  const setState = (index, state, error) => {
    const row = rows[index];
    if (!row) return;
    row.dataset.state = state;
    row.firstChild.textContent = ICONS[state];
    if (error) row.append(h("span", { class: "step-error" }, ` — ${error}`));
    const done = rows.filter((r) => r.dataset.state === "completed").length;
    bar.max = rows.length || 1;
    bar.value = done;
  };

  return {
    /** Shows planned steps, all pending. */
    show(steps, label = "Planned, waiting for approval.") {
      rows = steps.map((step) =>
        h(
          "li",
          { dataset: { state: "pending" } },
          h("span", { class: "icon" }, ICONS.pending),
          ` ${step.name}`,
        ),
      );
      clear(list, ...rows);
      bar.max = rows.length || 1;
      bar.value = 0;
      status.textContent = label;
      container.dataset.status = "planned";
      showStop(false);
    },
    started(totalSteps) {
      if (rows.length !== totalSteps)
        this.show(Array.from({ length: totalSteps }, (_, i) => ({ name: `Step ${i + 1}` })));
      status.textContent = `Running 0 of ${totalSteps} steps…`;
      container.dataset.status = "running";
      showStop(true);
    },
    stepStarted(index, step) {
      if (rows[index] && step?.name) rows[index].lastChild.textContent = ` ${step.name}`;
      setState(index, "running");
    },
    stepCompleted(index) {
      setState(index, "completed");
      status.textContent = `Running ${index + 1} of ${rows.length} steps…`;
    },
    stepFailed(index, error) {
      setState(index, "error", error);
    },
    finished(runStatus, error) {
      status.textContent =
        runStatus === "completed"
          ? `Run completed: ${rows.length} steps.`
          : `Run ${runStatus}${error ? `: ${error}` : ""}.`;
      container.dataset.status = runStatus;
      showStop(false);
    },
  };
}
