// Speech in and out through the browser: SpeechRecognition where the browser has it, and
// speechSynthesis for spoken replies when the operator turns it on.
export function speechInput(onText, onState) {
  const Recognition = window.SpeechRecognition ?? window.webkitSpeechRecognition;
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = navigator.language || "en-US";
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => onText(event.results[0][0].transcript);
  recognition.onstart = () => onState(true);
  recognition.onend = () => onState(false);
  recognition.onerror = () => onState(false);
  return { start: () => recognition.start(), stop: () => recognition.stop() };
}

export function speak(text) {
  if (!("speechSynthesis" in window) || !text) return;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

export const canSpeak = () => "speechSynthesis" in window;
