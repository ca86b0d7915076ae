import { z } from "zod";

/** The controller runs go to and how it is doing (`GET /api/state`, `state --controller --json`). */
export const ControllerHealthSchema = z
  .object({
    kind: z.enum(["simulator", "opcua"]),
    /** The controller's address (opc.tcp://…); null for the in-process simulator. */
    endpoint: z.string().nullable(),
    connected: z.boolean(),
    /** The last connection or controller problem, in the controller's words; null when fine. */
    lastError: z.string().nullable(),
    /** When the controller last answered (ISO time); null if never. */
    lastContact: z.string().nullable(),
  })
  .meta({ id: "ControllerHealth", description: "The controller runs go to, and its health" });
export type ControllerHealth = z.infer<typeof ControllerHealthSchema>;
