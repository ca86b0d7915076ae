/** Small builders shared by the OpenAPI paths and components (JSON bodies, errors, parameters). */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Schema) => ({ "application/json": { schema } });
export const ok = (description: string, schema: Schema) => ({ description, content: json(schema) });
export const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }]),
  );
export const body = (schema: Schema) => ({ required: true, content: json(schema) });
export const pathParameter = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
export const pageParameters = [
  {
    name: "limit",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, maximum: 200, default: 20 },
  },
  { name: "offset", in: "query", required: false, schema: { type: "integer", minimum: 0, default: 0 } },
];
export const conversationId = pathParameter("id", "The conversation id");
export const actorProperty = {
  actor: {
    type: "string",
    description: "Who acts (recorded in the review audit); else X-Cellpilot-Actor; else anonymous",
  },
};
export const reviewAction = (summary: string, extra: Schema, required: string[] = []) => ({
  post: {
    summary,
    tags: ["review"],
    parameters: [conversationId],
    requestBody: {
      required: required.length > 0,
      content: json({
        type: "object",
        properties: {
          hitlId: {
            type: "string",
            description: "Refuse with 409 unless this review is still the pending one",
          },
          ...actorProperty,
          ...extra,
        },
        required,
      }),
    },
    responses: {
      "200": ok("The conversation's next turn", ref("ConversationTurn")),
      ...errors(400, 404, 409, 413, 429),
    },
  },
});

export const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });
