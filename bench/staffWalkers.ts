/**
 * staffWalk's walkers, in a process of their own (as people at other desks are): in the API's
 * process their answers' parsing would hold the very event loop the agent's actions are timed on.
 * Started by staffWalk.ts with the path of a JSON plan; prints "walking" when the clicks begin,
 * then one JSON line of figures when `seconds` are over.
 */
import fs from 'node:fs/promises';

interface PageQuery {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface WalkPlan {
  url: string;
  seconds: number;
  thinkMs: [number, number];
  walkers: Array<{ role: string; token: string; pages: PageQuery[] }>;
}

export interface WalkFigures {
  clicks: number;
  errors: number;
  firstError: string | null;
  ms: number[];
  /** Each page's click times, by its operation name. */
  byPage: Record<string, number[]>;
}

const plan = JSON.parse(await fs.readFile(process.argv[2]!, 'utf8')) as WalkPlan;
const figures: WalkFigures = { clicks: 0, errors: 0, firstError: null, ms: [], byPage: {} };
const deadline = Date.now() + plan.seconds * 1000;

async function click(page: PageQuery, token: string): Promise<void> {
  const asked = performance.now();
  try {
    const response = await fetch(`${plan.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: page.query, variables: page.variables }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    if (body.errors?.length) {
      figures.errors += 1;
      figures.firstError ??= `${page.name}: ${body.errors[0]?.message}`;
    }
  } catch (error) {
    figures.errors += 1;
    figures.firstError ??= `${page.name}: ${String(error)}`;
  }
  const ms = performance.now() - asked;
  figures.ms.push(ms);
  (figures.byPage[page.name] ??= []).push(ms);
  figures.clicks += 1;
}

async function walk(walker: WalkPlan['walkers'][number], seed: number): Promise<void> {
  let state = seed * 7919 + 17;
  const random = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  if (walker.pages.length === 0) return;
  while (Date.now() < deadline) {
    await click(walker.pages[Math.floor(random() * walker.pages.length)]!, walker.token);
    await new Promise((resolve) =>
      setTimeout(resolve, plan.thinkMs[0] + random() * (plan.thinkMs[1] - plan.thinkMs[0])),
    );
  }
}

process.stdout.write('walking\n');
await Promise.all(plan.walkers.map((walker, n) => walk(walker, n + 1)));
process.stdout.write(JSON.stringify(figures) + '\n');
