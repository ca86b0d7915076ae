import type { ConversationTurn } from "../workflow/conversation-service.js";

export interface TranscriptEntry {
  role: "operator" | "cell";
  text: string;
  at: string;
  /** The full turn for the cell's entries. */
  turn?: ConversationTurn;
}

export interface Transcript {
  id: string;
  createdAt: string;
  entries: TranscriptEntry[];
}

export interface ConversationTranscripts {
  create(id: string): Transcript;
  get(id: string): Transcript | undefined;
  /** Appends to the transcript, creating it when a client continues a conversation after a restart. */
  append(id: string, entry: TranscriptEntry): void;
}

/**
 * What was said in each conversation, kept in memory for the console (the workflow keeps the
 * durable state). Bounded: the oldest conversations and entries are dropped first.
 */
export function createConversationTranscripts(
  options: { maxConversations?: number; maxEntries?: number; now?: () => Date } = {},
): ConversationTranscripts {
  const maxConversations = options.maxConversations ?? 1000;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? (() => new Date());
  const transcripts = new Map<string, Transcript>();
  const create = (id: string): Transcript => {
    const transcript = { id, createdAt: now().toISOString(), entries: [] };
    if (transcripts.size >= maxConversations) transcripts.delete(transcripts.keys().next().value as string);
    transcripts.set(id, transcript);
    return transcript;
  };
  return {
    create,
    get: (id) => transcripts.get(id),
    append(id, entry) {
      const transcript = transcripts.get(id) ?? create(id);
      transcript.entries.push(entry);
      if (transcript.entries.length > maxEntries)
        transcript.entries.splice(0, transcript.entries.length - maxEntries);
    },
  };
}
