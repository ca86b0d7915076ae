import type { ConversationTurn } from "./conversation-service.js";

/** One line of a conversation as the console shows it again after a reload or a restart. */
export interface TranscriptEntry {
  role: "operator" | "cell";
  text: string;
  at: string;
  /** The cell's turn as it was answered (the robot state of that moment included). */
  turn?: ConversationTurn;
}

/** A conversation keeps its last entries only. */
export const MAX_TRANSCRIPT_ENTRIES = 100;

/** The transcript channel's reducer: appends, then drops the oldest entries past the bound. */
export function appendTranscript(current: TranscriptEntry[], update: TranscriptEntry[]): TranscriptEntry[] {
  const entries = [...(current ?? []), ...(update ?? [])];
  return entries.length > MAX_TRANSCRIPT_ENTRIES ? entries.slice(-MAX_TRANSCRIPT_ENTRIES) : entries;
}

/** The transcript entry of the cell's reply to one turn. */
export function cellEntry(turn: ConversationTurn, at: string): TranscriptEntry {
  return { role: "cell", text: turn.reply, at, turn };
}
