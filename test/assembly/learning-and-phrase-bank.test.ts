import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assemblyMemoryOf } from "../../src/assembly/assembly-memory-store.js";
import { detectLearning } from "../../src/assembly/detect-learning.js";
import { normalizeCommand } from "../../src/assembly/normalize-command.js";
import { initialScene } from "../../src/assembly/scene-state.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { cell, instructions, interpret, layers, placements } from "./support/interpret.js";

let cleanup = () => {};
afterEach(() => cleanup());

/** The learned memory in a cell store's SQLite file. */
function openMemory(file: string) {
  const store = openSqliteStore({ file, initialState: cell.snapshot.data.initialState });
  return Object.assign(assemblyMemoryOf(store), { close: () => store.close() });
}

function memoryStore() {
  const temp = makeTempDir();
  const memory = openMemory(join(temp.dir, "sandwich.sqlite"));
  cleanup = () => {
    void memory.close();
    temp.cleanup();
  };
  return memory;
}

/** Interprets a directive and saves it the way a run does, then returns the memory. */
async function teach(store: ReturnType<typeof memoryStore>, text: string) {
  const result = interpret(text, { memory: await store.getMemory() })!;
  expect(result.composite_name).toBeTruthy();
  await store.learn({ name: result.composite_name!, sequence: result.sequence, taught_from: text }, [
    result.composite_name!.replace(/_/g, " "),
  ]);
  return store.getMemory();
}

describe("learning directives", () => {
  it.each([
    ["call that the classic plus", "classic_plus", "name"],
    ["remember this as my usual", "my_usual", "name"],
    ["from now on, careful means slow speed and go home after", "careful", "definition"],
    ["make a BLT every time I say sandwich", "sandwich", "alias"],
    ["make bread, meat, bread and call it the simple", "simple", "name"],
    ["whenever I say cheesy, make a cheese sandwich with extra cheese", "cheesy", "alias"],
    ["let's call this one the tower", "tower", "name"],
    ["this is my usual", "my_usual", "name"],
    ["name this sandwich the giant", "giant", "name"],
  ])("%s → %s", (text, name, kind) => {
    expect(detectLearning(normalizeCommand(text))).toMatchObject({ name, kind });
  });

  it("produces the underlying sequence, the snake_case name and feedback that it will be saved", () => {
    const result = interpret("make bread, meat, bread and call it the simple")!;
    expect(layers(result)).toEqual(["bread", "meat", "bread"]);
    expect(result.composite_name).toBe("simple");
    expect(result.user_feedback).toMatch(/will be saved to memory/);
    const careful = interpret("from now on, careful means slow speed and go home after")!;
    expect(careful.sequence).toEqual([
      { instruction: "adjust_speed", params: { level: "slow" } },
      { instruction: "go_home", params: {} },
    ]);
  });

  it("asks for a name when told to save without one", () => {
    const result = interpret("make a veggie and save it")!;
    expect(result.sequence.length).toBe(5);
    expect(result.composite_name).toBeNull();
    expect(result.user_feedback).toMatch(/call that the/);
  });

  it("names the scene's stack when 'that' has no previous command", () => {
    const scene = {
      ...initialScene(cell),
      stacks: { assembly_fixture: ["bread", "cheese", "bread"], assembly_left: [], assembly_right: [] },
    };
    const result = interpret("call that the classic plus", { scene })!;
    expect(result.composite_name).toBe("classic_plus");
    expect(layers(result)).toEqual(["bread", "cheese", "bread"]);
  });
});

describe("learned composites are used by the very next command", () => {
  it("through the phrase bank, exactly and fuzzily", async () => {
    const store = memoryStore();
    const memory = await teach(store, "make a club with extra cheese and call it the big one");
    const exact = interpret("make the big one", { memory })!;
    expect(exact.source).toBe("phrase_bank");
    expect(layers(exact)).toEqual(["bread", "meat", "cheese", "cheese", "lettuce", "tomato", "bread"]);
    const fuzzy = interpret("the bigg one", { memory })!;
    expect(fuzzy.source).toBe("phrase_bank");
  });

  it("an alias taught with 'every time I say' runs its sequence", async () => {
    const memory = await teach(memoryStore(), "make a BLT every time I say sandwich");
    expect(layers(interpret("sandwich", { memory }))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(layers(interpret("make a sandwich on the right", { memory }))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
    expect(Object.keys(placements(interpret("make a sandwich on the right", { memory })))).toEqual([
      "assembly_right",
    ]);
  });

  it("a taught modifier wraps another command: its speed first, the rest after", async () => {
    const memory = await teach(memoryStore(), "from now on, careful means slow speed and go home after");
    const result = interpret("careful, make a cheese sandwich", { memory })!;
    expect(instructions(result)).toEqual(["adjust_speed", "add_layer", "add_layer", "add_layer", "go_home"]);
  });

  it("a modifier word never lets a saved phrase swallow a different command", async () => {
    const memory = await teach(memoryStore(), "make a BLT and call it the lunch");
    for (const text of [
      "make the lunch with no tomato",
      "make the lunch with extra meat",
      "make the lunch on the left",
      "slowly make the lunch",
      "make 2 lunch",
    ]) {
      expect(interpret(text, { memory })!.source, text).toBe("rules");
    }
    expect(layers(interpret("make the lunch with no tomato", { memory }))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "bread",
    ]);
    expect(layers(interpret("make the lunch", { memory }))).toEqual([
      "bread",
      "meat",
      "lettuce",
      "tomato",
      "bread",
    ]);
  });

  it("a learned name is never reached through a typo of a command word", async () => {
    const memory = await teach(memoryStore(), "stack bread, cheese, bread and call it the snack");
    expect(layers(interpret("stack bread, tomato, bread", { memory }))).toEqual(["bread", "tomato", "bread"]);
    expect(layers(interpret("make the snack", { memory }))).toEqual(["bread", "cheese", "bread"]);
  });

  it("recipes stay distinct from their modified forms without any memory", () => {
    expect(layers(interpret("make a BLT"))).toEqual(["bread", "meat", "lettuce", "tomato", "bread"]);
    expect(layers(interpret("make a BLT with no tomato"))).toEqual(["bread", "meat", "lettuce", "bread"]);
  });
});

describe("the memory store", () => {
  it("saves a composite and its aliases together, replaces by name, and survives reopening", async () => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const file = join(temp.dir, "sandwich.sqlite");
    const first = openMemory(file);
    await first.learn(
      { name: "lunch", sequence: [{ instruction: "go_home", params: {} }], taught_from: "x" },
      ["lunch", "midday"],
    );
    await first.learn(
      { name: "lunch", sequence: [{ instruction: "wait", params: { seconds: 1 } }], taught_from: "y" },
      ["lunch"],
    );
    await first.close();
    const second = openMemory(file);
    const memory = await second.getMemory();
    expect(memory.composites).toHaveLength(1);
    expect(memory.composites[0].sequence).toEqual([{ instruction: "wait", params: { seconds: 1 } }]);
    expect(memory.aliases.map((alias) => alias.phrase).sort()).toEqual(["lunch", "midday"]);
    expect(await second.forget("lunch")).toBe(true);
    expect(await second.getMemory()).toEqual({ composites: [], aliases: [] });
    await second.close();
  });
});
