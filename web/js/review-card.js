// The review card: what was planned and the human's choices — approve, revise with a comment,
// cancel, or one of the machine-made options of a disambiguation.
import { clear, h } from "./dom.js";

const TITLES = {
  approval: "Approve this plan?",
  disambiguation: "Which one do you mean?",
  clarification: "Please clarify",
};

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
    show(review, plan) {
      const example = document.body.dataset.cellKind === "assembly" ? "no tomato" : "skip position 2";
      const placeholder = review.kind === "clarification" ? "Your answer" : `Revise: e.g. ${example}`;
      const comment = h("textarea", {
        name: "comment",
        rows: 2,
        placeholder,
        "aria-label": "revision comment",
        maxlength: 2000,
      });
      const options = review.options ?? [];
      const steps = plan?.steps ?? [];
      const verification = plan?.verification;
      clear(
        container,
        h(
          "div",
          { class: "review-head" },
          h("h2", {}, TITLES[review.kind] ?? "Review"),
          h("span", { class: `tag reason` }, review.reason.replaceAll("_", " ")),
        ),
        // The first line is the question; the rest (plan text, numbered options) is shown as
        // steps and buttons below, and kept whole under "Full text".
        h("p", { class: "question" }, review.question.split("\n")[0]),
        review.question.includes("\n")
          ? h(
              "details",
              { class: "full-question" },
              h("summary", {}, "Full text"),
              h("pre", {}, review.question),
            )
          : null,
        steps.length
          ? h(
              "div",
              { class: "plan-summary" },
              h(
                "ol",
                { class: "plan-steps" },
                ...steps.map((step) => h("li", { dataset: { action: step.action } }, step.name)),
              ),
              h(
                "p",
                { class: "plan-facts" },
                verification
                  ? h(
                      "span",
                      { class: verification.valid ? "tag ok" : "tag bad" },
                      verification.valid ? "verified" : "verification failed",
                    )
                  : null,
                plan.toolChanges?.length ? ` Tool changes: ${plan.toolChanges.join(", ")}.` : "",
                plan.estimatedSeconds ? ` About ${Math.round(plan.estimatedSeconds)} s.` : "",
              ),
              ...(plan.notes ?? []).map((note) => h("p", { class: "note" }, note)),
            )
          : null,
        options.length
          ? h(
              "div",
              { class: "options", role: "group", "aria-label": "options" },
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
                  if (text)
                    run(() =>
                      review.kind === "clarification" ? actions.answer(text) : actions.revise(review, text),
                    );
                },
              },
              comment,
              h(
                "button",
                { type: "submit", class: "revise-button" },
                review.kind === "clarification" ? "Answer" : "Revise",
              ),
            ),
        h("p", { class: "expires" }, `Expires ${new Date(review.expiresAt).toLocaleTimeString()}`),
      );
      container.hidden = false;
    },
  };
}
