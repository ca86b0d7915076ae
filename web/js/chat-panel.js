// The chat with the cell: the transcript, the input line, the microphone and spoken replies.
import { clear, h, s } from "./dom.js";
import { canSpeak, speak, speechInput } from "./speech.js";

const KIND_LABELS = {
  answer: "answer",
  review: "needs review",
  run: "ran",
  failed: "run failed",
  refused: "refused",
  fallback: "not understood",
  cancelled: "cancelled",
  error: "error",
};

const micIcon = () =>
  s(
    "svg",
    { viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": "true" },
    s("path", {
      fill: "currentColor",
      d: "M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z",
    }),
  );

export function createChatPanel(container, { onSend }) {
  // A log the keyboard can reach and scroll; new messages are announced politely.
  const messages = h("ol", { class: "messages" });
  const log = h(
    "div",
    { class: "chat-log", role: "log", tabindex: 0, "aria-label": "conversation", "aria-live": "polite" },
    messages,
  );
  const input = h("input", {
    type: "text",
    name: "text",
    autocomplete: "off",
    maxlength: 2000,
    placeholder: "Tell the cell what to do — e.g. weld at position 1 and 2",
    id: "chat-input",
  });
  const send = h("button", { type: "submit", class: "primary" }, "Send");
  const speakToggle = h("input", { type: "checkbox", id: "speak-replies" });
  speakToggle.checked = localStorage.getItem("cellpilot-speak") === "1";
  speakToggle.addEventListener("change", () =>
    localStorage.setItem("cellpilot-speak", speakToggle.checked ? "1" : "0"),
  );
  const mic = h(
    "button",
    { type: "button", class: "mic", title: "Speak a command", "aria-label": "speak a command" },
    micIcon(),
  );
  const recognition = speechInput(
    (text) => {
      input.value = text;
      submit();
    },
    (listening) => mic.classList.toggle("listening", listening),
  );
  if (recognition) mic.addEventListener("click", () => recognition.start());
  else {
    mic.disabled = true;
    mic.title = "This browser has no speech recognition";
  }

  let busy = false;
  async function submit() {
    const text = input.value.trim();
    if (!text || busy) return;
    busy = true;
    send.disabled = true;
    input.value = "";
    try {
      await onSend(text);
    } finally {
      busy = false;
      send.disabled = false;
      // back to the input, unless the reply moved focus on purpose (a new review)
      const active = document.activeElement;
      if (!active || active === document.body || container.contains(active)) input.focus();
    }
  }

  clear(
    container,
    h("h2", {}, "Chat"),
    log,
    h("label", { for: "chat-input", class: "visually-hidden" }, "Message to the cell"),
    h(
      "form",
      {
        class: "chat-input",
        onsubmit: (event) => {
          event.preventDefault();
          submit();
        },
      },
      input,
      mic,
      send,
    ),
    canSpeak()
      ? h("label", { class: "speak-option", for: "speak-replies" }, speakToggle, " Speak replies")
      : null,
  );

  return {
    add(role, text, kind) {
      const item = h(
        "li",
        { class: `message ${role}`, dataset: { kind: kind ?? "" } },
        kind ? h("span", { class: `tag kind-${kind}` }, KIND_LABELS[kind] ?? kind) : null,
        h("p", {}, text),
      );
      messages.append(item);
      item.scrollIntoView({ block: "end" });
      if (role === "cell" && speakToggle.checked) speak(text);
    },
    clear: () => clear(messages),
    focus: () => input.focus(),
  };
}
