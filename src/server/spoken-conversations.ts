/** The conversations spoken in through this server, newest first, for the site overview. */
export interface SpokenConversations {
  /** Marks a conversation as the newest one spoken in. */
  touch(id: string): void;
  /** Newest first. */
  ids(): string[];
}

/**
 * Bounded (the oldest are dropped first): the overview asks each for its pending review, and a
 * review left waiting behind hundreds of newer conversations is an audit matter, not a dashboard one.
 */
export function createSpokenConversations(maxConversations = 200): SpokenConversations {
  const spoken = new Set<string>();
  return {
    touch(id) {
      spoken.delete(id);
      spoken.add(id);
      if (spoken.size > maxConversations) spoken.delete(spoken.values().next().value as string);
    },
    ids: () => [...spoken].reverse(),
  };
}
