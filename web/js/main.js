// The console: wires the API, the event stream and the panels together.
import { api, getToken, openEvents, post, setToken } from "./api.js";
import { applySequence } from "./assembly-stacks.js";
import { createCellGraph } from "./cell-graph.js";
import { createChatPanel } from "./chat-panel.js";
import { createHistoryTable } from "./history-table.js";
import { createObservationView } from "./observation-view.js";
import { createReviewCard } from "./review-card.js";
import { createRunProgress } from "./run-progress.js";

const $ = (selector) => document.querySelector(selector);
const CONVERSATION_KEY = "cellpilot-conversation";

function toast(message) {
  const element = $("#toast");
  element.textContent = message;
  element.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (element.hidden = true), 6000);
}

function showScreen(name) {
  for (const screen of document.querySelectorAll("[data-screen]"))
    screen.hidden = screen.dataset.screen !== name;
  for (const tab of document.querySelectorAll("[data-tab]"))
    tab.setAttribute("aria-selected", String(tab.dataset.tab === name));
  if (name === "history") historyTable.load();
}

function askForToken() {
  return new Promise((resolve) => {
    const dialog = $("#token-dialog");
    dialog.hidden = false;
    $("#token-form").addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        setToken($("#token-input").value.trim());
        dialog.hidden = true;
        resolve();
      },
      { once: true },
    );
  });
}

let conversationId = sessionStorage.getItem(CONVERSATION_KEY);
let graph;
let historyTable;
let observation = null;
let cell;
let robot = { position: null, tool: "none" };
let scene = { stacks: {}, activeZone: null, holding: null };
let lastInterpretation = null;
const chat = createChatPanel($("#chat"), { onSend: (text) => send(text) });
const progress = createRunProgress($("#progress"), {
  onStop: () => post("/api/runs/current/stop").catch((error) => toast(`Stop: ${error.message}`)),
});
const reviewCard = createReviewCard($("#review"), {
  approve: (review) => reviewAction("approve", { hitlId: review.hitlId }),
  cancel: (review) => reviewAction("cancel", { hitlId: review.hitlId }),
  revise: (review, comment) =>
    reviewAction("revise", { hitlId: review.hitlId, comment }, `Revise: ${comment}`),
  answer: (text) => send(text),
  choose: (review, optionId) => {
    const label = review.options.find((option) => option.id === optionId)?.label ?? optionId;
    return reviewAction("choose", { hitlId: review.hitlId, optionId }, label);
  },
});

function setRobotState(state) {
  if (!state) return;
  robot = { position: state.current_position, tool: state.current_tool };
  $("#robot-position").textContent = robot.position;
  $("#robot-tool").textContent = robot.tool;
  graph?.setRobot(robot.position, robot.tool);
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

function handleTurn(turn) {
  chat.add("cell", turn.reply, turn.kind === "run" && turn.run?.status === "failed" ? "failed" : turn.kind);
  if (turn.kind !== "run") {
    // a finished run keeps its travelled path drawn; anything else shows the new plan (or none)
    graph.setPath(turn.plan?.path ?? []);
    if (turn.plan) progress.show(turn.plan.steps);
    else if (turn.pendingReview && cell.assembly) progress.show([]); // an assembly plan waits: no stale run shown
  }
  if (turn.pendingReview) reviewCard.show(turn.pendingReview, turn.plan);
  else reviewCard.hide();
  if (turn.interpretation !== undefined && observation) {
    lastInterpretation = turn.interpretation;
    observation.show(turn.interpretation);
  }
  if (turn.kind === "run" && cell.assembly && lastInterpretation?.sequence) {
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
  setRobotState(turn.state);
  if (turn.kind === "run") historyTable.load();
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

async function send(text, extra = {}) {
  chat.add("operator", text);
  await guarded(async () => {
    const strict =
      cell.kind === "assembly" ? { strict: localStorage.getItem("cellpilot-strict") === "1" } : {};
    handleTurn(await post(`/api/conversations/${conversationId}/messages`, { text, ...strict, ...extra }));
  });
}

async function reviewAction(action, body, echo) {
  chat.add("operator", echo ?? (action === "approve" ? "Approve" : "Cancel"));
  await guarded(async () =>
    handleTurn(await post(`/api/conversations/${conversationId}/review/${action}`, body)),
  );
}

function onRunEvent(type, event) {
  switch (type) {
    case "run-started":
      progress.started(event.totalSteps);
      $("#run-indicator").hidden = false;
      break;
    case "run-step-started":
      progress.stepStarted(event.stepIndex, event.step);
      if (event.step.action === "move") {
        graph.markTravelled(robot.position, event.step.target);
        graph.setRobot(event.step.target, robot.tool); // glide while the move runs
      }
      break;
    case "run-step-completed":
      progress.stepCompleted(event.stepIndex);
      setRobotState(event.state);
      break;
    case "run-step-failed":
      progress.stepFailed(event.stepIndex, event.error);
      break;
    case "run-finished":
      progress.finished(event.status, event.error);
      $("#run-indicator").hidden = true;
      historyTable.load();
      api("/api/state")
        .then((state) => {
          setRobotState(state);
          showScene(state.scene);
        })
        .catch(() => {});
      break;
  }
}

async function ensureConversation() {
  if (conversationId) {
    try {
      const existing = await api(`/api/conversations/${conversationId}`);
      for (const entry of existing.entries) chat.add(entry.role, entry.text, entry.turn?.kind);
      const interpreted = existing.entries.findLast((entry) => entry.turn?.interpretation);
      if (interpreted && observation) {
        // after a reload: the last interpretation is shown again
        lastInterpretation = interpreted.turn.interpretation;
        observation.show(lastInterpretation);
      }
      if (existing.pendingReview) {
        // after a reload: the waiting review with its plan drawn again
        const plan = existing.entries.at(-1)?.turn?.plan;
        reviewCard.show(existing.pendingReview, plan);
        if (plan) {
          graph.setPath(plan.path);
          progress.show(plan.steps);
        }
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
      showScreen("console");
      chat.add("operator", `Replay: ${run.operator_input}`);
      await guarded(async () =>
        handleTurn(await post(`/api/runs/${encodeURIComponent(run.run_id)}/replay`, { conversationId })),
      );
    },
    onError: (error) => toast(error.message),
  });
  const state = await api("/api/state");
  setRobotState(state);
  showScene(state.scene);
  await ensureConversation();
  openEvents(onRunEvent, (status) => {
    $("#connection").textContent = status;
    $("#connection").dataset.status = status;
  });
  historyTable.load();
  document.body.dataset.ready = "true";
  if (health.auth && !getToken()) toast("This server needs a token.");
  chat.focus();
}

for (const tab of document.querySelectorAll("[data-tab]"))
  tab.addEventListener("click", () => showScreen(tab.dataset.tab));
$("#new-conversation").addEventListener("click", async () => {
  sessionStorage.removeItem(CONVERSATION_KEY);
  conversationId = null;
  chat.clear();
  reviewCard.hide();
  graph?.setPath([]);
  await guarded(ensureConversation);
});
start().catch((error) => toast(`The console could not start: ${error.message}`));
