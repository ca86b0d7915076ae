/**
 * Whole-reply words of the fast path, in the languages operators use on the shop floor
 * (English, Hebrew, German, French, Spanish, Swedish). Matched after lower-casing and removing
 * punctuation and politeness ("yes please", "ja, bitte").
 */
export const YES_WORDS = new Set([
  // English
  "yes",
  "y",
  "yeah",
  "yep",
  "yup",
  "sure",
  "ok",
  "okay",
  "k",
  "approve",
  "approved",
  "confirm",
  "confirmed",
  "go",
  "go ahead",
  "do it",
  "proceed",
  "run it",
  "execute",
  "correct",
  "affirmative",
  "fine",
  "alright",
  "all right",
  "right",
  "looks good",
  "lgtm",
  "sounds good",
  "good",
  "yes do it",
  "go for it",
  // Hebrew
  "כן",
  "בטח",
  "אוקיי",
  "אוקי",
  "יאללה",
  "מאשר",
  "מאשרת",
  "סבבה",
  "בסדר",
  "נכון",
  // German
  "ja",
  "jawohl",
  "genau",
  "klar",
  "los",
  "mach",
  "mach es",
  "einverstanden",
  "passt",
  "richtig",
  "jep",
  // French
  "oui",
  "ouais",
  "d accord",
  "daccord",
  "vas y",
  "allez",
  "bien sûr",
  "bien sur",
  "parfait",
  "exact",
  "c est bon",
  // Spanish
  "sí",
  "si",
  "claro",
  "vale",
  "dale",
  "adelante",
  "de acuerdo",
  "correcto",
  "hazlo",
  "por supuesto",
  // Swedish
  "japp",
  "jo",
  "visst",
  "kör",
  "kor",
  "okej",
  "absolut",
  "gör det",
  "stämmer",
]);

export const NO_WORDS = new Set([
  "no",
  "n",
  "nope",
  "nah",
  "don t",
  "dont",
  "do not",
  "reject",
  "rejected",
  "deny",
  "negative",
  "לא",
  "ממש לא",
  "nein",
  "nee",
  "nö",
  "non",
  "pas question",
  "no gracias",
  "nej",
  "nä",
  "nix",
]);

/** Replies that withdraw the request (interpreter: cancel). */
export const CANCEL_WORDS = new Set([
  "cancel",
  "cancel it",
  "cancel that",
  "never mind",
  "nevermind",
  "forget it",
  "forget about it",
  "abort",
  "stop",
  "scrap that",
  "leave it",
  "don t bother",
  "no thanks",
  "no thank you",
  "drop it",
  "quit",
  "בטל",
  "עזוב",
  "עצור",
  "תבטל",
  "abbrechen",
  "vergiss es",
  "stopp",
  "egal",
  "annuler",
  "annule",
  "laisse tomber",
  "arrête",
  "arrete",
  "oublie",
  "cancelar",
  "olvídalo",
  "olvidalo",
  "para",
  "déjalo",
  "dejalo",
  "avbryt",
  "glöm det",
  "glom det",
  "stoppa",
  "strunt samma",
]);

/** Words that drop politely from a reply before matching ("yes please", "ok thanks"). */
export const COURTESY_WORDS = new Set([
  "please",
  "pls",
  "thanks",
  "thank",
  "you",
  "bitte",
  "danke",
  "merci",
  "gracias",
  "por",
  "favor",
  "tack",
  "snälla",
  "בבקשה",
  "תודה",
  "s il",
  "vous",
  "plait",
  "plaît",
]);

/** Lower-case, punctuation to spaces, whitespace collapsed; keeps letters of every script. */
export function normalizeReply(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/[’'`´]/g, " ")
    .replace(/[^\p{L}\p{N}\s#]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The reply without courtesy words at its ends. */
export function stripCourtesy(normalized: string): string {
  const words = normalized.split(" ").filter(Boolean);
  while (words.length > 1 && COURTESY_WORDS.has(words.at(-1)!)) words.pop();
  while (words.length > 1 && COURTESY_WORDS.has(words[0])) words.shift();
  return words.join(" ");
}
