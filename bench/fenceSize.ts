/**
 * fenceSize (issue 22 finding 5, issue 24's fence line): what one oversized area fence costs
 * the API process. Our API on a fresh PostgreSQL database (made and dropped by the run): a
 * 25,000-point fence sent to updateArea (refused for its size), then the largest fence the
 * limit accepts (FENCE_POINT_LIMIT points in all: an outer ring and an ops ring inside it, the
 * heaviest shape for the crossing and within checks) stored, each BENCH_FENCE_ROUNDS times;
 * /healthz asked every 5 ms meanwhile, from this process, so a blocked event loop in the API
 * shows as a slow health answer.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { FENCE_POINT_LIMIT } from '@ops/shared/rules/fences';
import { createArea } from '../server/src/domains/wallet/testFixtures';
import { benchStaffSession } from './apiVsSql';
import { buildBenchServer, freshPostgres, summarize } from './claimsSupport';
import { startApiProcess } from './support';

const ROUNDS = Number(process.env.BENCH_FENCE_ROUNDS ?? 10);
const UPDATE = `mutation($id: ID!, $version: Int!, $input: AreaInput!) { updateArea(_id: $id, version: $version, input: $input) { version } }`;

const circle = (n: number, radius: number): number[][] =>
  Array.from({ length: n }, (_, i) => [
    30.05 + radius * Math.sin((2 * Math.PI * i) / n),
    31.23 + radius * Math.cos((2 * Math.PI * i) / n),
  ]);

const input = (outerFence: number[][], opsFences: number[][][]) => ({
  viewInOpsApp: true,
  payBalanceOnly: false,
  forceIdVerification: false,
  isMultiLevel: false,
  isGeofencingEnabled: true,
  isOpsFencingEnabled: true,
  isEndingRideRestrictedinOuterFence: false,
  isExpressArea: false,
  outerFence,
  restrictedFences: [],
  opsFences,
  reservationPlans: [],
});

async function timedUpdate(
  url: string,
  token: string,
  variables: Record<string, unknown>,
): Promise<{ ms: number; error: string | null }> {
  // Serialised before the clock starts: the API's time is measured, not this process's.
  const body = JSON.stringify({ query: UPDATE, variables });
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { errors?: Array<{ message: string }> };
  return { ms: performance.now() - started, error: answer.errors?.[0]?.message ?? null };
}

/** /healthz every 5 ms until stopped: each answer's latency. */
function healthProbe(url: string): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

export async function fenceSize(): Promise<Record<string, unknown>> {
  const database = await freshPostgres(10, 'ops_bench_fences');
  const bench = await buildBenchServer(database.handle);
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  try {
    const { token } = await benchStaffSession(bench.deps, {
      name: 'Bench Areas',
      department: 'Operations',
      level: 2,
      permissions: { areas: { VIEW_PAGE: true, EDIT: true } },
    });
    const areaId = await createArea(bench.deps.db);
    api = await startApiProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database.name}`,
      DEMO_SEED: '0',
    });

    const idleProbe = healthProbe(api.url);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = summarize(await idleProbe.stop());

    const huge = input(circle(25_000, 0.02), []);
    const largest = input(circle(FENCE_POINT_LIMIT / 2, 0.02), [circle(FENCE_POINT_LIMIT / 2, 0.01)]);
    const refused: number[] = [];
    const stored: number[] = [];
    const errors: string[] = [];
    let version = 1;
    const probe = healthProbe(api.url);
    for (let round = 0; round < ROUNDS; round++) {
      const refusal = await timedUpdate(api.url, token, { id: areaId, version, input: huge });
      if (!refusal.error?.includes('at most')) errors.push(`25,000 points: ${refusal.error ?? 'accepted'}`);
      refused.push(refusal.ms);
      const save = await timedUpdate(api.url, token, { id: areaId, version, input: largest });
      if (save.error) errors.push(`largest: ${save.error}`);
      else version++;
      stored.push(save.ms);
    }
    const during = summarize(await probe.stop());
    return {
      machine: '2 cores (shared)',
      loadAverage1m: os.loadavg()[0],
      engine: 'postgresql',
      rounds: ROUNDS,
      pointLimit: FENCE_POINT_LIMIT,
      refuse25000PointsMs: summarize(refused),
      storeLargestAcceptedMs: summarize(stored),
      healthzIdleMs: idle,
      healthzDuringMs: during,
      errors,
      targets: { refuseMs: 50, storeMs: 200 },
    };
  } finally {
    await api?.stop();
    await bench.close();
    await database.drop();
  }
}
