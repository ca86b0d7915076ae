import { AssemblyCellFileSchema, COMPOSITE_NAMES, type AssemblyCellFile } from "../contracts/assembly.js";
import type { CellGraphData } from "../knowledge/cell-graph-data.js";
import { resolveCellPath, readCellKind } from "../knowledge/cell-registry.js";
import { checkCell } from "../knowledge/check-cell.js";
import { KnowledgeError } from "../knowledge/errors.js";
import { parseMove } from "../knowledge/graph-cell-file.js";
import { buildSnapshot, type GraphSnapshot } from "../knowledge/graph-snapshot.js";
import { readValidatedYaml } from "../knowledge/read-validated-yaml.js";

/**
 * A loaded assembly cell: the validated file plus what every stage derives from it once — the
 * motion graph snapshot (so `verifyPlan` checks every `move_to`), and name lookups.
 */
export interface AssemblyCell {
  readonly file: AssemblyCellFile;
  readonly name: string;
  readonly path: string;
  readonly snapshot: GraphSnapshot;
  readonly itemNames: readonly string[];
  readonly slotOf: ReadonlyMap<string, string>;
  /** Zone names and aliases → the zone name. */
  readonly zoneOf: ReadonlyMap<string, string>;
  readonly zoneNames: readonly string[];
  readonly defaultZone: string;
  /** Every location an instruction may name: home, slots, zones and zone aliases. */
  readonly locationNames: ReadonlySet<string>;
  /** The item a whole product starts and ends with (the sandwich cell's bread). */
  readonly outerItem: string;
  /** Kinds of the outer item ("rye", "a roll"): after "on" they name the whole product. */
  readonly outerKinds: ReadonlySet<string>;
  /** An item's rank in a category_grouped build. */
  readonly categoryRank: (item: string) => number;
}

/** Cross-file checks zod cannot express; problems as operator-readable lines. */
export function findAssemblyProblems(file: AssemblyCellFile): string[] {
  const problems: string[] = [];
  const items = new Set(file.items.map((item) => item.name));
  const slots = new Set(file.items.map((item) => item.slot));
  const zones = file.locations.zones.flatMap((zone) => [zone.name, ...zone.aliases]);
  const locations = new Set([file.locations.home, ...slots, ...zones]);
  if (new Set(zones).size !== zones.length) problems.push("a zone name or alias is used twice");
  if (file.locations.zones.filter((zone) => zone.default).length !== 1)
    problems.push("exactly one zone must be `default: true`");
  for (const recipe of file.recipes) {
    for (const layer of recipe.layers) {
      if (!items.has(layer)) problems.push(`recipe '${recipe.name}': layer '${layer}' is not an item`);
    }
  }
  for (const move of file.moves) {
    for (const edge of parseMove(move)) {
      for (const end of [edge.from, edge.to]) {
        if (!locations.has(end)) problems.push(`move '${move}': '${end}' is not a location`);
      }
    }
  }
  for (const name of COMPOSITE_NAMES) {
    if (!file.composites[name]) problems.push(`composites: '${name}' has no template`);
  }
  for (const [name, template] of Object.entries(file.composites)) {
    for (const step of template.steps) {
      if ("composite" in step && !file.composites[step.composite]) {
        problems.push(`composites.${name}: step uses unknown composite '${step.composite}'`);
      }
    }
  }
  return problems;
}

/** The motion graph of the cell in the form every graph cell has (no tools, no routines). */
export function assemblyGraphData(file: AssemblyCellFile): CellGraphData {
  const position = (name: string, role: "home" | "work", description: string) => ({
    name,
    role,
    description,
    words: [],
  });
  return {
    cell: file.cell,
    description: file.description,
    home: file.locations.home,
    initialState: { position: file.locations.home, tool: "none" },
    moveSeconds: file.move_seconds,
    reviewPolicy: file.review_policy,
    positions: [
      position(file.locations.home, "home", "home pose"),
      ...file.items.map((item) => position(item.slot, "work", `supply slot of ${item.name}`)),
      ...file.locations.zones.map((zone) => position(zone.name, "work", `assembly zone`)),
    ],
    tools: [],
    toolStands: [],
    routines: [],
    moves: file.moves.flatMap(parseMove),
    supportedAt: [],
    vocabulary: {},
  };
}

export function buildAssemblyCell(file: AssemblyCellFile, path: string): AssemblyCell {
  const problems = findAssemblyProblems(file);
  if (problems.length > 0) throw new KnowledgeError("CELL_FILE_INVALID", `${path}: ${problems.join("; ")}`);
  // Aliases are resolved to zone names before moves are checked, so the graph only has real places.
  const zoneOf = new Map<string, string>();
  for (const zone of file.locations.zones) {
    zoneOf.set(zone.name, zone.name);
    for (const alias of zone.aliases) zoneOf.set(alias, zone.name);
  }
  const normalized = {
    ...file,
    // An item's kinds are words of it too ("rye" is bread); only "on rye" reads them apart.
    items: file.items.map((item) => ({ ...item, words: [...item.words, ...item.kinds] })),
    moves: file.moves.map((move) => move.replace(/\S+/g, (word) => zoneOf.get(word) ?? word)),
  };
  const data = assemblyGraphData(normalized);
  const report = checkCell(data);
  if (!report.ok) throw new KnowledgeError("CELL_GRAPH_INVALID", `${path}: ${report.errors.join("; ")}`);
  const slotOf = new Map(file.items.map((item) => [item.name, item.slot]));
  return Object.freeze({
    file: normalized,
    name: file.cell,
    path,
    snapshot: buildSnapshot(data),
    itemNames: file.items.map((item) => item.name),
    slotOf,
    zoneOf,
    zoneNames: file.locations.zones.map((zone) => zone.name),
    defaultZone: file.locations.zones.find((zone) => zone.default)!.name,
    locationNames: new Set([file.locations.home, ...slotOf.values(), ...zoneOf.keys()]),
    outerItem: file.product.outer_item,
    outerKinds: new Set(file.items.find((item) => item.name === file.product.outer_item)?.kinds ?? []),
    categoryRank: (item: string) =>
      file.categories[file.items.find((entry) => entry.name === item)?.category ?? ""] ?? 0,
  });
}

const cache = new Map<string, AssemblyCell>();

/** Loads an assembly cell by built-in name or path (cached per path for the process). */
export function loadAssemblyCell(nameOrPath = "sandwich"): AssemblyCell {
  const path = resolveCellPath(nameOrPath);
  let cell = cache.get(path);
  if (!cell) {
    if (readCellKind(path) !== "assembly") {
      throw new KnowledgeError(
        "CELL_FILE_INVALID",
        `${path}: not an assembly cell (the file needs 'kind: assembly'; graph cells use parse and plan)`,
      );
    }
    cell = buildAssemblyCell(readValidatedYaml(path, AssemblyCellFileSchema), path);
    cache.set(path, cell);
  }
  return cell;
}
