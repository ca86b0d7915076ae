// The review card: the question and the plan's facts (its steps and path are in the plan view,
// shown once), then the human's choices — approve, cancel, one of the machine-made options, or a
// revision or answer in their own words. The actions come first so they stay in view.
import { clear, h } from "./dom.js";
import { planFacts } from "./format.js";

const TITLES = {
  approval: "Approve this plan?",
  disambiguation: "Which one do you mean?",
  clarification: "Please clarify",
};
const REASONS = {
  intent_unclear: "unclear request",
  low_confidence_plan: "not sure I understood",
  missing_fields: "part of the request is not planned",
  high_risk: "works with a tool",
  needs_approval: "approval required",
  disambiguation: "choose one",
};

/** The lines of the question that are not the plan listing (shown in the plan view instead). */
function leadLines(review, plan) {
  const lines = review.question.split("\n").map((line) => line.trim());
  if (!plan)
    return lines.filter((line) => line && !/^\d+\.\s/.test(line) && !/^Answer with a number/.test(line));
  const planAt = lines.findIndex((line) => line.startsWith("Plan:"));
  return lines.slice(0, planAt < 0 ? 1 : planAt).filter(Boolean);
}

export function createReviewCard(container, actions) {
  let busy = false;
  const run = async (action) => {
    if (busy) return;
    busy = true;
    container.querySelectorAll("button, textarea").forEach((element) => (element.disabled = true));
    try {
      await action();
    } finally {
      busy = false;
      container.querySelectorAll("button, textarea").forEach((element) => (element.disabled = false));
    }
  };

  return {
    hide() {
      container.hidden = true;
      clear(container);
    },
    /** Shows a review; `focus` moves the keyboard to it (a new review, not a redraw). */
    show(review, plan, { focus = true } = {}) {
      const example = document.body.dataset.cellKind === "assembly" ? "no tomato" : "skip position 2";
      const clarifying = review.kind === "clarification";
      const comment = h("textarea", {
        name: "comment",
        id: "review-comment",
        rows: 2,
        placeholder: clarifying ? "Your answer" : `e.g. ${example}`,
        maxlength: 2000,
      });
      const options = review.options ?? [];
      const verification = plan?.verification;
      const title = h("h2", { id: "review-title", tabindex: -1 }, TITLES[review.kind] ?? "Review");
      clear(
        container,
        h(
          "div",
          { class: "review-head" },
          title,
          h("span", { class: "tag reason" }, REASONS[review.reason] ?? review.reason.replaceAll("_", " ")),
        ),
        ...leadLines(review, plan).map((line, index) => h("p", { class: index ? "note" : "question" }, line)),
        plan
          ? h(
              "p",
              { class: "plan-facts" },
              verification
                ? h(
                    "span",
                    { class: verification.valid ? "tag ok" : "tag bad" },
                    verification.valid ? "verified" : "verification failed",
                  )
                : null,
              ` ${planFacts(plan)}.`,
              plan.toolChanges?.length ? ` Tool changes: ${plan.toolChanges.join(", ")}.` : "",
              " The steps and the path are under Plan.",
            )
          : null,
        options.length
          ? h(
              "div",
              { class: "options", role: "group", "aria-labelledby": "review-title" },
              ...options.map((option, index) =>
                h(
                  "button",
                  {
                    type: "button",
                    class: "option",
                    dataset: { optionId: option.id },
                    onclick: () => run(() => actions.choose(review, option.id)),
                  },
                  `${index + 1}. ${option.label}`,
                ),
              ),
            )
          : null,
        h(
          "div",
          { class: "review-actions" },
          review.kind === "approval"
            ? h(
                "button",
                {
                  type: "button",
                  class: "approve primary",
                  onclick: () => run(() => actions.approve(review)),
                },
                "Approve",
              )
            : null,
          h(
            "button",
            { type: "button", class: "cancel", onclick: () => run(() => actions.cancel(review)) },
            "Cancel",
          ),
        ),
        review.kind === "disambiguation"
          ? null
          : h(
              "form",
              {
                class: "revise",
                onsubmit: (event) => {
                  event.preventDefault();
                  const text = comment.value.trim();
                  // a clarification is answered in the operator's words; an approval is revised
                  if (text) run(() => (clarifying ? actions.answer(text) : actions.revise(review, text)));
                },
              },
              h("label", { for: "review-comment" }, clarifying ? "Answer" : "Or change the plan"),
              h(
                "div",
                { class: "revise-row" },
                comment,
                h("button", { type: "submit", class: "revise-button" }, clarifying ? "Answer" : "Revise"),
              ),
            ),
        h("p", { class: "expires" }, `Expires ${new Date(review.expiresAt).toLocaleTimeString()}`),
      );
      container.hidden = false;
      if (focus) title.focus();
    },
  };
}
