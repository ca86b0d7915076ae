/**
 * Scene rule violations reported once per distinct reason, with the instructions it applies to:
 * a full stack refuses every later layer with the same words, which said once per instruction
 * buries the point. "Instruction 3: add_layer: X" × 5 → "Instructions 3–7: X"; a reason met once
 * keeps its line as it is. Lines not in the compiler's form are kept, once each. Pure.
 */
export function groupSceneErrors(errors: readonly string[]): string[] {
  const groups = new Map<string, { numbers: number[]; first: string }>();
  const order: string[] = [];
  for (const line of errors) {
    const match = line.match(/^Instruction (\d+): (?:[a-z_]+: )?(.*)$/s);
    const reason = match ? match[2] : line;
    const group = groups.get(reason);
    if (group) {
      if (match) group.numbers.push(Number(match[1]));
      continue;
    }
    groups.set(reason, { numbers: match ? [Number(match[1])] : [], first: line });
    order.push(reason);
  }
  return order.map((reason) => {
    const { numbers, first } = groups.get(reason)!;
    return numbers.length <= 1 ? first : `Instructions ${numberRanges(numbers)}: ${reason}`;
  });
}

/** [3, 4, 5, 7, 9, 10] → "3–5, 7 and 9–10". */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    ranges.push(end === index ? `${sorted[index]}` : `${sorted[index]}\u2013${sorted[end]}`);
    index = end + 1;
  }
  return ranges.length === 1
    ? ranges[0]
    : `${ranges.slice(0, -1).join(", ")} and ${ranges[ranges.length - 1]}`;
}
