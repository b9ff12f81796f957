import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { checkIn, raiseRideTask, receiveTask } from './support/workspace';

/**
 * Issue 28 item 1: a staff member switches to Arabic in the account menu; the app turns
 * right-to-left (`<html dir="rtl">`, antd's direction), the menu speaks Arabic, the choice is
 * kept on the server (a reload stays Arabic), axe finds nothing serious or critical on the pages
 * in Arabic, and switching back gives the spec's English texts word for word.
 * The list pages (Users, Bills, Vehicles), a user's page and the map page speak Arabic too:
 * headings, column titles, antd's own texts (paging, the DatePicker's month names) and Leaflet's
 * zoom buttons, mirrored to the right.
 * The Resolve Tasks workspace, the agent's all-day page, in Arabic: its three columns mirrored,
 * the task card, tabs, buttons and cheat sheet in Arabic, the spec's English when back in
 * English, and axe clean in all four language/theme combinations.
 * Pictures: e2e/artifacts/arabic-<page>.png, arabic-<light|dark>-<page>.png,
 * workspace-<ar|en>-<light|dark>.png, workspace-ar-dark-shortcuts.png.
 */
const admin = account('Super Admin', 0);
const agent = account('Support Agent', 0);
const T = 20_000;
// The served app's Content-Security-Policy forbids inline scripts, and axe is injected as one.
const CONTEXT = { viewport: { width: 1440, height: 900 }, bypassCSP: true };
const PAGES = ['dashboard', 'users', 'bills', 'vehicles', 'ride/analytics'] as const;
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
/**
 * An element's characters in the order they are drawn, left to right (one line): what a reader
 * sees, which innerText (the logical order) cannot tell. Invisible direction marks are left out.
 */
const drawnText = (locator: Locator) =>
  locator.evaluate((element) => {
    const drawn: Array<[string, number]> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && text.data[i]!.trim()) drawn.push([text.data[i]!, box.x + box.width / 2]);
      }
    }
    return drawn
      .sort((a, b) => a[1] - b[1])
      .map(([char]) => char)
      .join('');
  });
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Each list page: its path and test id, then its heading and some column titles in Arabic and in English (the spec's). */
const LISTS = [
  {
    path: 'users',
    testId: 'users',
    ar: ['المستخدمون', 'الاسم', 'الهاتف', 'الرصيد', 'الحالة', 'تاريخ الإنشاء'],
    en: ['Users', 'Name', 'Phone', 'Balance', 'Status', 'Created'],
  },
  {
    path: 'bills',
    testId: 'bills',
    ar: ['الفواتير', 'الرقم التسلسلي', 'التاريخ', 'المستخدم', 'الإجمالي (ج.م)', 'الحالة'],
    en: ['Bills', 'Serial', 'Date', 'User', 'Total (EGP)', 'Status'],
  },
  {
    path: 'vehicles',
    testId: 'vehicles',
    ar: ['السكوترات', 'الكود', 'البطارية', 'الحالة', 'المنطقة', 'آخر تحديث'],
    en: ['Scooters', 'Code', 'Battery', 'Status', 'Area', 'Last update'],
  },
] as const;

describe('Arabic, right to left', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const pickOn = async (on: Page, item: string) => {
    await on.getByTestId('account-menu').click();
    const choice = on.getByTestId(item);
    await choice.waitFor({ timeout: T });
    // The dropdown's entrance animation can swallow a click that comes as soon as the item exists.
    await on.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: T },
    );
    await choice.click();
  };
  const pick = (item: string) => pickOn(page, item);
  const settled = () => page.waitForLoadState('networkidle').catch(() => undefined);
  const dir = () => page.locator('html').getAttribute('dir');

  /** A list page with its rows: its h1 and its column titles. */
  const openList = async (list: (typeof LISTS)[number]) => {
    await page.goto(`${server.url}/app/${list.path}`);
    await page.locator(`[data-testid^="${list.testId}-row-"]`).first().waitFor({ timeout: T });
    const heading = await page.getByTestId(list.testId).locator('h1').innerText();
    const columns = (await page.getByTestId(`${list.testId}-table`).locator('thead th').allInnerTexts()).map(
      (text) => text.trim(),
    );
    return { heading, columns };
  };
  /** The Users filters' first date picker, opened: the month its header shows. */
  const datePickerMonth = async () => {
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('users-filter-registration-start').click();
    const month = page.locator('.ant-picker-dropdown:visible .ant-picker-month-btn');
    await month.waitFor({ timeout: T });
    return month.innerText();
  };
  /** The areas page's map, its clusters drawn. */
  const openMap = async () => {
    await page.goto(`${server.url}/app/areas`);
    const map = page.getByTestId('areas-map').locator('.leaflet-container');
    await expect
      .poll(async () => Number(await map.getAttribute('data-clusters')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    return map;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    // An English browser: the app starts in English until the user chooses.
    context = await browser.newContext({ ...CONTEXT, locale: 'en-US' });
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    page = await context.newPage();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches to Arabic from the account menu: rtl, Arabic menu, kept after a reload', async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    expect(await page.locator('html').getAttribute('dir')).not.toBe('rtl');
    await pick('language-ar');
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect
      .poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T })
      .toBe('لوحة المتابعة');
    expect(await page.getByTestId('menu-bills').innerText()).toBe('الفواتير');
    // antd's own layout turned too.
    expect(await page.locator('.ant-menu-rtl').count()).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    await expect
      .poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T })
      .toBe('لوحة المتابعة');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  }, 120_000);

  it('shows each page right to left with nothing serious or critical for axe', async () => {
    for (const path of PAGES) {
      const name = path.replace('/', '-');
      await page.goto(`${server.url}/app/${path}`);
      await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
      await settled();
      expect(await page.locator('html').getAttribute('dir'), path).toBe('rtl');
      await screenshot(page, `arabic-${name}`);
      expect
        .soft(
          blocking(await axeFindings(page, `arabic-${name}`)),
          `${path}: see e2e/artifacts/axe-arabic-${name}.json`,
        )
        .toEqual([]);
    }
  }, 240_000);

  it('shows Users, a user, Bills, Vehicles and the map in Arabic: headings, columns, antd texts and controls mirrored', async () => {
    for (const list of LISTS) {
      const shown = await openList(list);
      expect(await dir(), list.path).toBe('rtl');
      expect(shown.heading, list.path).toBe(list.ar[0]);
      for (const column of list.ar.slice(1)) expect(shown.columns, list.path).toContain(column);
      // antd's table laid out right to left, its paging in Arabic ('١–٢٠ من ٤٠' or with Western digits).
      expect(
        await page.getByTestId(`${list.testId}-table`).locator('.ant-table-wrapper-rtl').count(),
        list.path,
      ).toBeGreaterThan(0);
      expect(await page.locator('.ant-pagination-total-text').innerText(), list.path).toMatch(/ من /);
      expect(await page.getByTestId('list-filters-toggle').innerText(), list.path).toBe('التصفية');
    }

    await page.goto(`${server.url}/app/users`);
    await page.locator('[data-testid^="users-row-"]').first().waitFor({ timeout: T });
    expect(ARABIC_MONTHS, 'the DatePicker names its month in Arabic').toContain(await datePickerMonth());
    await screenshot(page, 'arabic-users-datepicker');
    await page.keyboard.press('Escape');

    await page.locator('[data-testid^="users-row-"]').first().click();
    await page.waitForURL('**/app/user/**');
    await page.getByTestId('user-details').waitFor({ timeout: T });
    expect(await page.getByTestId('user-tab-details').innerText()).toBe('التفاصيل');
    expect(await page.getByTestId('user-tab-wallet-logs').innerText()).toBe('سجلات المحفظة');
    expect(await page.getByTestId('user-tab-history').innerText()).toBe('السجل');
    expect(await page.getByTestId('user-header').innerText()).toContain('الرصيد');

    const map = await openMap();
    // Leaflet's zoom buttons mirrored: top right in Arabic, titled in Arabic.
    expect(await map.locator('.leaflet-top.leaflet-right .leaflet-control-zoom').count()).toBe(1);
    expect(await map.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe('تكبير');
    expect(await page.getByTestId('displayed-data').innerText()).toContain('السكوترات');

    // Pictures in both themes, each looked at: nothing overlapping, nothing mirrored wrongly.
    for (const theme of ['light', 'dark'] as const) {
      await pick(`theme-${theme}`);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: T })
        .toBe(theme);
      for (const list of LISTS) {
        await openList(list);
        await settled();
        await screenshot(page, `arabic-${theme}-${list.path}`);
      }
      await page.goto(`${server.url}/app/users`);
      await page.locator('[data-testid^="users-row-"]').first().click();
      await page.getByTestId('user-details').waitFor({ timeout: T });
      await settled();
      await screenshot(page, `arabic-${theme}-user-page`);
      await openMap();
      await screenshot(page, `arabic-${theme}-map`);
    }
    await pick('theme-light');
  }, 240_000);

  it("shows the dashboard, ride analytics, a user's actions and the Compensate dialog in Arabic", async () => {
    /** Words of the English screens that must not be left on these Arabic ones. */
    const english =
      /\b(Yesterday|Rides|Revenue|Pending|Fleet|Urgent vehicles|Checked in|Tasks waiting|Jump to|Live updates|Dates|Data resolution|Areas|All areas|Export|Total|Table shows|Figure per area|Edit balance|Actions|Compensate|Minutes|per minute)\b/;
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('tile-rides').locator('.ant-statistic').first().waitFor({ timeout: T });
    await settled();
    expect(await page.getByTestId('tile-rides').innerText()).toContain('في رحلة الآن');
    expect(await page.getByTestId('tile-fleet').innerText()).toContain('الأسطول');
    expect(await page.getByTestId('dashboard-live').innerText()).toMatch(/^التحديثات المباشرة/);
    const dashboard = await page.getByTestId('dashboard-tiles').innerText();
    expect(dashboard).not.toMatch(english);
    expect(await page.locator('.ops-dashboard h1').innerText()).toMatch(
      /^(صباح الخير|طاب يومك|مساء الخير) يا /,
    );
    await screenshot(page, 'arabic-dashboard-translated');

    await page.goto(`${server.url}/app/ride/analytics`);
    await page.getByTestId('analytics-filters').waitFor({ timeout: T });
    await expect
      .poll(() => page.getByTestId('analytics-page').getAttribute('aria-busy'), { timeout: T })
      .toBe('false');
    await settled();
    expect(await page.getByTestId('analytics-page').locator('h1').innerText()).toBe('تحليلات الرحلات');
    const filters = await page.getByTestId('analytics-filters').innerText();
    for (const word of ['التواريخ', 'دقة البيانات', 'المناطق']) expect(filters).toContain(word);
    expect(await page.getByTestId('analytics-export').innerText()).toBe('تصدير');
    expect(await page.getByTestId('analytics-page').innerText()).not.toMatch(english);
    await screenshot(page, 'arabic-ride-analytics-translated');

    await page.goto(`${server.url}/app/users`);
    await page.locator('[data-testid^="users-row-"]').first().click();
    await page.getByTestId('user-details').waitFor({ timeout: T });
    await expect
      .poll(() => page.getByTestId('user-action-balance').innerText(), { timeout: T })
      .toBe('تعديل الرصيد');
    expect((await page.getByTestId('user-actions-menu').innerText()).trim()).toBe('الإجراءات');
    await settled();
    await screenshot(page, 'arabic-user-page-actions');

    // A ride of a rider with rides: its page's Compensate dialog.
    await page.goto(`${server.url}/app/rides`);
    await page.locator('[data-testid^="rides-row-"]').first().waitFor({ timeout: T });
    await page.locator('[data-testid^="rides-row-"] a[href*="/app/rides/"]').first().click();
    await page.getByTestId('ride-compensate').click({ timeout: T });
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('compensate-minutes').waitFor({ timeout: T });
    expect(await dialog.locator('.ant-modal-title').innerText()).toBe('تعويض');
    expect(await dialog.innerText()).toContain('بحد أقصى');
    expect(await dialog.innerText()).not.toMatch(english);
    await screenshot(page, 'arabic-compensate-dialog');
    await page.keyboard.press('Escape');
  }, 240_000);

  it("switches back to English: ltr and the spec's texts", async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    await pick('language-en');
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('ltr');
    await expect.poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T }).toBe('Dashboard');
    expect(await page.getByTestId('menu-bills').innerText()).toBe('Bills');
    expect(await page.getByTestId('menu-resolve-tasks').innerText()).toBe('Resolve Tasks');
    await screenshot(page, 'arabic-back-to-english');

    for (const list of LISTS) {
      const shown = await openList(list);
      expect(await dir(), list.path).toBe('ltr');
      expect(shown.heading, list.path).toBe(list.en[0]);
      for (const column of list.en.slice(1)) expect(shown.columns, list.path).toContain(column);
      expect(await page.locator('.ant-pagination-total-text').innerText(), list.path).toMatch(
        /^\d+–\d+ of \d+$/,
      );
      expect(await page.getByTestId('list-filters-toggle').innerText(), list.path).toBe('Filters');
    }
    await page.goto(`${server.url}/app/users`);
    await page.locator('[data-testid^="users-row-"]').first().waitFor({ timeout: T });
    expect(ENGLISH_MONTHS).toContain(await datePickerMonth());
    await page.keyboard.press('Escape');

    const map = await openMap();
    expect(await map.locator('.leaflet-top.leaflet-left .leaflet-control-zoom').count()).toBe(1);
    expect(await map.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe('Zoom in');
    await screenshot(page, 'arabic-back-to-english-map');
  }, 180_000);

  it('shows the Resolve Tasks workspace in Arabic, its columns mirrored, and in English word for word; axe clean in all four', async () => {
    // Wide enough for the three columns (backlog, task, Task Control) side by side.
    const agentContext = await browser.newContext({
      ...CONTEXT,
      viewport: { width: 1680, height: 1000 },
      locale: 'en-US',
    });
    const agentToken = await signInDemo(server.url, agent.phoneNumber, agent.password);
    await agentContext.addInitScript((value) => localStorage.setItem('ops.token', value), agentToken);
    const ws = await agentContext.newPage();
    await checkIn(ws, server.url);
    const task = await raiseRideTask(server.url);
    await receiveTask(ws, task);
    await ws.getByTestId('vehicle-card').waitFor({ timeout: T });

    const text = (testId: string) => ws.getByTestId(testId).innerText();
    /** Left edges of the backlog, the task and the control panel. */
    const columns = async () =>
      Promise.all(
        ['.resolve-grid__backlog', '.resolve-grid__main', '.resolve-grid__side'].map(
          async (selector) => (await ws.locator(selector).boundingBox())!.x,
        ),
      );
    const look = async (language: 'ar' | 'en', theme: 'light' | 'dark') => {
      await pickOn(ws, `theme-${theme}`);
      await expect
        .poll(() => ws.evaluate(() => document.documentElement.dataset.theme), { timeout: T })
        .toBe(theme);
      // The account menu stays open after a choice: a reload shows the workspace as the agent sees it all day.
      await ws.reload();
      await ws.getByTestId('vehicle-card').waitFor({ timeout: T });
      await ws.waitForLoadState('networkidle').catch(() => undefined);
      await screenshot(ws, `workspace-${language}-${theme}`);
      expect
        .soft(
          blocking(await axeFindings(ws, `workspace-${language}-${theme}`)),
          `workspace ${language} ${theme}: see e2e/artifacts/axe-workspace-${language}-${theme}.json`,
        )
        .toEqual([]);
    };

    // English: the spec's words, left to right.
    expect(await ws.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await text('task-control-panel')).toContain('Task Control');
    expect(await text('backlog')).toContain('Backlog');
    expect(await text('vehicle-card')).toContain('Vehicle Details');
    expect(await text('ride-card')).toContain('Last Ride Details');
    expect(await text('tab-history')).toBe('Task History');
    expect(await text('action-called-user')).toBe('Called User');
    expect(await text('start-break')).toBe('Start Break');
    const [backlogLtr, mainLtr, sideLtr] = await columns();
    expect(backlogLtr).toBeLessThan(mainLtr!);
    expect(mainLtr).toBeLessThan(sideLtr!);
    await look('en', 'light');
    await look('en', 'dark');

    // Arabic: right to left, the backlog on the right and Task Control on the left.
    await pickOn(ws, 'language-ar');
    await expect.poll(() => ws.locator('html').getAttribute('dir'), { timeout: T }).toBe('rtl');
    await expect.poll(() => text('task-control-panel'), { timeout: T }).toContain('التحكم في المهام');
    expect(await text('backlog')).toContain('قائمة الانتظار');
    expect(await text('backlog-total')).toMatch(/^العدد الكلي: /);
    expect(await text('vehicle-card')).toContain('تفاصيل المركبة');
    expect(await text('ride-card')).toContain('تفاصيل آخر رحلة');
    expect(await text('tab-history')).toBe('سجل المهمة');
    expect(await text('action-called-user')).toBe('تم الاتصال بالمستخدم');
    expect(await text('start-break')).toBe('بدء استراحة');
    expect(await text('connection-toggle')).toBe('مباشر');
    expect(await text('quick-switcher-button')).toContain('انتقال إلى');
    // The customer's phone drawn '+20…' (not '…20+'); the battery '54%' / '٥٤٪' (not '%54').
    const phone = ws.getByTestId('customer-card').locator('.ops-phone');
    expect(await drawnText(phone)).toBe((await phone.innerText()).trim());
    expect(await drawnText(phone)).toMatch(/^\+20\d+$/);
    const battery = ws
      .getByTestId('vehicle-card')
      .locator('.ant-descriptions-item-container', { hasText: 'البطارية' })
      .first()
      .locator('.ant-descriptions-item-content');
    const drawnBattery = await drawnText(battery);
    expect(drawnBattery).toMatch(/^(\d+%|٪[٠-٩]+)/);
    expect(drawnBattery).not.toMatch(/%\d/);
    // A tooltip's key isolated left to right, so ']' is not drawn mirrored inside the Arabic brackets.
    await ws.getByTestId('tab-next').hover();
    const tip = ws.getByRole('tooltip').filter({ hasText: 'التالي' });
    await tip.waitFor({ timeout: T });
    expect(await tip.innerText()).toContain('(\u2066]\u2069)');
    await screenshot(ws, 'workspace-ar-tab-tooltip');
    await ws.mouse.move(0, 0);
    const [backlogRtl, mainRtl, sideRtl] = await columns();
    expect(backlogRtl).toBeGreaterThan(mainRtl!);
    expect(mainRtl).toBeGreaterThan(sideRtl!);
    await look('ar', 'dark');
    // The cheat sheet in Arabic, its keys still the keycaps' Latin letters.
    await ws.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await ws.keyboard.press('?');
    const sheet = ws.getByTestId('shortcuts-sheet');
    await sheet.waitFor({ timeout: T });
    expect(await sheet.innerText()).toContain('تم الاتصال بالمستخدم');
    expect(await sheet.innerText()).toContain('مساحة العمل');
    await ws.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: T },
    );
    await screenshot(ws, 'workspace-ar-dark-shortcuts');
    // '?' again puts the sheet away.
    await ws.keyboard.press('?');
    await sheet.waitFor({ state: 'hidden', timeout: T });
    await look('ar', 'light');
    await agentContext.close();
  }, 240_000);
});
