/**
 * Issue 24, which of the walk's pages cost most: staffWalk's world on PGlite (demo data, the SQL
 * riders and rides, the aggregates built), then every page query the walk asks, asked alone,
 * one after another (`BENCH_WALKOPS_ROUNDS` (3) rounds, each page as the first role answered it),
 * nothing else running on the API. Alone, an answer's time is its SQL's time on the one
 * connection plus the API's small fixed cost, so the list ranks the reads an agent's action may
 * wait behind during the walk. Printed as JSON, slowest first; not part of `npm run bench`.
 *
 * npx tsx bench/walkOperations.ts
 */
import os from 'node:os';
import { quantile } from './noStall';
import { pageQueries, prepareWalk, type PageQuery } from './staffWalk';

const ROUNDS = Number(process.env.BENCH_WALKOPS_ROUNDS ?? 3);

const { queries } = await pageQueries();
const walk = await prepareWalk('pglite', queries);
try {
  const askedAs = new Map<string, { page: PageQuery; token: string }>();
  for (const { role, token } of walk.tokens)
    for (const page of walk.pagesOf.get(role) ?? [])
      if (!askedAs.has(page.name)) askedAs.set(page.name, { page, token });
  const ms = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [name, { page, token }] of askedAs) {
      const asked = performance.now();
      await walk.server.gql(page.query, page.variables, token);
      (ms.get(name) ?? ms.set(name, []).get(name)!).push(performance.now() - asked);
    }
  const pages = [...ms]
    .map(([page, times]) => ({ page, medianMs: quantile(times, 0.5), maxMs: quantile(times, 1) }))
    .sort((a, b) => b.medianMs - a.medianMs);
  process.stdout.write(
    JSON.stringify(
      { bench: 'walkOperations', ...walk.setupMs, loadAverage1m: os.loadavg()[0], pages },
      null,
      1,
    ) + '\n',
  );
} finally {
  await walk.close();
}
