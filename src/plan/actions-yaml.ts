import { ActionsDocumentSchema, type ActionsDocument, type PlanStep } from "../contracts/plan-step.js";
import { parseValidatedYaml, formatYamlProblem } from "../knowledge/read-validated-yaml.js";
import { yamlModule } from "../knowledge/yaml-module.js";

const STEP_KEY_ORDER: Array<keyof PlanStep> = [
  "id",
  "name",
  "action",
  "target",
  "position",
  "tool",
  "stabilize",
  "action_after",
  "verify",
];

/** Writes actions.yaml in the DESIGN layout: block style, keys in contract order, steps as flow maps. */
export function writeActionsYaml(document: ActionsDocument): string {
  const { Document, isMap, isScalar, isSeq } = yamlModule();
  const ordered = {
    name: document.name,
    description: document.description,
    correlation_id: document.correlation_id,
    steps: document.steps.map((step) =>
      Object.fromEntries(
        STEP_KEY_ORDER.filter((key) => step[key] !== undefined).map((key) => [key, step[key]]),
      ),
    ),
  };
  const yaml = new Document(ordered);
  // Free text is double-quoted as in DESIGN's example; names of graph things stay plain.
  for (const key of ["name", "description", "correlation_id"]) {
    const scalar = yaml.get(key, true);
    if (isScalar(scalar)) scalar.type = "QUOTE_DOUBLE";
  }
  const steps = yaml.get("steps", true);
  if (isSeq(steps)) {
    for (const item of steps.items) {
      if (!isMap(item)) continue;
      item.flow = true;
      const name = item.get("name", true);
      if (isScalar(name)) name.type = "QUOTE_DOUBLE";
    }
  }
  return yaml.toString({ lineWidth: 0 });
}

export type ReadActionsResult = { ok: true; document: ActionsDocument } | { ok: false; message: string };

/** Reads a (possibly hand-written) actions.yaml; problems name the line and field. */
export function readActionsYaml(text: string, file = "actions.yaml"): ReadActionsResult {
  // Accept a bare list of steps too: integrators often write only that.
  const { isSeq, parseDocument } = yamlModule();
  const bare = parseDocument(text);
  const source = isSeq(bare.contents)
    ? `name: "Robot Sequence"\ndescription: ""\ncorrelation_id: ""\nsteps:\n${text.replace(/^/gm, "  ")}`
    : text;
  const parsed = parseValidatedYaml(source, file, ActionsDocumentSchema);
  if (!parsed.ok) return { ok: false, message: parsed.problems.map(formatYamlProblem).join("\n") };
  return { ok: true, document: parsed.value };
}
