import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FENCE_MESSAGES } from '@ops/shared/rules/fences';
import { gql, startApiProcess, type RunningServer } from '../bench/support';
import { launchChromium, screenshot } from './support/browser';
import { E2E_SEED_SCALE, freshDataDir } from './support/dataTemplate';
import { chooseOption, signInPerson } from './support/people';

const SHOTS = '.tmp/shots-map';
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const EXTRA_VEHICLES = 480;

/**
 * The seeded copy with 480 more vehicles, written by SQL (generate_series) before the server
 * opens the folder: the map must cluster 500 vehicles, and the e2e seed has a few dozen.
 */
async function dataWithFleet(env: Record<string, string>): Promise<string> {
  const dir = await freshDataDir(env);
  if (!dir) throw new Error('no e2e data template (global setup)');
  const db = await PGlite.create(path.join(dir, 'pglite'));
  await db.exec(`
    INSERT INTO vehicles (id, code, manufacturer, vehicle_type, lat, long, area_id, real_battery_value, is_in_storage)
    SELECT 'mape2e' || g, 'M' || lpad(g::text, 5, '0'), 'Xiaomi', 'Super C',
           a.lat + ((g * 7919) % 1000 - 500) / 50000.0, a.lng + ((g * 104729) % 1000 - 500) / 50000.0,
           a.id, 20 + g % 80, g % 10 = 0
    FROM generate_series(1, ${EXTRA_VEHICLES}) g,
         (SELECT id, (outer_fence->0->>0)::float8 * 0 + avg_lat AS lat, avg_lng AS lng FROM (
            SELECT id, outer_fence,
                   (SELECT avg((p->>0)::float8) FROM jsonb_array_elements(outer_fence) p) AS avg_lat,
                   (SELECT avg((p->>1)::float8) FROM jsonb_array_elements(outer_fence) p) AS avg_lng
            FROM areas ORDER BY is_geofencing_enabled DESC, name LIMIT 1) first) a`);
  await db.close();
  return dir;
}

/**
 * A tile host that refuses us as OpenStreetMap does: 200 and one small fixed 'Access blocked'
 * picture for every tile (a PNG header is all the probe reads of its size).
 */
async function refusingTileServer(): Promise<{ server: Server; url: string }> {
  const picture = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    picture,
  );
  picture.writeUInt32BE(256, 16);
  picture.writeUInt32BE(256, 20);
  picture.write('Access blocked', 33, 'latin1');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/{z}/{x}/{y}.png` };
}

describe('the live map, areas and distributions', () => {
  let tiles: { server: Server; url: string };
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let dataDir: string;
  let area: { _id: string; name: string; version: number };

  beforeAll(async () => {
    tiles = await refusingTileServer();
    const env = {
      DEMO_SEED: '1',
      SEED_SCALE: E2E_SEED_SCALE,
      NODE_ENV: 'test',
      RENDERER_DIR: process.env.E2E_RENDERER_DIR ?? 'dist/renderer',
    };
    dataDir = await dataWithFleet(env);
    // Issue 25 item 8: the tiles come from a host that answers with its error picture.
    Object.assign(env, { MAP_TILE_URL: tiles.url });
    [server, browser] = await Promise.all([startApiProcess(env, dataDir), launchChromium()]);
    ({ page, token } = await signInPerson(browser, server.url, 'Super Admin'));
    const areas = await gql<{ areas: Array<{ _id: string; name: string; version: number }> }>(
      server.url,
      '{ areas { _id name version } }',
      {},
      token,
    );
    area = areas.areas[0]!;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    if (tiles) await new Promise((resolve) => tiles.server.close(resolve));
  });

  it('shows 500+ vehicles clustered on a plain background that says tiles are unavailable, and splits a cluster on click', async () => {
    await page.goto(`${server.url}/app/areas`);
    const map = page.getByTestId('areas-map').locator('.leaflet-container');
    await expect
      .poll(async () => Number(await map.getAttribute('data-vehicles')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(500);
    await expect
      .poll(async () => Number(await map.getAttribute('data-clusters')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // No internet on the build machines: the street map cannot load, the pins and fences stay.
    await page.getByTestId('map-tiles-unavailable').waitFor({ timeout: 20_000 });
    expect(Number(await map.getAttribute('data-clustered'))).toBeGreaterThan(100);
    expect(await page.locator('.leaflet-interactive').count()).toBeGreaterThan(0); // fences drawn
    await shot(page, 'map-01-areas-clustered');

    // The biggest cluster (drawn on the canvas; the container says where) splits when clicked.
    const [x, y, count] = (await map.getAttribute('data-biggest'))!.split(',').map(Number) as [
      number,
      number,
      number,
    ];
    expect(count).toBeGreaterThan(10);
    const box = (await map.boundingBox())!;
    const before = `${await map.getAttribute('data-clustered')}/${await map.getAttribute('data-pins')}`;
    await page.mouse.click(box.x + x, box.y + y);
    // Zoomed in to where it falls apart: fewer vehicles in clusters, the view drawn anew.
    await expect
      .poll(
        async () => `${await map.getAttribute('data-clustered')}/${await map.getAttribute('data-pins')}`,
        { timeout: 15_000 },
      )
      .not.toBe(before);
    await shot(page, 'map-02-cluster-split');
  });

  it('a tile host answering with its error picture is noticed: no tiles drawn, and the notice says what IT should do (issue 25 item 8)', async () => {
    await page.goto(`${server.url}/app/areas`);
    const notice = page.getByTestId('map-tiles-unavailable');
    await notice.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => notice.innerText(), { timeout: 10_000 })
      .toMatch(/same image for different places/);
    expect(await notice.innerText()).toMatch(
      /MAP_TILE_URL on the server to your own tile server or a paid tile service/,
    );
    expect(await page.getByTestId('areas-map').getAttribute('data-tiles')).toBe('refused');
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    await shot(page, 'map-00-tiles-refused');
  });

  it('clusters stay apart at city zoom (11 to 13): screenshots', async () => {
    await page.goto(`${server.url}/app/areas`);
    const map = page.getByTestId('areas-map').locator('.leaflet-container');
    await expect
      .poll(async () => Number(await map.getAttribute('data-vehicles')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(500);
    const box = (await map.boundingBox())!;
    for (const zoom of [11, 12, 13]) {
      // One wheel step over the biggest cluster: Leaflet zooms in one level around the pointer, so the fleet stays in view.
      const [x, y] = (await map.getAttribute('data-biggest'))!.split(',').map(Number) as [number, number];
      await page.mouse.move(box.x + x, box.y + y);
      await page.mouse.wheel(0, -60);
      await expect
        .poll(async () => Number(await map.getAttribute('data-zoom')), { timeout: 15_000 })
        .toBe(zoom);
      await expect
        .poll(async () => Number(await map.getAttribute('data-clusters')), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await shot(page, `map-03-city-zoom-${zoom}`);
    }
  });

  it('draws an outer fence in edit mode and saves it; a self-crossing ops fence is refused in words', async () => {
    await page.goto(`${server.url}/app/areas/${area._id}`);
    await page.getByTestId('area-page').waitFor();
    expect(await page.getByTestId('area-page').getAttribute('data-version')).toBe(String(area.version));
    await page.getByTestId('area-edit').click();
    const mapBox = await page.getByTestId('area-map').locator('.leaflet-container').boundingBox();
    if (!mapBox) throw new Error('no map');
    await page.locator('.leaflet-pm-icon-polygon').first().click();
    // A large quadrilateral over the whole view: every ops fence of the area stays inside it.
    const corners: Array<[number, number]> = [
      [mapBox.x + 60, mapBox.y + 20],
      [mapBox.x + mapBox.width - 20, mapBox.y + 20],
      [mapBox.x + mapBox.width - 20, mapBox.y + mapBox.height - 20],
      [mapBox.x + 60, mapBox.y + mapBox.height - 20],
    ];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    await shot(page, 'map-03-fence-drawn');
    await expect.poll(() => page.getByTestId('fence-problem').count()).toBe(0);
    await page.getByTestId('area-save').click();
    await expect
      .poll(() => page.getByTestId('area-page').getAttribute('data-version'), { timeout: 15_000 })
      .toBe(String(area.version + 1));
    const saved = await gql<{ area: { outerFence: number[][]; version: number } }>(
      server.url,
      'query($id: ID!) { area(_id: $id) { outerFence version } }',
      { id: area._id },
      token,
    );
    expect(saved.area.outerFence).toHaveLength(4);
    await shot(page, 'map-04-fence-saved');

    // A save on the old version (another editor's stale page) is refused.
    const stale = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'mutation($id: ID!, $v: Int!, $input: AreaInput!) { updateArea(_id: $id, version: $v, input: $input) { version } }',
        variables: {
          id: area._id,
          v: area.version,
          input: {
            viewInOpsApp: true,
            payBalanceOnly: false,
            forceIdVerification: false,
            isMultiLevel: false,
            isGeofencingEnabled: true,
            isOpsFencingEnabled: true,
            isEndingRideRestrictedinOuterFence: false,
            isExpressArea: false,
            outerFence: [],
            restrictedFences: [],
            opsFences: [],
            reservationPlans: [],
          },
        },
      }),
    }).then((r) => r.json() as Promise<{ errors?: Array<{ message: string }> }>);
    expect(stale.errors?.[0]?.message).toBe(FENCE_MESSAGES.staleVersion);

    // An ops fence drawn as a bow tie: the shared rule names the problem and Save waits.
    await page.getByTestId('area-edit').click();
    await page.getByTestId('fence-kind').getByText('Ops fence').click();
    await page.locator('.leaflet-pm-icon-polygon').first().click();
    const cx = mapBox.x + mapBox.width / 2;
    const cy = mapBox.y + mapBox.height / 2;
    const bow: Array<[number, number]> = [
      [cx - 60, cy - 60],
      [cx + 60, cy + 60],
      [cx + 60, cy - 60],
      [cx - 60, cy + 60],
    ];
    for (const [x, y] of bow) await page.mouse.click(x, y);
    await page.mouse.click(bow[0]![0], bow[0]![1]);
    await expect
      .poll(() => page.getByTestId('fence-problem').innerText(), { timeout: 5000 })
      .toMatch(/crosses itself/);
    expect(await page.getByTestId('area-save').isDisabled()).toBe(true);
    await shot(page, 'map-05-fence-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('lists distributions with their totals and saves points added on the map', async () => {
    await page.goto(`${server.url}/app/distributions`);
    await page.getByTestId('distributions').waitFor();
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    const before = await gql<{ distributions: { totalRows: number } }>(
      server.url,
      '{ distributions { totalRows } }',
      {},
      token,
    );
    await page.getByTestId('distributions-add').click();
    await chooseOption(page, 'add-points-area', area.name);
    const box = await page.getByTestId('add-points-map').locator('.leaflet-container').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40);
    await page.getByTestId('point-name-0').fill('Tahrir Gate');
    await page.getByTestId('point-name-1').fill('Opera Square');
    expect(
      await page.locator('[data-testid="add-points-map"] path.leaflet-interactive').count(),
    ).toBeGreaterThanOrEqual(2);
    await shot(page, 'map-06-add-points');
    await page.getByTestId('add-points-save').click();
    await expect
      .poll(
        async () =>
          (
            await gql<{ distributions: { totalRows: number } }>(
              server.url,
              '{ distributions { totalRows } }',
              {},
              token,
            )
          ).distributions.totalRows,
        { timeout: 10_000 },
      )
      .toBe(before.distributions.totalRows + 1);
    await page.getByTestId('add-points').waitFor({ state: 'detached' });
    await shot(page, 'map-07-distributions');
  });
});
