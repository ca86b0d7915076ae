// Building DOM without innerHTML: every text goes through textContent, so operator and model
// text can never become markup.
const SVG_NS = "http://www.w3.org/2000/svg";

function append(element, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (name === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  return element;
}

/** An HTML element: h("button", {class: "x", onclick}, "text"). */
export function h(tag, attributes, ...children) {
  return append(setAttributes(document.createElement(tag), attributes), children);
}

/** An SVG element. */
export function s(tag, attributes, ...children) {
  return append(setAttributes(document.createElementNS(SVG_NS, tag), attributes), children);
}

/** Empties an element and appends the children (null, undefined and false are skipped). */
export function clear(element, ...children) {
  element.replaceChildren();
  return append(element, children);
}

export function formatTime(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleString();
}
