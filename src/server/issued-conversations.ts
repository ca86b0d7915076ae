/** A conversation the server opened (POST /api/conversations) before it said anything. */
export interface IssuedConversation {
  id: string;
  createdAt: string;
}

export interface IssuedConversations {
  issue(id: string): IssuedConversation;
  get(id: string): IssuedConversation | undefined;
}

/**
 * The conversations this server opened, so a new one can be read back before its first message.
 * What a conversation says lives in its checkpoint (the workflow's transcript), not here; bounded:
 * the oldest are dropped first.
 */
export function createIssuedConversations(
  options: { maxConversations?: number; now?: () => Date } = {},
): IssuedConversations {
  const maxConversations = options.maxConversations ?? 1000;
  const now = options.now ?? (() => new Date());
  const issued = new Map<string, IssuedConversation>();
  return {
    issue(id) {
      const conversation = { id, createdAt: now().toISOString() };
      if (issued.size >= maxConversations) issued.delete(issued.keys().next().value as string);
      issued.set(id, conversation);
      return conversation;
    },
    get: (id) => issued.get(id),
  };
}

/**
 * A conversation this server issued, or one the workflow keeps a checkpoint of (it spoke before a
 * restart): ids are server-issued only, and a restart does not forget them.
 */
export async function isKnownConversation(
  deps: {
    issued: IssuedConversations;
    conversations: { getTranscript(id: string): Promise<unknown[] | null> };
  },
  id: string,
): Promise<boolean> {
  return Boolean(deps.issued.get(id)) || (await deps.conversations.getTranscript(id)) !== null;
}
