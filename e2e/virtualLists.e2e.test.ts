import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';

// Issue 7 §1 "large pages stay smooth": the Users and Wallet Logs lists at 200 rows a page use
// antd's virtual body (components/list/virtualTable.ts). Headers line up with the cells, the
// keyboard still walks every row (the table scrolls to rows not yet in the page), selection
// works, and axe finds nothing serious.
describe('virtual tables at 200 rows', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let users: number;
  let logs: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    ).newPage();
    const admin = account('Super Admin');
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    const totals = await gql<{
      getUsers: { totalNumberOfUsers: number };
      getWalletLogging: { count: number };
    }>(
      server.url,
      `{ getUsers(rowsPerPage: 25) { totalNumberOfUsers } getWalletLogging(rowsPerPage: 50) { count } }`,
      {},
      token,
    );
    users = totals.getUsers.totalNumberOfUsers;
    logs = totals.getWalletLogging.count;
    // Enough rows that a virtual body leaves some out of the page.
    expect(users).toBeGreaterThan(40);
    expect(logs).toBeGreaterThan(40);
    await signIn(page, server.url, account('Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Left edges of the header cells and of the first body row's cells, in page pixels. */
  async function columnEdges(testId: string): Promise<{ header: number[]; body: number[] }> {
    return page.evaluate((id) => {
      const wrap = document.querySelector(`[data-testid="${id}-table"]`)!;
      const lefts = (cells: NodeListOf<Element>) =>
        Array.from(cells).map((cell) => Math.round(cell.getBoundingClientRect().left));
      return {
        header: lefts(wrap.querySelectorAll('.ant-table-thead > tr > th')),
        body: lefts(
          wrap
            .querySelectorAll('.ant-table-tbody-virtual .ant-table-row')[0]!
            .querySelectorAll(':scope > .ant-table-cell'),
        ),
      };
    }, testId);
  }

  async function checkList(
    path: string,
    testId: string,
    total: number,
    shot: string,
    selectable: boolean,
  ): Promise<void> {
    await page.goto(`${server.url}${path}`);
    const wrap = page.getByTestId(`${testId}-table`);
    await wrap.locator('.ant-table-tbody-virtual .ant-table-row').first().waitFor();
    expect(await wrap.getAttribute('data-virtual')).toBe('on');
    const shown = Math.min(total, 200);
    // Only the rows in view (and a few more) are in the page.
    const inPage = await wrap.locator(`[data-testid^="${testId}-row-"]`).count();
    expect(inPage).toBeGreaterThan(5);
    expect(inPage).toBeLessThan(Math.min(shown, 60));
    const edges = await columnEdges(testId);
    expect(edges.body.length).toBe(edges.header.length);
    edges.body.forEach((left, index) => expect(Math.abs(left - edges.header[index]!)).toBeLessThanOrEqual(1));
    await screenshot(page, `${shot}-01-virtual`);

    // Keyboard: End goes to the last row of the page, which the table scrolls into the page.
    await wrap.focus();
    await page.keyboard.press('End');
    await expect.poll(() => wrap.locator('.ops-list-row-active').count()).toBe(1);
    const lastKey = await wrap.locator('.ops-list-row-active').getAttribute('data-row-key');
    expect(lastKey).toBeTruthy();
    const box = (await wrap.locator('.ops-list-row-active').boundingBox())!;
    const body = (await wrap.locator('.ant-table-tbody-virtual').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(body.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 1);
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => wrap.locator('.ops-list-row-active').getAttribute('data-row-key'))
      .not.toBe(lastKey);
    await page.keyboard.press('Home');
    await expect
      .poll(() => wrap.locator('.ops-list-row-active').getAttribute('data-row-key'))
      .toBe(
        await wrap.locator('.ant-table-tbody-virtual .ant-table-row').first().getAttribute('data-row-key'),
      );
    await screenshot(page, `${shot}-02-keyboard-home`);

    // Selection (offered with the list's export permission): a tick counts one in the bulk bar.
    const ticks = wrap.locator('.ant-table-tbody-virtual .ant-table-row .ant-checkbox-input');
    if (!selectable) expect(await ticks.count()).toBe(0);
    else {
      await ticks.first().check();
      await expect.poll(() => page.getByTestId('list-selected-count').innerText()).toBe('1 selected');
      await screenshot(page, `${shot}-03-selected`);
    }
    expect(blocking(await axeFindings(page, `${shot}-virtual`))).toEqual([]);
  }

  it('Users: virtual, aligned, keyboard, selection and axe', async () => {
    // Finance may not export users, so the Users list offers no selection to it.
    await checkList('/app/users?size=200', 'users', users, 'virtual-users', false);
    // Enter opens the highlighted row's user.
    const wrap = page.getByTestId('users-table');
    await wrap.focus();
    await page.keyboard.press('ArrowDown');
    const key = await wrap.locator('.ops-list-row-active').getAttribute('data-row-key');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/app/user/${key}`);
  });

  it('Wallet Logs: virtual, aligned, keyboard, selection and axe', async () => {
    await checkList('/app/wallet?size=200', 'wallet-logs', logs, 'virtual-wallet', true);
  });

  it('the default page sizes stay plain', async () => {
    await page.goto(`${server.url}/app/users`);
    await page.locator('[data-testid^="users-row-"]').first().waitFor();
    expect(await page.getByTestId('users-table').getAttribute('data-virtual')).toBeNull();
    expect(await page.locator('[data-testid="users-table"] tbody tr.ant-table-row').count()).toBe(
      Math.min(users, 25),
    );
  });
});
