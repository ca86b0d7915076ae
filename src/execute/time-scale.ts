/**
 * The simulator's time scale: durations × x, 0 instant, 1 real time. Anything that is not a
 * finite number from 0 to MAX_TIME_SCALE is refused: `Infinity` or `1e10` would make a step
 * sleep past any timer's range (Node fires those at once) and a negative one has no meaning.
 */
export const MAX_TIME_SCALE = 100;

export function parseTimeScale(
  text: string,
  source = "--time-scale",
): { ok: true; value: number } | { ok: false; message: string } {
  const value = text.trim() === "" ? Number.NaN : Number(text);
  if (Number.isFinite(value) && value >= 0 && value <= MAX_TIME_SCALE) return { ok: true, value };
  return {
    ok: false,
    message: `${source} must be a number from 0 (instant) to ${MAX_TIME_SCALE} (1 is real time), not '${text}'`,
  };
}
