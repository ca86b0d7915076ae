import type { KnowledgeSource } from "../../../src/knowledge/knowledge-source.js";
import { startServer, type StartedServer } from "../../../src/server/start-server.js";
import { createCellConversationService } from "../../../src/workflow/open-cell-conversation.js";

/**
 * A real server hosting the welding cell (the default) and the sandwich cell on loopback, each on
 * the real workflow with no LLM and no fault; motion instant unless `timeScaleOf` says otherwise.
 */
export function startTwoCellServer(options: {
  dataDir: string;
  timeScaleOf?: (cell: string) => number;
  knowledge?: KnowledgeSource;
}): Promise<StartedServer> {
  return startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: options.dataDir,
    cells: ["welding", "sandwich"],
    ...(options.knowledge ? { knowledge: options.knowledge } : {}),
    createConversationService: (context) =>
      createCellConversationService(context, {
        cellPath: context.cellPath,
        llm: null,
        timeScale: options.timeScaleOf?.(context.cellName) ?? 0,
        fault: null,
      }),
  });
}
