import { toCompositeName } from "./learned-memory.js";

/**
 * A teaching directive: "call that the classic plus", "remember this as my usual", "from now on,
 * careful means slow speed and go home after", "make a BLT every time I say sandwich", "make
 * bread, meat, bread and call it the simple". `body` is the command that is being named (empty
 * when it refers to the previous one); `alias` is the phrase that will stand for it.
 */
export interface LearningDirective {
  name: string;
  alias: string;
  body: string;
  kind: "name" | "alias" | "definition";
}

const THING =
  "(?:the whole thing|that one|this one|the last one|the sequence|(?:this|that|the) [a-z]+|it|that|this|them)";
const NAME_TAIL = new RegExp(`^(.*?)[\\s,]*(?:\\band\\s+)?\\b(?:call|name)\\s+${THING}\\s+(?:as\\s+)?(.+)$`);
const REMEMBER_TAIL = new RegExp(
  `^(.*?)[\\s,]*(?:\\band\\s+)?\\b(?:remember|save|store|keep|memorize|memorise|learn|record)\\s+${THING}\\s+(?:as|under|with the name)\\s+(.+)$`,
);
/** "remember bread, meat, bread as the simple", "save a club without tomato as the light club". */
const BODY_AS = /^(?:remember|save|store|keep|memorize|memorise|learn|record)\s+(.+?)\s+as\s+(.+)$/;
const THIS_IS = /^(?:this|that|this one|that one)\s+(?:is|will be|shall be)\s+((?:my|our|the)\s+.+)$/;
const SAVE_AS = /^(.*?)[\s,]*(?:\band\s+)?\b(?:save|store)\s+(?:as|under)\s+(.+)$/;
const EVERY_TIME =
  /^(.+?)[\s,]*\b(?:every time|everytime|whenever|each time|any time|anytime|when)\s+i say\s+(.+)$/;
const WHEN_I_SAY =
  /^(?:from now on[\s,]*)?(?:when(?:ever)?|if|every time|each time)\s+i say\s+(.+?)(?:\s*,\s*(?:that means\s+|it means\s+|i mean\s+|you should\s+|then\s+)?|\s+(?:i mean|you should|that means|it means|means|do|then)\s+)(.+)$/;
const MEANS =
  /^(?:from now on[\s,]*|going forward[\s,]*|in future[\s,]*)?(?:lets say\s+|let\s+)?(.+?)\s+(?:means|should mean|will mean|is short for|stands for)\s+(.+)$/;
const TEACH = /^(?:teach|learn)(?: you)?(?: a new (?:one|command|recipe))?[\s:,]*(.+?)\s+(?:is|=)\s+(.+)$/;

const clean = (phrase: string) =>
  phrase
    .replace(/^(?:the word|the phrase|word|phrase)\s+/, "")
    .replace(/\s*\b(from now on|please|for me|for later|for next time|in memory|going forward)\b\s*/g, " ")
    .replace(/[.,]+$/g, "")
    .trim();
/** "my usual" keeps "my"; articles go. */
const nameOf = (phrase: string) => toCompositeName(clean(phrase).replace(/^(the|a|an)\s+/, ""));

/**
 * A name said before its layers without a pause ("save this as snack bread tomato bread"): the name
 * ends where a run of two or more layers (`isLayer`) ends the sentence.
 */
function nameThenLayers(named: string, isLayer: (word: string) => boolean): string[] {
  const words = named.split(" ");
  for (let at = 1; at < words.length - 1; at++) {
    const tail = words.slice(at);
    if (
      nameOf(words.slice(0, at).join(" ")) &&
      (isLayer(tail[0]) || /^(a|an|some)$/.test(tail[0])) &&
      tail.filter(isLayer).length >= 2 &&
      tail.every((word) => isLayer(word) || /^(and|then|a|an|the|some)$/.test(word))
    )
      return [words.slice(0, at).join(" "), tail.join(" ")];
  }
  return [named];
}

/** The directive for a name as said ("the classic plus"); its alias keeps the article only when asked. */
const directive = (
  said: string,
  body: string,
  kind: LearningDirective["kind"],
  keepArticle = false,
): LearningDirective => ({
  name: nameOf(said),
  alias: keepArticle ? clean(said) : clean(said).replace(/^(the|a|an)\s+/, ""),
  body: clean(body),
  kind,
});

export function detectLearning(
  normalized: string,
  isLayer: (word: string) => boolean = () => false,
): LearningDirective | null {
  const text = normalized.replace(/\s*\.\s*/g, " ").trim();
  for (const pattern of [NAME_TAIL, REMEMBER_TAIL, SAVE_AS, BODY_AS]) {
    const match = text.match(pattern);
    // "save this as snack: bread, tomato, bread": the name ends at the colon; the layers after it are the body.
    const [said, ...listed] = (match?.[2] ?? "").split(" , ");
    const [named, ...carried] = [...nameThenLayers(said, isLayer), ...listed];
    if (match && nameOf(named))
      return directive(named, [match[1], ...carried].filter(Boolean).join(" , "), "name");
  }
  const thisIs = text.match(THIS_IS);
  if (thisIs && nameOf(thisIs[1])) return directive(thisIs[1], "", "name");
  const whenISay = text.match(WHEN_I_SAY);
  if (whenISay && nameOf(whenISay[1])) return directive(whenISay[1], whenISay[2], "alias", true);
  const everyTime = text.match(EVERY_TIME);
  if (everyTime && nameOf(everyTime[2])) return directive(everyTime[2], everyTime[1], "alias", true);
  const teach = text.match(TEACH);
  if (teach && nameOf(teach[1])) return directive(teach[1], teach[2], "definition", true);
  const means = text.match(MEANS);
  if (means && nameOf(means[1]) && means[1].split(" ").length <= 4)
    return directive(means[1], means[2], "definition");
  return null;
}
