/**
 * The little a conversation remembers between inputs, for "it"/"there", follow-up questions
 * ("tell me more", "show me 10 more") and replies to a question the system asked.
 */
export interface ConversationContext {
  /** The last position named or acted on. */
  lastPosition?: string;
  /** The last tool named. */
  lastTool?: string;
  /** The last question answered, for follow-ups. */
  lastQuestion?: { kind: string; offset?: number; shown?: number; [key: string]: unknown };
  /** What the system last asked the operator ("position" when it asked "which position?"). */
  lastAsked?: { kind: "position" | "tool" | "routine"; routine?: string; verb?: string; position?: string };
}
