import { z } from "zod";
import { AccountSchema } from "./account.js";

/**
 * Assembly cells (DESIGN §4): the cell file as integrators write it, the composite and primitive
 * instructions, and the interpreter result (contract). Operator words are data in the cell file.
 */
const Words = z.array(z.string().min(1)).default([]);

export const COMPOSITE_NAMES = [
  "pick_up",
  "place_at",
  "transfer",
  "add_layer",
  "set_active_zone",
  "return_to_stack",
  "clear_assembly",
  "go_home",
  "move_relative",
  "adjust_speed",
  "wait",
] as const;
export const CompositeNameSchema = z.enum(COMPOSITE_NAMES);
export type CompositeName = z.infer<typeof CompositeNameSchema>;

export const PRIMITIVE_NAMES = ["move_to", "move_relative", "gripper_set", "wait", "set_speed"] as const;
export const PrimitiveNameSchema = z.enum(PRIMITIVE_NAMES);
export type PrimitiveName = z.infer<typeof PrimitiveNameSchema>;

export const DIRECTIONS = ["right", "left", "up", "down", "forward", "backward"] as const;
export const SPEED_LEVELS = ["slow", "normal", "fast"] as const;
export type SpeedLevel = (typeof SPEED_LEVELS)[number];

export const AssemblyItemSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** The supply slot the item's tiles are stacked in. */
  slot: z.string().min(1),
  /** One of the cell's `categories`: used by the creative `category_grouped` logic. */
  category: z.string().min(1),
  words: Words,
  /** Words for one piece of it ("leaf"): after the item's name they are the same layer ("a lettuce leaf"). */
  units: Words.default([]),
  /** Words for a kind of it ("rye" of bread): also its words; a kind of the outer item said after "on" is the whole product ("ham on rye"). */
  kinds: Words.default([]),
});
export type AssemblyItem = z.infer<typeof AssemblyItemSchema>;

export const AssemblyZoneSchema = z.object({
  name: z.string().min(1),
  /** Other names the zone is known by in instructions (assembly_center for the fixture). */
  aliases: z.array(z.string().min(1)).default([]),
  words: Words,
  default: z.boolean().default(false),
});
export type AssemblyZone = z.infer<typeof AssemblyZoneSchema>;

export const RecipeSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Bottom to top. */
  layers: z.array(z.string().min(1)).min(1),
  words: Words,
});
export type Recipe = z.infer<typeof RecipeSchema>;

/** One primitive of a composite template; string params may hold `{variable}` placeholders. */
export const TemplateStepSchema = z.union([
  z.object({
    primitive: PrimitiveNameSchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  }),
  z.object({
    composite: z.string().min(1),
    params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  }),
]);
export type TemplateStep = z.infer<typeof TemplateStepSchema>;

export const CompositeTemplateSchema = z.object({
  params: z.array(z.string().min(1)).default([]),
  description: z.string().default(""),
  /** Only expanded when the arm holds an item (return_to_stack is a no-op otherwise). */
  when: z.enum(["always", "holding"]).default("always"),
  /** Repeats the steps for every layer of the active zone, top first, binding {item} and {slot}. */
  for_each: z.enum(["none", "active_zone_layer_top_first"]).default("none"),
  /** Helpers the compiler uses but an interpreter may never produce. */
  internal: z.boolean().default(false),
  steps: z.array(TemplateStepSchema).default([]),
});
export type CompositeTemplate = z.infer<typeof CompositeTemplateSchema>;

export const AssemblyCellFileSchema = z
  .object({
    cell: z.string().regex(/^[a-z0-9_-]+$/),
    kind: z.literal("assembly"),
    description: z.string().default(""),
    review_policy: z.enum(["always", "risky", "never"]).default("risky"),
    /** Strict mode: a non-creative result under 0.6 confidence needs the operator's confirmation. */
    strict: z.boolean().default(false),
    move_seconds: z.number().nonnegative().default(0.5),
    items: z.array(AssemblyItemSchema).min(1),
    locations: z.object({
      home: z.string().min(1),
      zones: z.array(AssemblyZoneSchema).min(1),
    }),
    /** The motion graph: "A <-> B" both ways, "A -> B" one way. */
    moves: z
      .array(z.string().regex(/^\s*\S+\s*(<->|->)\s*\S+\s*$/, "write a move as 'A <-> B' or 'A -> B'"))
      .min(1),
    recipes: z.array(RecipeSchema).default([]),
    /** Modifier words by kind. */
    modifiers: z.object({
      double: Words,
      remove: Words,
      swap: Words,
      add: Words,
    }),
    motion: z.object({
      lift_clearance_cm: z.number().positive(),
      drop_approach_cm: z.number().positive(),
      tile_cm: z.number().positive(),
      relative_move_cm: z.number().positive(),
      max_relative_move_cm: z.number().positive().default(20),
    }),
    /** Words for a relative distance in cm ("a bit" → 0.5). */
    distance_words: z.record(z.string(), z.number().positive()).default({}),
    /** Words that set the speed, by level. */
    speed_words: z.object({ slow: Words, normal: Words, fast: Words }),
    direction_words: z.record(z.enum(DIRECTIONS), Words),
    /** Creative command patterns; `*` matches any words between ("best * can"). */
    creative_patterns: Words,
    /** What the cell builds, so no code names it: the product's words, its outer item, the prompt's subject. */
    product: z.object({
      /** The product in operator replies ("Which sandwich should I make?"). */
      noun: z.string().min(1),
      /** Words that name a whole product without saying which ("sandwich", "sub"). */
      words: Words,
      /** The item a whole product starts and ends with (bread): fillings go between, "inverted" ends on it. */
      outer_item: z.string().min(1),
      /** Who the LLM prompt says it works for ("a sandwich-assembly robot cell"). */
      subject: z.string().min(1),
      /** What is asked of a product that the cell does not do ("toasted", "on the side"): said, the order waits. */
      not_done: Words,
    }),
    /** Item categories with their rank in a `category_grouped` build (lower first, equal ranks mix). */
    categories: z.record(z.string(), z.number().int().nonnegative()),
    limits: z.object({
      max_layers_per_stack: z.number().int().positive(),
      max_tiles_per_item: z.number().int().positive(),
    }),
    composites: z.record(z.string(), CompositeTemplateSchema),
    initial_state: z
      .object({ speed: z.enum(SPEED_LEVELS).default("normal"), active_zone: z.string().optional() })
      .default({ speed: "normal" }),
  })
  .superRefine((file, context) => {
    file.items.forEach((item, index) => {
      if (!(item.category in file.categories))
        context.addIssue({
          code: "custom",
          path: ["items", index, "category"],
          message: `'${item.category}' is not one of the categories (${Object.keys(file.categories).join(", ")})`,
        });
    });
    if (!file.items.some((item) => item.name === file.product.outer_item))
      context.addIssue({
        code: "custom",
        path: ["product", "outer_item"],
        message: "not an item of the cell",
      });
  });
export type AssemblyCellFile = z.infer<typeof AssemblyCellFileSchema>;

/** One tier-1 instruction of an interpreter result. */
export const AssemblyInstructionSchema = z.object({
  instruction: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
});
export type AssemblyInstruction = { instruction: string; params: Record<string, unknown> };

/** One tier-0 primitive of the compiled stream (`tcp_commands.json`). */
export interface AssemblyPrimitive {
  primitive: PrimitiveName;
  params: Record<string, string | number>;
}

export const InterpretSourceSchema = z.enum(["rules", "phrase_bank", "llm"]);
export type InterpretSource = z.infer<typeof InterpretSourceSchema>;

/** The assembly interpreter result (contract): `cellpilot interpret --cell sandwich --json`. */
export const InterpretResultSchema = z.object({
  interpretation: z.string(),
  sequence: z.array(AssemblyInstructionSchema),
  pass1_sequence: z.array(AssemblyInstructionSchema).nullable(),
  composite_name: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  validated: z.boolean(),
  validation_issues: z.array(z.string()),
  user_feedback: z.string().nullable(),
  is_creative: z.boolean(),
  creative_reasoning: z.string().nullable(),
  raw_response: z.string().nullable(),
  source: InterpretSourceSchema,
  /** Which words were used and as what, and which were not understood (DESIGN §6). */
  account: AccountSchema.optional(),
  /**
   * What the command would do when part of it was not understood: never executable as it stands
   * (`sequence` is empty), it waits for the operator's review whatever the cell's policy.
   */
  held_sequence: z.array(AssemblyInstructionSchema).optional(),
  /**
   * What `composite_name` stands for when the command does more than it ("remember that as the
   * melt, then make a club"): saved instead of `sequence`.
   */
  composite_sequence: z.array(AssemblyInstructionSchema).optional(),
});
export type InterpretResult = z.infer<typeof InterpretResultSchema>;
