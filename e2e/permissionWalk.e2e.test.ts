import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, type RunningServer } from '../bench/support';
import demoAccounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { DEMO_ROLES } from '../server/src/compose/seed/roles';
import { menuFor } from '../renderer/src/app/menu';
import { routeAllowed } from '../renderer/src/app/access';
import { APP_ROUTES } from '../renderer/src/app/routes';
import { startE2eServer } from './support/server';
import { screenshot } from './support/browser';
import { signInPerson } from './support/people';

/**
 * Permissions shown honestly (issue 23 item 5): every demo role visits every menu entry, every
 * route it may open without parameters, and every tab of the vehicle, user and ride pages. A
 * page, tab or section the role cannot read must be hidden or show the no-access page: the walk
 * fails on any GraphQL refusal the renderer let happen, and on 'Something went wrong!'.
 */
const GENERIC = 'Something went wrong!';
const QUIET_MS = 250;
const SETTLE_LIMIT_MS = 8_000;

interface Finding {
  role: string;
  where: string;
  what: string;
}

/** A refusal: the gate's FORBIDDEN, or a service's 'You are not allowed to …' (UserError, code 500). */
function isRefusal(error: { message?: string; extensions?: { code?: unknown } }): boolean {
  return (
    error.extensions?.code === 'FORBIDDEN' || /not allowed|do not have permission/i.test(error.message ?? '')
  );
}

/** Watches one page's GraphQL traffic: how many requests are in flight, and every refusal answered. */
function watch(page: Page, role: string, findings: Finding[], where: () => string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isGraphql = (url: string) => url.endsWith('/graphql');
  // Page chunks count too: a lazy page still loading shows the previous page meanwhile.
  const counts = (url: string) => isGraphql(url) || url.includes('/assets/');
  page.on('request', (request) => {
    if (!counts(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfailed', (request) => {
    if (counts(request.url())) done();
  });
  page.on('response', (response) => {
    if (!counts(response.url())) return;
    if (!isGraphql(response.url())) return void response.finished().finally(done);
    const at = where();
    const operation =
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
    void response
      .json()
      .then((body: { errors?: Array<{ message?: string; extensions?: { code?: unknown } }> }) => {
        for (const error of body.errors ?? [])
          if (isRefusal(error))
            findings.push({ role, where: at, what: `${operation}: ${error.message ?? ''}` });
      })
      .catch(() => undefined)
      .finally(done);
  });
  return {
    /** Resolves once no GraphQL request has been in flight for QUIET_MS (or after SETTLE_LIMIT_MS). */
    async settle(): Promise<void> {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      await page.waitForTimeout(80);
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) return;
        await page.waitForTimeout(60);
      }
    },
  };
}

/** Client-side navigation, as a menu click does it (a reload per entry would triple the walk). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2), idx: window.history.length },
      '',
      to,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0], { timeout: 10_000 });
}

async function genericErrorShown(page: Page): Promise<boolean> {
  return (await page.getByText(GENERIC, { exact: true }).count()) > 0;
}

describe('permission walk (issue 23 item 5)', () => {
  let server: RunningServer;
  let browser: Browser;
  let sample: { rideId: string; userId: string; code: string };

  beforeAll(async () => {
    const { launchChromium } = await import('./support/browser');
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // One account per role: the two agents share theirs.
  const roles = [...new Map(demoAccounts.map((entry) => [entry.role, entry])).values()].filter(
    // PERMISSION_WALK_ROLES=Finance,Marketing narrows a local run; CI walks every role.
    // Super Admin stays: it walks first and its token finds the ride, rider and vehicle the others open.
    (entry) =>
      entry.role === 'Super Admin' ||
      !process.env.PERMISSION_WALK_ROLES ||
      process.env.PERMISSION_WALK_ROLES.split(',').includes(entry.role),
  );

  it('no role meets a refusal or a failure on any page, tab or section it is shown', async () => {
    const findings: Finding[] = [];
    const started = Date.now();
    let visits = 0;
    const slow: string[] = [];

    const walkRole = async (who: (typeof roles)[number]) => {
      const role = DEMO_ROLES.find((entry) => entry.name === who.role);
      expect(role, who.role).toBeDefined();
      const person = await signInPerson(browser, server.url, who);
      const { page } = person;
      if (!sample) {
        const rides = await gql<{
          rides: {
            rides: Array<{ _id: string; user: { _id: string } | null; scooter: { code: string } | null }>;
          };
        }>(
          server.url,
          'query { rides(pageNumber: 1, rowsPerPage: 20) { rides { _id user { _id } scooter { code } } } }',
          {},
          person.token,
        );
        const ride = rides.rides.rides.find((row) => row.user && row.scooter)!;
        sample = { rideId: ride._id, userId: ride.user!._id, code: ride.scooter!.code };
      }
      let where = '';
      const traffic = watch(page, who.role, findings, () => where);
      const visit = async (path: string, leaveMs = 4_000) => {
        where = path;
        visits += 1;
        const at = Date.now();
        // The page being left is marked: it must be gone (and no lazy page still loading) before
        // this one is judged. Two routes of one page component may keep its nodes: 4 s at most.
        await page.evaluate(() =>
          document
            .querySelectorAll('.ops-content > *, .ant-tabs')
            .forEach((node) => node.setAttribute('data-walk-left', '')),
        );
        await navigate(page, path);
        await page
          .waitForFunction(
            () =>
              !document.querySelector('[data-walk-left]') &&
              !document.querySelector('.ops-content > .ant-spin'),
            undefined,
            { timeout: leaveMs },
          )
          .catch(() => undefined);
        await traffic.settle();
        if (Date.now() - at > 2500) slow.push(`${who.role} ${path} ${Date.now() - at} ms`);
        if (await genericErrorShown(page)) findings.push({ role: who.role, where: path, what: GENERIC });
      };
      // Level 0 passes every gate (can()), so nothing it is shown can be refused: its walk is the three entity pages.
      const everything = role!.level === 0;
      const menuPaths = everything
        ? []
        : menuFor(role!, APP_ROUTES).flatMap((group) => group.items.map((item) => item.path));
      const openPaths = everything
        ? []
        : APP_ROUTES.filter((route) => !route.path.includes(':') && routeAllowed(role!, route)).map(
            (route) => `/app/${route.path}`,
          );
      for (const path of [...new Set([...menuPaths, ...openPaths])]) await visit(path);
      for (const path of [
        `/app/vehicle/${sample.code}`,
        `/app/user/${sample.userId}`,
        `/app/rides/${sample.rideId}`,
      ]) {
        await visit(path, 15_000);
        // By key, not position: a live page may render its tab bar again between two clicks.
        const keys = await page
          .locator('.ant-tabs-tab:visible')
          .evaluateAll((nodes) =>
            nodes
              .filter((node) => !node.closest('[data-walk-left]'))
              .map((node) => node.getAttribute('data-node-key') ?? ''),
          );
        for (const key of keys.slice(1)) {
          where = `${path} › ${key}`;
          visits += 1;
          const opened = await page
            .locator(`.ant-tabs-tab[data-node-key="${key}"]`)
            .first()
            .click({ timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          if (!opened) findings.push({ role: who.role, where, what: 'the tab could not be opened' });
          await traffic.settle();
          if (await genericErrorShown(page)) findings.push({ role: who.role, where, what: GENERIC });
        }
        await screenshot(page, `permission-walk-${who.role.replace(/\s+/g, '-')}-${path.split('/')[2]}`);
      }
      await page.context().close();
      console.log(`${who.role}: done at ${Math.round((Date.now() - started) / 1000)} s`);
    };

    // Super Admin first (its token finds the sample), then the others in lanes: most of a visit is
    // waiting for quiet, so three browsers at once take about a third of the time.
    const [first, ...others] = roles;
    await walkRole(first!);
    const LANES = 3;
    await Promise.all(
      Array.from({ length: LANES }, async (_unused, lane) => {
        for (const who of others.filter((_entry, index) => index % LANES === lane)) await walkRole(who);
      }),
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `permission walk: ${roles.length} roles, ${visits} pages and tabs in ${seconds} s; slow: ${slow.join('; ')}`,
    );
    expect(findings).toEqual([]);
  }, 600_000);
});
