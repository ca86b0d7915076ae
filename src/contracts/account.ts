import { z } from "zod";

/** What a word of a command was used as (DESIGN §6). */
export const AccountKindSchema = z.enum([
  "verb",
  "name",
  "number",
  "list",
  "range",
  "order",
  "scope",
  "negation",
  "exclusion",
  "inclusion",
  "modifier",
  "reference",
  "filler",
  "question",
]);
export type AccountKind = z.infer<typeof AccountKindSchema>;

/** The account of a command: the words the parse used, and as what; the content words it did not place. */
export const AccountSchema = z.object({
  used: z.array(z.object({ text: z.string(), as: AccountKindSchema })),
  unexplained: z.array(z.string()),
});
export type Account = z.infer<typeof AccountSchema>;
