import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
} from "@langchain/langgraph-checkpoint";

type Saver = BaseCheckpointSaver & { end?(): Promise<void> };

/**
 * A checkpointer whose backend is opened on first use, so opening a conversation stays
 * synchronous and a server checkpointer's driver is only loaded when it is configured. An opening
 * that failed (the server unreachable) is tried again by the next call, not remembered.
 */
export class DeferredCheckpointSaver extends BaseCheckpointSaver {
  private opening: Promise<Saver> | null = null;
  private closed = false;

  constructor(private readonly open: () => Promise<Saver>) {
    super();
  }

  private saver(): Promise<Saver> {
    if (this.closed) return Promise.reject(new Error("checkpointer closed"));
    if (!this.opening) {
      this.opening = this.open();
      this.opening.catch(() => {
        this.opening = null;
      });
    }
    return this.opening;
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    return (await this.saver()).getTuple(config);
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    yield* (await this.saver()).list(config, options);
  }

  async put(
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    newVersions: ChannelVersions,
  ): Promise<RunnableConfig> {
    return (await this.saver()).put(config, checkpoint, metadata, newVersions);
  }

  async putWrites(
    config: RunnableConfig,
    writes: PendingWrite[],
    taskId: string,
    taskPath?: string,
  ): Promise<void> {
    return (await this.saver()).putWrites(config, writes, taskId, taskPath);
  }

  async deleteThread(threadId: string): Promise<void> {
    return (await this.saver()).deleteThread(threadId);
  }

  /** Closes the backend (its connection pool) if it was opened. */
  async close(): Promise<void> {
    const opening = this.opening;
    this.closed = true;
    this.opening = null;
    const saver = await opening?.catch(() => null);
    await saver?.end?.();
  }
}
