import type { RobotState, RunRecord } from "../contracts/robot-state.js";
import type { GraphSnapshot } from "../knowledge/graph-snapshot.js";
import type { CellStore } from "../store/cell-store.js";
import type { ConversationContext } from "./conversation-context.js";
import { describeChoices, routineVerb } from "./describe-cell.js";
import { shortestPath } from "../knowledge/shortest-path.js";
import { fallbackMessage } from "./fallback-message.js";
import type { QuestionRequest } from "./classify-question.js";

export type HistoryStore = Pick<
  CellStore,
  "getState" | "getRunsByDate" | "listRuns" | "countRuns" | "getFailedPositions" | "getRunSteps"
>;

export interface QuestionAnswer {
  text: string;
  /** What the answer was built from, for an LLM to phrase or a front end to show. */
  facts: Record<string, unknown>;
  contextUpdate: Partial<ConversationContext>;
}

const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;

/**
 * Answers a question from the graph snapshot, the robot state and the run history, without an
 * LLM. Follow-ups ("tell me more", "show me 10 more") use the conversation context.
 */
export async function answerQuestion(
  question: QuestionRequest,
  snapshot: GraphSnapshot,
  store: HistoryStore,
  options: { context?: ConversationContext; now?: Date } = {},
): Promise<QuestionAnswer> {
  const now = options.now ?? new Date();
  const remember = (extra: Record<string, unknown> = {}): Partial<ConversationContext> => ({
    lastQuestion: { ...question, ...extra, kind: question.kind },
  });
  const state = await store.getState();

  switch (question.kind) {
    case "positions": {
      const byRole = new Map<string, string[]>();
      for (const position of snapshot.positions.values())
        byRole.set(position.role, [...(byRole.get(position.role) ?? []), position.name]);
      const parts = [...byRole].map(([role, names]) => `${role.replace(/_/g, " ")}: ${names.join(", ")}`);
      return answer(
        `The cell has ${snapshot.positions.size} positions — ${parts.join("; ")}.`,
        { positions: Object.fromEntries(byRole) },
        remember(),
      );
    }
    case "position_info": {
      const position = snapshot.positions.get(question.position ?? "");
      if (!position)
        return answer(
          `There is no such position. ${describeChoices([...snapshot.positions.keys()], "Positions: ")}.`,
          {},
          remember(),
        );
      const neighbours = snapshot.moveGraph.outNeighbors(position.name);
      const routines = [...snapshot.supportedAt]
        .filter(([, at]) => at.has(position.name))
        .map(([name]) => name);
      return answer(
        `${position.name} (${position.role.replace(/_/g, " ")}): ${position.description} It connects to ${describeChoices(neighbours, "", "and") || "nothing"}.` +
          (routines.length ? ` Routines there: ${routines.join(", ")}.` : ""),
        { position, neighbours, routines },
        { ...remember(), lastPosition: position.name },
      );
    }
    case "tools": {
      const lines = [...snapshot.tools.values()].map(
        (tool) =>
          `${tool.name} (${tool.description}), stored at ${snapshot.toolLocations.get(tool.name) ?? "no stand"}`,
      );
      return answer(
        `Tools: ${lines.join("; ")}. The robot holds ${holding(state)}.`,
        { tools: [...snapshot.tools.keys()], held: state.current_tool },
        remember(),
      );
    }
    case "routines": {
      const lines = [...snapshot.routines.values()].map((routine) => {
        const at = [...(snapshot.supportedAt.get(routine.name)?.keys() ?? [])];
        const tool = routine.required_tool === "none" ? "no tool" : `the ${routine.required_tool}`;
        return `${routine.name} (${routine.description.replace(/\.$/, "")}; needs ${tool}; at ${at.join(", ") || "nowhere"})`;
      });
      return answer(
        `I can run ${lines.join("; ")}.`,
        { routines: [...snapshot.routines.keys()] },
        remember(),
      );
    }
    case "robot_position":
      return answer(
        `The robot is at ${state.current_position} and holds ${holding(state)}.`,
        { state },
        { ...remember(), lastPosition: state.current_position },
      );
    case "held_tool": {
      const text =
        question.tool && state.current_tool !== question.tool
          ? `No — the robot holds ${holding(state)}, not the ${question.tool}.`
          : question.tool
            ? `Yes, the ${question.tool} is attached.`
            : `The robot holds ${holding(state)}.`;
      return answer(text, { tool: state.current_tool }, remember());
    }
    case "moves_from_here": {
      const neighbours = snapshot.moveGraph.outNeighbors(state.current_position);
      return answer(
        `From ${state.current_position} the robot can move directly to ${describeChoices(neighbours, "", "and") || "nowhere"}; other positions are reached through these.`,
        { from: state.current_position, neighbours },
        remember(),
      );
    }
    case "route": {
      const [from, to] = [question.from ?? state.current_position, question.position ?? ""];
      const path = shortestPath(snapshot, from, to);
      const direct = snapshot.moveGraph.hasEdge(from, to);
      const text = direct
        ? `Yes: the robot can move from ${from} directly to ${to}.`
        : path.length > 0
          ? `Not directly: from ${from} the robot goes ${path.join(" → ")}.`
          : `There is no allowed way from ${from} to ${to}.`;
      return answer(text, { from, to, direct, path }, remember());
    }
    case "tool_location": {
      const tools = question.tool ? [question.tool] : [...snapshot.tools.keys()];
      const lines = tools.map((tool) => {
        const stand = [...snapshot.toolStands.values()].find((s) => s.tool === tool);
        const held = state.current_tool === tool ? " (the robot is holding it now)" : "";
        return stand
          ? `The ${tool} is stored on ${stand.name} at ${stand.position}${held}.`
          : `The ${tool} has no stand.`;
      });
      return answer(lines.join(" "), { tools }, remember());
    }
    case "routine_positions": {
      const routine = question.routine ?? "";
      const at = [...(snapshot.supportedAt.get(routine)?.keys() ?? [])];
      const work = [...snapshot.positions.values()].filter((p) => p.role === "work").map((p) => p.name);
      const not = work.filter((name) => !at.includes(name));
      return answer(
        `${routine} is supported at ${describeChoices(at, "", "and") || "no position"}${not.length ? ` (not at ${describeChoices(not, "", "or")})` : ""}.`,
        { routine, supportedAt: at },
        remember(),
      );
    }
    case "status": {
      const [latest] = await store.listRuns({ limit: 1 });
      return answer(
        `The robot is at ${state.current_position} holding ${holding(state)}.${latest ? ` Last run: "${latest.operator_input}" — ${latest.status}.` : " Nothing has run yet."}`,
        { state, latest },
        remember(),
      );
    }
    case "history": {
      const date = resolveDate(question.date ?? "today", now);
      const runs = await store.getRunsByDate(date);
      if (runs.length > 0 || question.date) {
        const label =
          question.date === "yesterday"
            ? `Yesterday (${date})`
            : date === isoDay(now)
              ? `Today (${date})`
              : `On ${date}`;
        return answer(
          runs.length
            ? `${label} I ran ${runs.length} task${runs.length > 1 ? "s" : ""}: ${listRuns(runs)}`
            : `${label} nothing ran.`,
          { date, runs },
          remember({ date }),
        );
      }
      return lastRuns({ kind: "last_runs", count: 5 }, 0, "Nothing ran today.");
    }
    case "last_runs":
      return lastRuns(question, 0);
    case "last_run_result": {
      const [latest] = await store.listRuns({ limit: 1 });
      if (!latest) return answer("Nothing has run yet.", {}, remember());
      const failed = latest.status === "failed" ? await store.getFailedPositions(latest.run_id) : [];
      const verdict =
        latest.status === "completed"
          ? "succeeded"
          : latest.status === "failed"
            ? `failed${failed.length ? ` at ${failed.join(", ")}` : ""}`
            : `is ${latest.status}`;
      return answer(
        `The last run, "${latest.operator_input}" (${latest.run_id.slice(0, 8)}), ${verdict}.`,
        { run: latest, failed },
        remember({ runId: latest.run_id }),
      );
    }
    case "more":
      return more(question, options.context);
    case "help":
      return answer(
        fallbackMessage(
          snapshot,
          "",
          `I can plan and run commands on this cell and answer questions about it. ${capabilities(snapshot)}`,
        ),
        {},
        remember(),
      );
  }

  function answer(
    text: string,
    facts: Record<string, unknown>,
    contextUpdate: Partial<ConversationContext>,
  ): QuestionAnswer {
    return { text, facts, contextUpdate };
  }

  async function lastRuns(request: QuestionRequest, offset: number, lead = ""): Promise<QuestionAnswer> {
    const count = Math.min(MAX_PAGE, Math.max(1, request.count ?? DEFAULT_PAGE));
    const runs = await store.listRuns({ limit: count, offset });
    const total = await store.countRuns();
    const context = { lastQuestion: { kind: "last_runs", count, offset, shown: runs.length } };
    if (runs.length === 0) {
      return answer(
        `${lead ? `${lead} ` : ""}${offset > 0 ? "There are no more runs." : "Nothing has run yet."}`,
        { runs, total },
        context,
      );
    }
    const range =
      offset > 0
        ? `runs ${offset + 1}–${offset + runs.length} of ${total}`
        : `the last ${runs.length} of ${total} run${total > 1 ? "s" : ""}`;
    return answer(
      `${lead ? `${lead} ` : ""}Here are ${range}, newest first: ${listRuns(runs)}`,
      { runs, total },
      context,
    );
  }

  async function more(request: QuestionRequest, context?: ConversationContext): Promise<QuestionAnswer> {
    const previous = context?.lastQuestion;
    if (!previous) {
      return answer(
        "More about what? I can tell you about the positions, tools and routines of this cell, where the robot is, and what it did.",
        {},
        {},
      );
    }
    if (previous.kind === "last_runs" || previous.kind === "history") {
      const offset =
        (Number(previous.offset) || 0) + (Number(previous.shown) || Number(previous.count) || DEFAULT_PAGE);
      return lastRuns(
        { kind: "last_runs", count: request.count ?? (Number(previous.count) || DEFAULT_PAGE) },
        offset,
      );
    }
    if (previous.kind === "last_run_result" && typeof previous.runId === "string") {
      const steps = await store.getRunSteps(previous.runId);
      const lines = steps.map(
        (step) => `${step.action} ${step.position}: ${step.state}${step.error ? ` (${step.error})` : ""}`,
      );
      return answer(
        lines.length ? `Steps of that run: ${lines.join("; ")}.` : "That run has no recorded steps.",
        { steps },
        { lastQuestion: previous },
      );
    }
    if (["positions", "moves_from_here", "robot_position"].includes(previous.kind)) {
      const lines = [...snapshot.positions.values()].map(
        (p) =>
          `${p.name}: ${p.description} (connects to ${snapshot.moveGraph.outNeighbors(p.name).join(", ")})`,
      );
      return answer(lines.join(" "), {}, { lastQuestion: previous });
    }
    if (["tools", "held_tool", "tool_location"].includes(previous.kind)) {
      const lines = [...snapshot.toolStands.values()].map(
        (s) => `${s.tool} is stored on ${s.name} (${s.pose || "stand"}) at ${s.position}`,
      );
      return answer(
        `${lines.join("; ")}. The robot holds ${holding(state)}. Tools are changed automatically when a routine needs one.`,
        {},
        { lastQuestion: previous },
      );
    }
    if (previous.kind === "routines" || previous.kind === "routine_positions") {
      const lines = [...snapshot.supportedAt].flatMap(([routine, at]) =>
        [...at].map(
          ([position, meta]) =>
            `${routine} at ${position}: stabilize ${meta.stabilize}s${meta.verify ? `, verify ${meta.verify}` : ""}`,
        ),
      );
      return answer(`${lines.join("; ")}.`, {}, { lastQuestion: previous });
    }
    return answer(
      "That is all I know about it. Ask about positions, tools, routines, the robot's state or its history.",
      {},
      {},
    );
  }
}

function holding(state: RobotState): string {
  return state.current_tool === "none" ? "no tool" : `the ${state.current_tool}`;
}

function listRuns(runs: RunRecord[]): string {
  return (
    runs
      .map(
        (run, index) =>
          `${index + 1}. ${run.started_at.slice(0, 16).replace("T", " ")} "${run.operator_input}" — ${run.status} (${run.run_id.slice(0, 8)})`,
      )
      .join("; ") + "."
  );
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function resolveDate(date: string, now: Date): string {
  if (date === "today") return isoDay(now);
  if (date === "yesterday") return isoDay(new Date(now.getTime() - 86_400_000));
  return date;
}

/** What this cell can do, from its graph: routines with where they run, tools, places. */
function capabilities(snapshot: GraphSnapshot): string {
  const routines = [...snapshot.routines.values()]
    .filter((routine) => routine.effect === "none")
    .map((routine) => {
      const at = [...(snapshot.supportedAt.get(routine.name)?.keys() ?? [])];
      return `${routineVerb(routine)} (${routine.name}) at ${describeChoices(at, "", "and")}`;
    });
  const tools = [...snapshot.tools.keys()];
  const work = [...snapshot.positions.values()].filter((p) => p.role === "work").map((p) => p.name);
  return `Routines: ${routines.join("; ")}. Tools: ${describeChoices(tools, "", "and")} (attach, put back). Work positions: ${describeChoices(work, "", "and")}; I also move to any position of the cell.`;
}
