import { AsyncLocalStorageProviderSingleton, _CONTEXT_VARIABLES_KEY } from "@langchain/core/singletons";

/** Where LangChain keeps the config of the running node in its async context (getConfig, interrupt). */
const CHILD_CONFIG = Symbol.for("lc:child_config");
const SKIPPING = Symbol.for("cellpilot:untraced-run-context");
/** The variables that turn LangSmith tracing or LangChain's verbose logging on. */
const TRACING_VARIABLES = [
  "LANGSMITH_TRACING",
  "LANGSMITH_TRACING_V2",
  "LANGCHAIN_TRACING",
  "LANGCHAIN_TRACING_V2",
  "LANGCHAIN_VERBOSE",
];

type Context = Record<PropertyKey, unknown> | undefined;
interface RunContextProvider {
  getInstance(): { getStore(): Context; run<T>(store: Context, callback: () => T): T };
  runWithConfig<T>(config: unknown, callback: () => T, avoidCreatingRootRunTree?: boolean): T;
  [SKIPPING]?: boolean;
}

function hasCallbackHandlers(config: unknown): boolean {
  const callbacks = (config as { callbacks?: unknown } | undefined)?.callbacks;
  if (!callbacks) return false;
  if (Array.isArray(callbacks)) return callbacks.length > 0;
  const manager = callbacks as { handlers?: unknown[]; inheritableHandlers?: unknown[] };
  return (manager.handlers?.length ?? 0) > 0 || (manager.inheritableHandlers?.length ?? 0) > 0;
}

/**
 * LangChain wraps every node, channel write and branch of a LangGraph step in
 * `runWithConfig`, which builds a LangSmith RunTree each time (a UUID, a timestamp, environment
 * look-ups) even with tracing off: a third of a workflow turn's CPU. With tracing off and no
 * callback handlers, this keeps only what LangGraph reads back from that context — the node's
 * config (getConfig, interrupt) and context variables — exactly as the original stores them.
 * With tracing on, or handlers given, the original runs untouched. Returns whether it skips.
 */
export function skipUntracedRunTrees(env: NodeJS.ProcessEnv = process.env): boolean {
  if (TRACING_VARIABLES.some((name) => env[name]?.trim().toLowerCase() === "true")) return false;
  const provider = AsyncLocalStorageProviderSingleton as unknown as RunContextProvider;
  if (provider[SKIPPING]) return true;
  if (typeof provider.runWithConfig !== "function" || typeof provider.getInstance !== "function")
    return false;
  const original = provider.runWithConfig.bind(provider);
  provider.runWithConfig = <T>(config: unknown, callback: () => T, avoidCreatingRootRunTree?: boolean): T => {
    if (hasCallbackHandlers(config)) return original(config, callback, avoidCreatingRootRunTree);
    const storage = provider.getInstance();
    const previous = storage.getStore();
    let context: Context = avoidCreatingRootRunTree ? undefined : { extra: { [CHILD_CONFIG]: config } };
    if (previous?.[_CONTEXT_VARIABLES_KEY] !== undefined) {
      context ??= {};
      context[_CONTEXT_VARIABLES_KEY] = previous[_CONTEXT_VARIABLES_KEY];
    }
    return storage.run(context, callback);
  };
  provider[SKIPPING] = true;
  return true;
}
