// The console: wires the API, the event stream and the panels together. Requests return at
// once (a run goes on in the background and streams its progress), so the chat answers
// questions and Stop works while a run goes on.
import { api, chosenCell, getToken, openEvents, post, postAsync } from "./api.js";
import { applySequence } from "./assembly-stacks.js";
import { describeInstruction, layersPerZone } from "./assembly-words.js";
import { createCellGraph } from "./cell-graph.js";
import { createChatPanel } from "./chat-panel.js";
import { planFacts } from "./format.js";
import { createHistoryTable } from "./history-table.js";
import { createObservationView } from "./observation-view.js";
import { createPlanView } from "./plan-view.js";
import { createReviewCard } from "./review-card.js";
import { askForToken, toast } from "./notices.js";
import { createCellPicker, createSiteOverview } from "./site-overview.js";
import { createTabs } from "./tabs.js";

const $ = (selector) => document.querySelector(selector);
// Conversation ids belong to one cell: each cell's page keeps its own.
const CONVERSATION_KEY = chosenCell() ? `cellpilot-conversation:${chosenCell()}` : "cellpilot-conversation";

/** What the chat shows of a turn: a review's question and plan size, never the step listing (that is the plan view). */
function chatText(turn) {
  if (turn.kind !== "review" || !turn.plan) return turn.reply;
  const lines = turn.reply.split("\n");
  const planAt = lines.findIndex((line) => line.startsWith("Plan:"));
  return planAt < 0 ? turn.reply : [...lines.slice(0, planAt), `Plan: ${planFacts(turn.plan)}.`].join("\n");
}

let conversationId = sessionStorage.getItem(CONVERSATION_KEY);
let events = null;
let graph;
let historyTable;
let siteOverview;
let observation = null;
let cell;
let robot = { position: null, tool: "none" };
let scene = { stacks: {}, activeZone: null, holding: null };
let lastInterpretation = null;
const chat = createChatPanel($("#chat"), { onSend: (text) => send(text) });
const planView = createPlanView(
  { runBar: $("#progress"), plan: $("#plan") },
  {
    onStop: (mode) =>
      post("/api/runs/current/stop", { mode }).catch((error) => toast(`Stop: ${error.message}`)),
  },
);
const reviewCard = createReviewCard($("#review"), {
  approve: (review) => reviewAction("approve", { hitlId: review.hitlId }, "Approve"),
  cancel: (review) => reviewAction("cancel", { hitlId: review.hitlId }, "Cancel"),
  revise: (review, comment) =>
    reviewAction("revise", { hitlId: review.hitlId, comment }, `Revise: ${comment}`),
  answer: (text) => send(text),
  choose: (review, optionId) => {
    const label = review.options.find((option) => option.id === optionId)?.label ?? optionId;
    return reviewAction("choose", { hitlId: review.hitlId, optionId }, label);
  },
});
const tabs = createTabs($("[role=tablist]"), {
  onShow: (name) => {
    if (name === "history") historyTable?.load();
    if (name === "site") siteOverview?.load();
  },
});

function setRobotState(state) {
  if (!state) return;
  robot = { position: state.current_position, tool: state.current_tool };
  $("#robot-position").textContent = robot.position;
  $("#robot-tool").textContent = robot.tool;
  graph?.setRobot(robot.position, robot.tool);
}

/** The controller runs go to and its health (GET /api/state `controller`). */
function setController(health) {
  if (!health) return;
  const badge = $("#controller");
  const name =
    health.kind === "opcua" ? `OPC UA ${health.endpoint.replace(/^opc\.tcp:\/\//, "")}` : "simulator";
  badge.textContent = health.kind === "opcua" && !health.connected ? `${name} · disconnected` : name;
  badge.dataset.status = health.connected ? "live" : "down";
  badge.title =
    health.lastError ??
    (health.lastContact ? `last answer ${health.lastContact}` : "the controller runs go to");
}

function setRunning(running) {
  $("#run-indicator").dataset.running = String(running);
  $("#run-indicator").textContent = running ? "running" : "idle";
}

/** Draws an assembly cell's saved scene (from GET /api/state); false when there is none. */
function showScene(saved) {
  if (!saved || !cell?.assembly) return false;
  scene = { stacks: saved.stacks, activeZone: saved.active_zone, holding: saved.holding };
  graph.setStacks(scene.stacks);
  return true;
}

function zoneOf(name) {
  const zone = cell.assembly?.zones.find((z) => z.name === name || z.aliases.includes(name));
  return zone?.name ?? name;
}

/** A new plan replaces the one shown (graph and step list); an answer or a question leaves it. */
function showPlan(turn) {
  if (turn.plan && turn.kind === "review") {
    planView.showSteps(turn.plan.steps, { facts: `${planFacts(turn.plan)}.` });
    graph.showPlan(turn.plan.steps, turn.plan.path[0]);
  }
  const sequence = turn.interpretation?.sequence;
  if (!cell.assembly || !sequence?.length) return;
  const words = sequence.map(describeInstruction);
  if (turn.kind === "review") {
    planView.showAssembly(words, layersPerZone(scene, sequence, zoneOf), {
      label: "Planned, waiting for approval.",
    });
  } else if (turn.kind === "run") {
    // After the run: the stacks it built, as the cell keeps them.
    const touched = layersPerZone({ stacks: {}, activeZone: scene.activeZone }, sequence, zoneOf).map(
      ({ zone }) => zone,
    );
    api("/api/state")
      .then((state) => {
        const stacks = state.scene?.stacks ?? applySequence(scene, sequence, zoneOf).stacks;
        planView.showAssembly(
          words,
          touched.map((zone) => ({ zone, layers: stacks[zone] ?? [] })),
          { ran: true },
        );
      })
      .catch(() => {});
  }
}

// Runs whose final turn is shown: with respond-async the final turn (an event) can overtake the
// request's own "under way" answer, which must not then be shown after it.
const finishedRuns = new Set();

function handleTurn(turn) {
  const runId = turn.kind === "run" ? turn.run?.runId : undefined;
  if (runId && turn.run.status === "running" && finishedRuns.has(runId)) return;
  if (runId && turn.run.status !== "running") finishedRuns.add(runId);
  const failed = turn.kind === "run" && turn.run?.status === "failed";
  chat.add("cell", chatText(turn), failed ? "failed" : turn.kind);
  showPlan(turn);
  if (turn.pendingReview) reviewCard.show(turn.pendingReview, turn.plan);
  else reviewCard.hide();
  if (turn.interpretation !== undefined && observation) {
    lastInterpretation = turn.interpretation;
    observation.show(turn.interpretation);
  }
  setRobotState(turn.state);
  const finished = turn.kind === "run" && turn.run?.status !== "running";
  if (finished && cell.assembly && lastInterpretation?.sequence) {
    // The server's saved scene when it keeps one (every conversation's runs); else drawn from the sequence.
    const sequence = lastInterpretation.sequence;
    api("/api/state")
      .then((state) => {
        if (!showScene(state.scene)) {
          scene = applySequence(scene, sequence, zoneOf);
          graph.setStacks(scene.stacks);
        }
      })
      .catch(() => {});
  }
  if (finished) historyTable.load();
}

async function guarded(action) {
  try {
    return await action();
  } catch (error) {
    chat.add("cell", error.message, "error");
    if (error.status === 401) {
      await askForToken();
      location.reload();
    }
  }
}

async function send(text) {
  chat.add("operator", text);
  await guarded(async () => {
    const strict =
      cell.kind === "assembly" ? { strict: localStorage.getItem("cellpilot-strict") === "1" } : {};
    handleTurn(await postAsync(`/api/conversations/${conversationId}/messages`, { text, ...strict }));
  });
}

async function reviewAction(action, body, echo) {
  chat.add("operator", echo);
  await guarded(async () =>
    handleTurn(await postAsync(`/api/conversations/${conversationId}/review/${action}`, body)),
  );
}

function onEvent(type, event) {
  switch (type) {
    case "run-started":
      planView.started(event, { motions: Boolean(cell.assembly) });
      setRunning(true);
      if (event.steps && !cell.assembly && !document.querySelector(".plan-path path"))
        graph.showPlan(event.steps, robot.position);
      break;
    case "run-step-started":
      planView.stepStarted(event.stepIndex);
      graph.setStepState(event.stepIndex, "running");
      if (event.step.action === "move") graph.setRobot(event.step.target, robot.tool); // glide while it moves
      break;
    case "run-step-completed":
      planView.stepCompleted(event.stepIndex);
      graph.setStepState(event.stepIndex, "completed");
      setRobotState(event.state);
      break;
    case "run-step-failed":
      planView.stepFailed(event.stepIndex, event.error);
      graph.setStepState(event.stepIndex, "error");
      break;
    case "run-finished":
      planView.finished(event.status, event.error);
      setRunning(false);
      historyTable.load();
      api("/api/state")
        .then((state) => {
          setRobotState(state);
          setController(state.controller);
          showScene(state.scene);
        })
        .catch(() => {});
      break;
    case "conversation-turn":
      if (event.conversationId === conversationId) handleTurn(event.turn);
      break;
  }
}

function showConnection(status) {
  $("#connection").textContent = status;
  $("#connection").dataset.status = status;
}

/** The event stream of this conversation: "live" once the server has subscribed it. */
function listen() {
  events?.close();
  showConnection("connecting");
  events = openEvents(conversationId, onEvent, showConnection);
}

async function ensureConversation() {
  if (conversationId) {
    try {
      const existing = await api(`/api/conversations/${conversationId}`);
      for (const entry of existing.entries)
        chat.add(entry.role, entry.turn ? chatText(entry.turn) : entry.text, entry.turn?.kind);
      const interpreted = existing.entries.findLast((entry) => entry.turn?.interpretation);
      if (interpreted && observation) {
        // after a reload: the last interpretation is shown again
        lastInterpretation = interpreted.turn.interpretation;
        observation.show(lastInterpretation);
      }
      const planned = existing.entries.findLast((entry) => entry.turn?.kind === "review")?.turn;
      if (existing.pendingReview) {
        // after a reload: the waiting review with its plan drawn again
        if (planned) showPlan(planned);
        reviewCard.show(existing.pendingReview, planned?.plan, { focus: false });
      }
      return;
    } catch (error) {
      if (error.status !== 404) throw error;
    }
  }
  conversationId = (await post("/api/conversations")).conversationId;
  sessionStorage.setItem(CONVERSATION_KEY, conversationId);
}

async function start() {
  let health;
  for (;;) {
    try {
      health = await api("/api/health");
      break;
    } catch (error) {
      if (error.status !== 401) throw error;
      await askForToken();
    }
  }
  cell = await api("/api/cell");
  document.title = `cellpilot — ${cell.cell}`;
  $("#cell-name").textContent = cell.cell;
  $("#cell-description").textContent = cell.description;
  document.body.dataset.cellKind = cell.kind;
  if (cell.assembly)
    $("input[name=text]").placeholder = "Tell the cell what to do — e.g. make a BLT on the left";
  graph = createCellGraph($("#graph"), cell);
  if (cell.assembly) {
    scene = {
      stacks: Object.fromEntries(cell.assembly.zones.map((zone) => [zone.name, []])),
      activeZone: cell.assembly.zones.find((z) => z.default)?.name,
      holding: null,
    };
    graph.setStacks(scene.stacks);
    observation = createObservationView($("#observation"), {
      isStrict: () => localStorage.getItem("cellpilot-strict") === "1",
      setStrict: (on) => localStorage.setItem("cellpilot-strict", on ? "1" : "0"),
      onSave: (name) => send(`call that ${name.replaceAll("_", " ")}`),
    });
  }
  historyTable = createHistoryTable($("#history"), {
    onReplay: async (run) => {
      tabs.show("console");
      chat.add("operator", `Replay: ${run.operator_input}`);
      await guarded(async () =>
        handleTurn(await postAsync(`/api/runs/${encodeURIComponent(run.run_id)}/replay`, { conversationId })),
      );
    },
    onError: (error) => toast(error.message),
  });
  siteOverview = createSiteOverview($("#site"), {
    current: cell.cell,
    onError: (error) => toast(error.message),
  });
  createCellPicker($("#cell-picker"), { cells: await siteOverview.load(), current: cell.cell });
  $("#cell-name").hidden = !$("#cell-picker").hidden;
  const state = await api("/api/state");
  setRobotState(state);
  setController(state.controller);
  showScene(state.scene);
  setInterval(
    () =>
      api("/api/state").then(
        (latest) => setController(latest.controller),
        () => {},
      ),
    15_000,
  );
  await ensureConversation();
  listen();
  historyTable.load();
  document.body.dataset.ready = "true";
  if (health.auth && !getToken()) toast("This server needs a token.");
  if (!$("#review").contains(document.activeElement)) chat.focus();
}

$("#new-conversation").addEventListener("click", async () => {
  document.body.dataset.ready = "false";
  sessionStorage.removeItem(CONVERSATION_KEY);
  conversationId = null;
  chat.clear();
  reviewCard.hide();
  planView.clear();
  graph?.clearPlan();
  await guarded(ensureConversation);
  listen();
  document.body.dataset.ready = "true";
});
start().catch((error) => toast(`The console could not start: ${error.message}`));
