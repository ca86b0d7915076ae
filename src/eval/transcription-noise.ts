import type { SeededRandom } from "./seeded-random.js";

/** Noise as `eval/templates/noise.yaml` describes it. */
export interface NoiseSpec {
  fillers: string[];
  typo_avoids: string[];
  homophones: Record<string, string[]>;
  rates: { filler: number; typo: number; homophone: number; no_punctuation: number; capitals: number };
}

/** One rendered word; `numberSlot` when it is a number said right after a place noun. */
export interface RenderedWord {
  text: string;
  numberSlot?: boolean;
  /** A number (digits or a word): never given a typo. */
  number?: boolean;
  /** Grammar words (connectives, negation, ordering) are left unspelt-wrong: the label depends on them. */
  grammar?: boolean;
}

/**
 * Makes a command sound spoken or typed in a hurry: number homophones in number slots, a filler
 * between words, one typo (two neighbouring letters swapped, or one dropped) in a longer word,
 * no punctuation, random capitals. Every change keeps the meaning, so the label stays.
 */
export function addNoise(words: RenderedWord[], spec: NoiseSpec, random: SeededRandom): string {
  const out = words.map((word) => {
    const heard = spec.homophones[word.text];
    if (word.numberSlot && heard && random.chance(spec.rates.homophone)) return random.pick(heard);
    return word.text;
  });
  if (random.chance(spec.rates.typo)) {
    const candidates = out
      .map((text, index) => ({ text, index }))
      .filter(
        ({ text, index }) =>
          text.length >= 5 && /^[a-z]+$/.test(text) && !words[index]?.grammar && !words[index]?.number,
      );
    if (candidates.length > 0) {
      const { text, index } = random.pick(candidates);
      const at = 1 + Math.floor(random.next() * (text.length - 2));
      const typo = random.chance(0.5)
        ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)
        : text.slice(0, at) + text.slice(at + 1);
      if (!spec.typo_avoids.includes(typo)) out[index] = typo;
    }
  }
  if (random.chance(spec.rates.filler)) {
    const at = Math.floor(random.next() * out.length);
    out.splice(at, 0, random.pick(spec.fillers));
  }
  let text = out.join(" ").replace(/\s+([,.])/g, "$1");
  if (random.chance(spec.rates.no_punctuation)) text = text.replace(/[,.:]/g, "");
  if (random.chance(spec.rates.capitals)) text = text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}
