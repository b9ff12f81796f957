import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import demoAccounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { freePort, signInDemo, startApiProcess } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;

async function measure(url: string, body: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function graphqlThroughput() {
  const api = await startApiProcess({ DEMO_SEED: '1', SEED_SCALE: '0.05' });
  const agent = demoAccounts.find((account) => account.role === 'Support Agent');
  if (!agent) throw new Error('no Support Agent in demo-accounts.json');
  const token = await signInDemo(api.url, agent.phoneNumber, agent.password);
  const ours = await measure(api.url, JSON.stringify({ query: '{ getMyUserData { wsId } }' }), {
    authorization: `Bearer ${token}`,
  });
  await api.stop();

  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bareYoga.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bareUrl = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve) => bare.stdout?.once('data', () => resolve()));
  const baseline = await measure(bareUrl, JSON.stringify({ query: '{ hello }' }), {});
  bare.kill('SIGTERM');

  return {
    name: 'authenticated trivial query: ours vs bare graphql-yoga',
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    ours,
    bareYoga: baseline,
    ratio: Number((ours.rps / baseline.rps).toFixed(2)),
    target: '>= 0.8',
  };
}
