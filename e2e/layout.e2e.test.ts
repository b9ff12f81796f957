import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { checkIn, raiseRideTask, receiveTask } from './support/workspace';
import { columnLineCounts, horizontalOverflow, overlaps, paintedBoxes, type Box } from './support/geometry';

/**
 * The Resolve Tasks workspace holds together from a 1024×700 laptop to a 1920×1080 monitor
 * (issue 6 item 27): with a task on screen, the Task Control panel overlaps neither the detail
 * cards nor any tab's table, the cards stay readable, dates stay on one line and the page
 * does not scroll sideways. Screenshots go to e2e/artifacts/layout-<width>-<tab>.png.
 */
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
const TABS = [
  // The task's own history and its vehicle's running ride are always there; the rest depends on the seed.
  { key: 'history', date: /^Date$/, rows: true },
  { key: 'user-rides', date: /^Date$/, rows: false },
  { key: 'wallet-logs', date: /^Date\/Time$/, rows: false },
  { key: 'vehicle-rides', date: /^Date$/, rows: true },
];
const MIN_CARD_WIDTH = 280;
const T = 20_000;

describe('resolve tasks layout from 1024×700 to 1920×1080', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    page = await (await browser.newContext({ viewport: SIZES[0]! })).newPage();
    await signIn(page, server.url, account('Support Agent', 0));
    await checkIn(page, server.url);
    await receiveTask(page, await raiseRideTask(server.url));
    await page.getByTestId('vehicle-card').waitFor({ timeout: T });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`holds at ${size.width}×${size.height}`, async () => {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await screenshot(page, `layout-${size.width}-top`);
      const panel = (await paintedBoxes(page.getByTestId('task-control-panel')))[0];
      expect(panel, 'the Task Control panel is on screen').toBeDefined();

      const problems: string[] = [];
      const cards = await paintedBoxes(
        page.locator(
          '[data-testid="vehicle-card"], [data-testid="ride-card"], [data-testid="customer-card"]',
        ),
      );
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        if (card.width <= MIN_CARD_WIDTH) problems.push(`a detail card is ${Math.round(card.width)} px wide`);
        if (overlaps(card, panel!))
          problems.push(`a detail card ${JSON.stringify(card)} is under the panel ${JSON.stringify(panel)}`);
      }
      for (const tab of TABS) {
        await page.getByTestId(`tab-${tab.key}`).click();
        const table = page.locator('.task-tabs [role="tabpanel"][aria-hidden="false"] .ant-table');
        await table.waitFor({ timeout: T });
        const pane = page.locator('.task-tabs [role="tabpanel"][aria-hidden="false"]');
        if (tab.rows) await pane.locator('tbody tr.ant-table-row').first().waitFor({ timeout: T });
        else await pane.locator('.ant-spin[aria-busy="false"]').first().waitFor({ timeout: T });
        await table.scrollIntoViewIfNeeded();
        await screenshot(page, `layout-${size.width}-${tab.key}`);
        const panelNow = (await paintedBoxes(page.getByTestId('task-control-panel')))[0]!;
        const cells = await paintedBoxes(
          page.locator('.task-tabs [role="tabpanel"][aria-hidden="false"] .ant-table').locator('th, td'),
        );
        const covered = cells.filter((cell: Box) => overlaps(cell, panelNow));
        if (covered.length)
          problems.push(`${tab.key}: ${covered.length} table cells under the Task Control panel`);
        const lines = await columnLineCounts(table, tab.date);
        const wrapped = lines.filter((count) => count > 1);
        if (wrapped.length) problems.push(`${tab.key}: dates on ${Math.max(...wrapped)} lines`);
        if (tab.rows) expect(lines.length, `${tab.key} has dated rows`).toBeGreaterThan(0);
      }
      // The Vehicle Life Cycle tab is the life-cycle timeline (issue 9 §7), not a table.
      await page.getByTestId('tab-life-cycle').click();
      const timeline = page.locator(
        '.task-tabs [role="tabpanel"][aria-hidden="false"] [data-testid="life-cycle-timeline"]',
      );
      await timeline.waitFor({ timeout: T });
      await timeline.scrollIntoViewIfNeeded();
      await screenshot(page, `layout-${size.width}-life-cycle`);
      const panelNow = (await paintedBoxes(page.getByTestId('task-control-panel')))[0]!;
      const timelineBox = (await paintedBoxes(timeline))[0]!;
      if (overlaps(timelineBox, panelNow))
        problems.push('life-cycle: the timeline is under the Task Control panel');
      expect(problems).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }, 120_000);
  }

  it('the ride tabs carry the columns of 02 §2 (Image and Promocode; Image and Comment)', async () => {
    const headers = async (tab: string) => {
      await page.getByTestId(`tab-${tab}`).click();
      const head = page.locator('.task-tabs [role="tabpanel"][aria-hidden="false"] .ant-table-thead th');
      await head.first().waitFor({ timeout: T });
      return (await head.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    };
    expect(await headers('user-rides')).toEqual([
      'Scooter',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Image',
      'Promocode',
      'Start/End Battery',
      'Ended by',
      'Actions',
    ]);
    expect(await headers('vehicle-rides')).toEqual([
      'Name',
      'Phone',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Image',
      'Start/End Battery',
      'Ended by',
      'Rating',
      'Comment',
      'Actions',
    ]);
    await screenshot(page, 'layout-vehicle-rides-columns');
  });
});
