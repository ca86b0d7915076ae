/**
 * Recovers a JSON value from what a model actually writes: plain JSON, JSON in a ``` fence, JSON
 * with // or /* *\/ comments, prose around it, trailing commas, and strings with raw newlines.
 * Returns the parsed value or the reason it could not be recovered; never throws.
 */
export type RecoveredJson = { ok: true; value: unknown } | { ok: false; reason: string };

export function recoverJson(text: string): RecoveredJson {
  if (typeof text !== "string" || !text.trim()) return { ok: false, reason: "empty reply" };
  const candidates: string[] = [];
  const fenced = [...text.matchAll(/```(?:json|jsonc|JSON)?\s*\n?([\s\S]*?)```/g)].map((match) => match[1]);
  candidates.push(...fenced, text);
  let lastReason = "no JSON object found";
  for (const candidate of candidates) {
    const direct = tryParse(candidate.trim());
    if (direct.ok) return direct;
    const cleaned = repair(candidate);
    for (const slice of balancedSlices(cleaned)) {
      const parsed = tryParse(slice);
      if (parsed.ok) return parsed;
      lastReason = parsed.reason;
    }
  }
  return { ok: false, reason: lastReason };
}

function tryParse(text: string): RecoveredJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** Removes comments and trailing commas and escapes control characters inside strings. */
function repair(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") {
        out += char + (text[i + 1] ?? "");
        i++;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else if (char === "\n") out += "\\n";
      else if (char === "\r") out += "\\r";
      else if (char === "\t") out += "\\t";
      else if (char.charCodeAt(0) < 0x20) out += " ";
      else out += char;
      continue;
    }
    if (char === '"') {
      inString = true;
      out += char;
    } else if (char === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (char === "#" && (out.length === 0 || out.endsWith("\n") || /\n\s*$/.test(out))) {
      while (i < text.length && text[i] !== "\n") i++; // a "# comment" line
      out += "\n";
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/g, "$1");
}

/** Every top-level balanced {...} or [...] region, objects first, in order of appearance. */
function balancedSlices(text: string): string[] {
  const slices: string[] = [];
  for (const open of ["{", "["]) {
    const close = open === "{" ? "}" : "]";
    let start = text.indexOf(open);
    while (start >= 0) {
      let depth = 0;
      let inString = false;
      let end = -1;
      for (let i = start; i < text.length; i++) {
        const char = text[i];
        if (inString) {
          if (char === "\\") i++;
          else if (char === '"') inString = false;
          continue;
        }
        if (char === '"') inString = true;
        else if (char === open) depth++;
        else if (char === close && --depth === 0) {
          end = i;
          break;
        }
      }
      if (end < 0) break;
      slices.push(text.slice(start, end + 1));
      start = text.indexOf(open, end + 1);
    }
  }
  return slices;
}
