import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAi } from "../../src/llm/openai.js";
import { interpretReplyWithRules, type ReplyProbe } from "../../src/review/interpret-reply-rules.js";
import { resolveReviewReply } from "../../src/review/resolve-review-reply.js";
import { createPendingReview } from "../../src/review/create-pending-review.js";
import { RETURN_TARGETS } from "../../src/review/review-trigger.js";
import { startProtocolServer, type ProtocolServer } from "../llm/protocol-server.js";

const approval = { kind: "approval" as const, expectedInput: "yes_no" as const };
const probe = (intent: ReplyProbe["intent"], executable = false, confidence = 0.9): ReplyProbe => ({
  intent,
  executable,
  confidence,
});

describe("the offline interpreter", () => {
  it.each([
    ["yes but skip position 2", "continue_with_modifications", "skip position 2"],
    ["ok, but don't attach tools", "continue_with_modifications", "don t attach tools"],
    ["ja aber ohne position 2", "continue_with_modifications", "ohne position 2"],
    ["skip position 2", "continue_with_modifications", "skip position 2"],
    ["also go to position 3", "continue_with_modifications", "also go to position 3"],
  ])("'%s' → %s (%s)", (reply, decision, comment) => {
    const result = interpretReplyWithRules(approval, reply, probe("action"));
    expect(result.decision).toBe(decision);
    expect(result.comment).toBe(comment);
  });

  it.each(["never mind", "forget it", "cancel that", "laisse tomber", "avbryt"])("'%s' cancels", (reply) => {
    expect(interpretReplyWithRules(approval, reply, probe("unknown")).decision).toBe("cancel");
  });

  it("a question or a complete new command switches intent; 'hmm' asks again", () => {
    expect(interpretReplyWithRules(approval, "where is the robot?", probe("question"))).toMatchObject({
      decision: "switch_intent",
      newInput: "where is the robot?",
    });
    expect(
      interpretReplyWithRules(approval, "go to safe position 3", probe("action", true, 1)).decision,
    ).toBe("switch_intent");
    expect(interpretReplyWithRules(approval, "hmm", probe("unknown")).decision).toBe("re_ask");
    expect(interpretReplyWithRules(approval, "", probe("unknown")).decision).toBe("re_ask");
  });

  it("the answer to a clarification continues with it", () => {
    const clarification = { kind: "clarification" as const, expectedInput: "free_text" as const };
    expect(interpretReplyWithRules(clarification, "position 2", probe("action", false, 0.5))).toMatchObject({
      decision: "continue",
      comment: "position 2",
    });
  });
});

describe("the LLM interpreter, over the OpenAI wire protocol", () => {
  let server: ProtocolServer;
  beforeAll(async () => {
    server = await startProtocolServer();
  });
  afterAll(async () => server.close());

  const review = createPendingReview({
    trigger: {
      reason: "needs_approval",
      kind: "approval",
      source: "planner",
      expectedInput: "yes_no",
      returnTo: RETURN_TARGETS.needs_approval,
    },
    question: "Run it?",
    originStepId: "planSequence#0",
    now: new Date("2026-03-02T10:00:00Z"),
    newId: () => "hitl-1",
  });
  const llm = () =>
    createOpenAi({
      apiKey: "test",
      model: "scripted",
      baseURL: `${server.url}/v1`,
      timeoutMs: 2000,
      maxRetries: 0,
    });
  const noProbe = async () => probe("unknown");

  it("uses the model's decision with allow-listed modifications only", async () => {
    server.script({
      kind: "text",
      text: '{"decision":"continue_with_modifications","modifications":{"skip_positions":["Pos_2"],"steps":[{"move":"anywhere"}]},"reason":"skip"}',
    });
    const result = await resolveReviewReply(review, "go ahead but leave out the second seam", {
      llm: llm(),
      probe: noProbe,
    });
    expect(result.interpretation).toMatchObject({
      decision: "continue_with_modifications",
      source: "llm",
      comment: "skip Pos_2",
    });
    expect(result.interpretation.modifications).toEqual({ skip_positions: ["Pos_2"] });
    const sent = server.requests.at(-1)!.body as { messages: Array<{ content: string }> };
    expect(JSON.stringify(sent.messages)).toContain("leave out the second seam");
  });

  it("an unreadable reply becomes re_ask; a failing server falls back to the rules", async () => {
    server.script({ kind: "text", text: "Sure thing! I think they want to continue." });
    expect(
      (await resolveReviewReply(review, "well, let us see", { llm: llm(), probe: noProbe })).interpretation
        .decision,
    ).toBe("re_ask");
    server.script({ kind: "status", status: 500 });
    const fallback = await resolveReviewReply(review, "never mind", { llm: llm(), probe: noProbe });
    expect(fallback.interpretation).toMatchObject({ decision: "cancel", source: "rules" });
    expect(fallback.llmError).toBeTruthy();
  });

  it("the fast path answers before any model call", async () => {
    const before = server.requests.length;
    expect(
      (await resolveReviewReply(review, "oui", { llm: llm(), probe: noProbe })).interpretation.decision,
    ).toBe("continue");
    expect(server.requests.length).toBe(before);
  });
});
