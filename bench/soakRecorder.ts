import { summarize } from './claimsSupport';
import type { RunningServer } from './support';

/**
 * What the soak's clients saw: GraphQL latency by operation, and every answer that was not a
 * plain success, sorted into two kinds. An error is a failure nobody asked for (a transport
 * failure, an HTTP status other than 200, a masked 'Unexpected error', a refused token); a
 * refusal is one of our UserErrors (extensions.code 500, server/src/platform/errors.ts, mapped in server/src/platform/graphql/domainErrors.ts): the
 * service said no on purpose, e.g. an agent acting on a task the engine moved meanwhile.
 * "Zero errors" (issue 13 §8) is about the first kind; refusals are counted by message so a
 * reader can judge each.
 */
export class SoakRecorder {
  private readonly latencies = new Map<string, number[]>();
  errors = 0;
  readonly errorSamples: string[] = [];
  private readonly refusals = new Map<string, number>();

  error(operation: string, message: string): void {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(`${operation}: ${message}`);
  }

  async request<T>(
    operation: string,
    server: RunningServer,
    query: string,
    variables: Record<string, unknown>,
    token: string,
  ): Promise<T | null> {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as {
        data?: T | null;
        errors?: Array<{ message: string; extensions?: { code?: unknown } }>;
      };
      const first = body.errors?.[0];
      if (response.status !== 200 || (!first && !body.data)) {
        this.error(operation, `HTTP ${response.status} ${first?.message ?? ''}`);
        return null;
      }
      if (first) {
        if (first.extensions?.code === 500) {
          const key = `${operation}: ${first.message}`;
          this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
        } else this.error(operation, `${String(first.extensions?.code ?? '')} ${first.message}`);
        return null;
      }
      return body.data ?? null;
    } catch (error) {
      this.error(operation, (error as Error).message);
      return null;
    } finally {
      const list = this.latencies.get(operation) ?? [];
      list.push(performance.now() - started);
      this.latencies.set(operation, list);
    }
  }

  /** p50/p95/… by operation, and over every operation together. */
  latencyReport(): Record<string, ReturnType<typeof summarize>> {
    const all: number[] = [];
    const byOperation: Record<string, ReturnType<typeof summarize>> = {};
    for (const [operation, samples] of this.latencies) {
      all.push(...samples);
      byOperation[operation] = summarize([...samples].sort((a, b) => a - b));
    }
    return { allOperations: summarize(all.sort((a, b) => a - b)), ...byOperation };
  }

  refusalReport(): Record<string, number> {
    return Object.fromEntries([...this.refusals.entries()].sort((a, b) => b[1] - a[1]));
  }
}

/**
 * A process's memory as its own /metrics reports it (prom-client's default collectors): resident
 * set, V8 heap used (not after a GC: it saws between collections) and memory outside the heap
 * (Buffers, sockets).
 */
export async function memoryMb(
  server: RunningServer,
): Promise<{ rss: number; heapUsed: number; external: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const read = (name: string) => {
    const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
    return Math.round(Number(line?.split(' ')[1] ?? 0) / 2 ** 20);
  };
  return {
    rss: read('process_resident_memory_bytes'),
    heapUsed: read('nodejs_heap_size_used_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}
