import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openKnowledgeSource } from "../../src/knowledge/knowledge-source.js";
import { loadGraphSnapshot } from "../../src/knowledge/load-graph-cell.js";
import { createDriverRunner, neo4jSettingsFromEnv, seedNeo4jCell } from "../../src/knowledge/neo4j-graph.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { createWorkflowConversationService } from "../../src/workflow/create-conversation-service.js";
import { makeTempDir } from "../fixtures/temp-dir.js";

const NEO4J = process.env.NEO4J_URI;
const welding = loadGraphSnapshot("welding");

describe.skipIf(!NEO4J)(
  `Neo4j knowledge source (${NEO4J ? `against ${NEO4J}` : "skipped: set NEO4J_URI, NEO4J_USER, NEO4J_PASSWORD to run"})`,
  () => {
    it("a change seeded into Neo4j reaches the conversation's next plan through the shared driver", async () => {
      const cell = `cellpilot_test_${randomUUID().slice(0, 8)}`;
      const data = { ...welding.data, cell };
      const seeder = createDriverRunner(neo4jSettingsFromEnv());
      const source = openKnowledgeSource({ graph: "neo4j" });
      const temp = makeTempDir("cellpilot-neo4j-source-");
      const store = openSqliteStore({ file: ":memory:", initialState: data.initialState });
      try {
        await seedNeo4jCell(seeder, data);
        const graph = await source.graphOf(cell);
        expect(await source.graphOf(cell)).toBe(graph);
        const service = createWorkflowConversationService({
          snapshot: await graph.getSnapshot(),
          graph,
          store,
          dataDir: temp.dir,
          llm: null,
          timeScale: 0,
          fault: null,
          checkpointFile: ":memory:",
        });
        try {
          const planned = await service.send("c1", "go to position 3");
          expect(planned.kind).toBe("review");
          await service.send("c1", "no");
          await seedNeo4jCell(seeder, {
            ...data,
            moves: data.moves.filter(
              (move) =>
                !(move.from === "Safe_Pos_3" && move.to === "Pos_3") &&
                !(move.from === "Pos_3" && move.to === "Safe_Pos_3"),
            ),
          });
          // The version check runs at most once a second: poll the next plans until it has.
          let kind = "review";
          for (let attempt = 0; attempt < 50 && kind === "review"; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            const turn = await service.send("c1", "go to position 3");
            kind = turn.kind;
            if (kind === "review") await service.send("c1", "no");
          }
          expect(kind).not.toBe("review");
        } finally {
          await service.close();
        }
      } finally {
        await seeder.run("MATCH (n {cell: $cell}) DETACH DELETE n", { cell });
        await seeder.close();
        await source.close();
        await store.close();
        temp.cleanup();
      }
    }, 60_000);
  },
);
