export interface StreamEvent {
  event: string;
  data: any;
}

/** The complete server-sent events at the start of `buffer`, and what is left of it. */
export function takeEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  let end: number;
  while ((end = buffer.indexOf("\n\n")) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) events.push({ event, data: JSON.parse(data) });
  }
  return { events, rest: buffer };
}

/** Reads server-sent events until `stop` says so (or the stream ends). */
export async function collectEvents(url: string, stop: (types: string[]) => boolean, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = "";
  while (!stop(events.map((e) => e.event))) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeEvents(buffer + value);
    events.push(...taken.events);
    buffer = taken.rest;
  }
  return events;
}
