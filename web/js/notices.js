// Short notices (a toast) and the token prompt, shown over the console.
import { setToken } from "./api.js";

const $ = (selector) => document.querySelector(selector);

export function toast(message) {
  const element = $("#toast");
  element.textContent = message;
  element.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (element.hidden = true), 6000);
}

/** Asks for the operator token; resolves once it is stored for this browser session. */
export function askForToken() {
  return new Promise((resolve) => {
    const dialog = $("#token-dialog");
    dialog.hidden = false;
    $("#token-input").focus();
    $("#token-form").addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        setToken($("#token-input").value.trim());
        dialog.hidden = true;
        resolve();
      },
      { once: true },
    );
  });
}
