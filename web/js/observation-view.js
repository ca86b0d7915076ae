// Assembly cells: what the interpreter made of a command — confidence badge, strict mode,
// pass-1 and final sequences side by side, validation issues, the user_feedback banner and
// "Save to memory" for learning results.
import { confidenceBand } from "./assembly-stacks.js";
import { clear, h } from "./dom.js";

const formatInstruction = ({ instruction, params }) => {
  const args = Object.entries(params ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return `${instruction}(${args})`;
};

function sequenceColumn(title, sequence, className) {
  return h(
    "div",
    { class: `sequence ${className}` },
    h("h3", {}, title),
    sequence === null || sequence === undefined
      ? h("p", { class: "empty" }, "(no LLM pass: the rules answered)")
      : sequence.length
        ? h("ol", {}, ...sequence.map((step) => h("li", {}, formatInstruction(step))))
        : h("p", { class: "empty" }, "(empty)"),
  );
}

export function createObservationView(container, { isStrict, setStrict, onSave }) {
  const strictSwitch = h("input", { type: "checkbox", id: "strict-mode", role: "switch" });
  strictSwitch.checked = isStrict();
  strictSwitch.addEventListener("change", () => setStrict(strictSwitch.checked));
  const content = h(
    "div",
    { class: "observation-content" },
    h("p", { class: "empty" }, "Send a command to see how it was understood."),
  );
  clear(
    container,
    h(
      "div",
      { class: "observation-head" },
      h("h2", {}, "Observation"),
      h("label", { class: "switch", for: "strict-mode" }, strictSwitch, " Strict mode"),
    ),
    content,
  );
  container.hidden = false;

  return {
    show(result) {
      if (!result) {
        clear(content, h("p", { class: "empty" }, "Nothing to interpret (empty or trivial input)."));
        return;
      }
      const confidence = Number(result.confidence ?? 0);
      const band = confidenceBand(confidence);
      const needsConfirmation = isStrict() && !result.is_creative && confidence < 0.6;
      clear(
        content,
        h(
          "div",
          { class: "observation-facts" },
          h(
            "span",
            {
              class: `badge confidence-${band.toLowerCase()}`,
              title: "HIGH ≥ 0.90, MED 0.75–0.89, LOW below",
            },
            `${band} ${confidence.toFixed(2)}`,
          ),
          h("span", { class: "tag" }, result.source ?? "rules"),
          result.validated
            ? h("span", { class: "tag ok" }, "validated")
            : h("span", { class: "tag bad" }, "not validated"),
          result.is_creative ? h("span", { class: "tag creative" }, "creative") : null,
        ),
        result.user_feedback
          ? h("div", { class: "feedback-banner", role: "status" }, result.user_feedback)
          : null,
        needsConfirmation
          ? h(
              "p",
              { class: "strict-warning" },
              "Strict mode: confidence under 0.60 — confirm before anything runs.",
            )
          : null,
        h("p", { class: "interpretation" }, result.interpretation ?? ""),
        result.creative_reasoning ? h("p", { class: "note" }, result.creative_reasoning) : null,
        h(
          "div",
          { class: "sequences" },
          sequenceColumn("Pass 1", result.pass1_sequence, "pass1"),
          sequenceColumn("Final", result.sequence, "final"),
        ),
        result.validation_issues?.length
          ? h(
              "div",
              { class: "issues" },
              h("h3", {}, "Validation issues"),
              h(
                "ul",
                {},
                ...result.validation_issues.map((issue) =>
                  h("li", {}, typeof issue === "string" ? issue : JSON.stringify(issue)),
                ),
              ),
            )
          : null,
        result.composite_name && !result.is_creative
          ? h(
              "button",
              { type: "button", class: "save-memory primary", onclick: () => onSave(result.composite_name) },
              `Save to memory as “${result.composite_name}”`,
            )
          : null,
      );
    },
  };
}
