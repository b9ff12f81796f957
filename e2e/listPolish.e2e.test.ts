import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { horizontalOverflow } from './support/geometry';

/**
 * Issue 23 item 8, the lists a shift meets: the Tasks table readable at 1024×768 and 1440×900
 * (its Cases column had 0 px, the tags spilling under Status and Area; at 1440 a tag was cut),
 * Users, Bills and Vehicles at both sizes, rows that are links (open in a new tab), and an area
 * picked in the zoom-to panel that fits the area instead of flying to zoom 18.
 */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const PAGES = ['tasks', 'users', 'bills', 'vehicles'] as const;
const T = 30_000;

describe('lists at 1024×768 and 1440×900, row links, zoom to an area', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    context = await browser.newContext({ viewport: SIZES[1]! });
    page = await context.newPage();
    await signIn(page, server.url, account('Super Admin'));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of SIZES) {
    for (const name of PAGES) {
      it(`${name} is readable at ${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size);
        await page.goto(`${server.url}/app/${name}`);
        await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: T });
        await page.waitForTimeout(300);
        await screenshot(page, `polish-${name}-${size.width}`);
        expect(await horizontalOverflow(page), 'the page does not scroll sideways').toBeLessThanOrEqual(0);
        // Every header names its column in full width: no column squeezed to nothing.
        const narrow = await page
          .locator('.ant-table-thead th')
          .evaluateAll((cells) =>
            cells
              .filter(
                (cell) => (cell.textContent ?? '').trim() !== '' && cell.getBoundingClientRect().width < 48,
              )
              .map(
                (cell) =>
                  `${(cell.textContent ?? '').trim()} ${Math.round(cell.getBoundingClientRect().width)} px`,
              ),
          );
        expect(narrow).toEqual([]);
        // A row link never wraps a link the cell already had (nested anchors break both).
        expect(await page.locator('.ant-table-tbody a a').count()).toBe(0);
        if (name !== 'tasks') return;
        // Each case tag sits whole inside its Cases cell: not under Status, not cut.
        const spills = await page.locator('.ant-table-tbody .ops-tags').evaluateAll((groups) =>
          groups.flatMap((group) => {
            const cell = group.closest('td')!.getBoundingClientRect();
            return Array.from(group.querySelectorAll('.ant-tag'))
              .map((tag) => ({
                text: tag.textContent ?? '',
                box: tag.getBoundingClientRect(),
                cut: tag.scrollWidth > tag.clientWidth + 1,
              }))
              .filter(({ box, cut }) => cut || box.left < cell.left - 1 || box.right > cell.right + 1)
              .map(({ text }) => text);
          }),
        );
        expect(spills).toEqual([]);
      });
    }
  }

  it('a row is a link: ctrl+click opens it in a new tab, a plain click opens it here', async () => {
    await page.setViewportSize(SIZES[1]!);
    await page.goto(`${server.url}/app/users`);
    const link = page.locator('.ant-table-tbody tr.ant-table-row a.ops-row-link').first();
    await link.waitFor({ timeout: T });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/app\/user\/[^/]+$/);
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`**${href}`);
    expect(new URL(page.url()).pathname).toBe('/app/users');
    await tab.close();
    await link.click();
    await page.waitForURL(`**${href}`);

    await page.goto(`${server.url}/app/tasks`);
    const task = page.locator('.ant-table-tbody tr.ant-table-row a.ops-row-link').first();
    await task.waitFor({ timeout: T });
    expect(await task.getAttribute('href')).toMatch(/^\/app\/task\/[^/]+$/);
  });

  for (const [where, path, mapId] of [
    ['areas', 'areas', 'areas-map'],
    ['the rides heatmap', 'ride/heatmap', 'ride-heatmap-map'],
  ] as const) {
    it(`an area picked in the zoom-to panel fits the area (${where})`, async () => {
      await page.setViewportSize(SIZES[1]!);
      await page.goto(`${server.url}/app/${path}`);
      const map = page.getByTestId(mapId).locator('.leaflet-container');
      await map.waitFor({ timeout: T });
      await page.waitForTimeout(1_500);
      await page.getByTestId('zoom-area').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await page.waitForTimeout(3_000);
      // A Cairo district at 1440×900 is a city zoom, not the street zoom (18) of a point.
      const zoom = Number(await map.getAttribute('data-zoom'));
      await screenshot(page, `polish-zoom-to-area-${mapId}`);
      expect(zoom).toBeGreaterThanOrEqual(11);
      expect(zoom).toBeLessThanOrEqual(16);
    });
  }
});
