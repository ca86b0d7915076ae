/**
 * An order read off a ticket: sentences opening with a field's label ("Item: veggie sandwich.",
 * "Customer notes: no lettuce.", "Zone: left.", "Name: Maria.") are a frame in any order. Each item
 * gets the notes, zone and name said after it — or, said before any item, those of the next one —
 * and the command is read as the order said plainly ("veggie sandwich , no lettuce , on the left").
 * Sentences without a label stay where they are. Without an item field it is no ticket (null).
 */
const FIELDS: Array<[string[], Field]> = [
  ...labels("item items product sandwich order", "item"),
  ...labels("notes note customer_notes order_notes mods modifications", "notes"),
  ...labels("zone station place location spot side", "zone"),
  ...labels("name customer customer_name", "name"),
];
type Field = "item" | "notes" | "zone" | "name";

function labels(words: string, field: Field): Array<[string[], Field]> {
  return words.split(" ").map((label) => [label.split("_"), field]);
}

interface Ticket {
  item?: string;
  notes: string[];
  zone?: string;
  name?: string;
}

/** The label at the start of a sentence's words and the field it names, if the sentence opens with one. */
function labelOf(words: string[]): { field: Field; length: number } | null {
  const match = FIELDS.filter(([label]) => label.every((word, at) => words[at] === word))
    .sort(([a], [b]) => b.length - a.length)
    .find(([label]) => words[label.length] === ",");
  return match ? { field: match[1], length: match[0].length + 1 } : null;
}

import type { InterpretContext } from "./interpret-context.js";

/**
 * The command as an order said plainly, in a context that knows the names of its name fields;
 * the label words the frame read are added to `talk`. Said otherwise, the command as it is.
 */
export function readTicket(text: string, context: InterpretContext, talk: Set<string>) {
  const ticket = ticketFields(text);
  if (!ticket) return { body: text, context };
  for (const word of ticket.frame) talk.add(word);
  const names = new Map(context.saidNames);
  for (const name of ticket.names) names.set(name, name.charAt(0).toUpperCase() + name.slice(1));
  return { body: ticket.body, context: { ...context, saidNames: names } };
}

function ticketFields(body: string): { body: string; frame: string[]; names: string[] } | null {
  const sentences = body.split(" . ").map((sentence) => sentence.replace(/ \.$/, "").split(" "));
  const read = sentences.map(labelOf);
  if (!read.some((label) => label?.field === "item")) return null;
  const out: string[] = [];
  const frame: string[] = [];
  let pending: Ticket = { notes: [] };
  let current: Ticket | null = null;
  let twice = false;
  const names: string[] = [];
  const flush = () => {
    if (current) out.push(said(current));
    current = null;
  };
  sentences.forEach((words, at) => {
    const label = read[at];
    if (!label) {
      flush();
      out.push(words.join(" "));
      return;
    }
    frame.push(...words.slice(0, label.length - 1));
    const value = words.slice(label.length).join(" ");
    if (label.field === "item") {
      flush();
      current = { ...pending, item: value };
      pending = { notes: [] };
      return;
    }
    const ticket: Ticket = current ?? pending;
    if (label.field === "notes") ticket.notes.push(value);
    else if (ticket[label.field] !== undefined) twice = true;
    else ticket[label.field] = value;
    if (label.field === "name" && /^[a-z]+$/.test(value)) names.push(value);
  });
  flush();
  // Two zones or names for one item: which is meant is not said.
  if (twice) return null;
  // Fields said after the last item with none after them went to no item: not a ticket read whole.
  if (pending.notes.length > 0 || pending.zone || pending.name) return null;
  return { body: out.join(" . "), frame, names };
}

function said(ticket: Ticket): string {
  const zone = ticket.zone && (/^(on|at|in) /.test(ticket.zone) ? ticket.zone : `on the ${ticket.zone}`);
  const owner = ticket.name ? ` for ${ticket.name}` : "";
  return [`${ticket.item}${owner}`, ...ticket.notes, ...(zone ? [zone] : [])].join(" , ");
}
