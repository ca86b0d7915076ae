import { BuildReading, type BuildReader } from "./build-reading.js";
import { finishBuild } from "./finish-build.js";
import type { ClauseResult, InterpretContext } from "./interpret-context.js";
import type { Span } from "./lexicon.js";
import { readCount } from "./read-build-counts.js";
import { readEditedItem, readEditWord, readJoiner, readModifier } from "./read-build-edits.js";
import { readEverything, readLayerItem, readVariety, readWhereNotWhat } from "./read-build-layers.js";
import {
  readAnother,
  readLearned,
  readListedRecipe,
  readProduct,
  readRecipe,
} from "./read-build-reference.js";
import { readZone, readZoneSet } from "./read-build-scope.js";
import { readUnknownWord } from "./read-build-unknown.js";

/** The readers in the order each word is offered to them: the first that reads it has it. */
const READERS: BuildReader[] = [
  readCount,
  readLearned,
  readListedRecipe,
  readRecipe,
  readProduct,
  readWhereNotWhat,
  readVariety,
  readEditedItem,
  readLayerItem,
  readZone,
  readModifier,
  readEverything,
  readEditWord,
  readZoneSet,
  readAnother,
  readJoiner,
  readUnknownWord,
];

/**
 * The build grammar: recipes (and learned layer composites) with modifiers, generic sandwiches
 * with fillings, free layer lists, counts and zones. Returns null when the clause builds nothing.
 */
export function parseBuild(spans: Span[], context: InterpretContext): ClauseResult | null {
  const build = new BuildReading(spans, context);
  for (let index = 0; index < spans.length; index++) {
    if (spans[index].fuzzy) build.fuzzy++;
    for (const read of READERS) {
      const last = read(build, index);
      if (last !== undefined) {
        index = last;
        break;
      }
    }
  }
  return finishBuild(build);
}
