import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Deps } from '../../platform/deps';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { closeAgents, makeArea, resetQueue, type Agent } from './testing';

/** What a workspace test file works with; filled in by the hooks before its first test. */
export interface TaskTestContext {
  server: TestServer;
  deps: Deps;
  areaId: string;
  /** Agents a test made: their sockets are closed after each test. */
  agents: Agent[];
}

/**
 * The hooks every task and attendance test file repeated: one server and one area per file,
 * an empty queue before each test (tasks from one test must not be offered in the next), and
 * every agent's socket closed after it.
 */
export function useTaskTestServer(): TaskTestContext {
  const context = { agents: [] as Agent[] } as TaskTestContext;
  beforeAll(async () => {
    context.server = await startTestServer();
    context.deps = context.server.server.deps;
    context.areaId = (await makeArea(context.deps)).id;
  });
  afterAll(async () => {
    closeAgents(context.agents);
    await context.server.close();
  });
  beforeEach(async () => resetQueue(context.deps));
  afterEach(() => closeAgents(context.agents.splice(0)));
  return context;
}
