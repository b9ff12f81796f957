import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';

interface RoleRow {
  _id: string;
  name: string;
  level: number;
  department: string;
  permissions: Record<string, Record<string, boolean>>;
}

// Issue 6, items 1 and 2 in the browser: the role editor offers only what the server accepts.
describe('role editing stays within the editor’s reach', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let roles: Map<string, RoleRow>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    // As in the review: the Operations Manager is given roles.MODIFY by the super admin.
    const admin = account('Super Admin');
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    const list = await gql<{ getAllRoles: RoleRow[] }>(
      server.url,
      `{ getAllRoles { _id name level department permissions } }`,
      {},
      token,
    );
    roles = new Map(list.getAllRoles.map((role) => [role.name, role]));
    const manager = roles.get('Operations Manager')!;
    await gql(
      server.url,
      `mutation($id: ID!, $role: RoleInput!) { editRole(_id: $id, role: $role) { _id } }`,
      {
        id: manager._id,
        role: {
          name: manager.name,
          level: manager.level,
          department: manager.department,
          permissions: {
            ...manager.permissions,
            roles: { ...manager.permissions.roles, VIEW_PAGE: true, MODIFY: true },
          },
        },
      },
      token,
    );
    await signIn(page, server.url, account('Operations Manager'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers Edit only on roles ranked below the editor, not on their own or higher ones', async () => {
    await page.goto(`${server.url}/app/roles`);
    const edit = (name: string) => page.getByTestId(`edit-role-${roles.get(name)!._id}`);
    await edit('Field Technician').waitFor();
    expect(await edit('Field Technician').isEnabled()).toBe(true);
    expect(await edit('Super Admin').isDisabled()).toBe(true);
    expect(await edit('Operations Manager').isDisabled()).toBe(true);
    await screenshot(page, 'roles-01-edit-only-below');
  });

  it('closes Administration and other departments in the editor, saying why', async () => {
    await page.getByTestId(`edit-role-${roles.get('Field Technician')!._id}`).click();
    await page.getByTestId('role-name').waitFor();
    await expect.poll(() => page.getByTestId('role-name').inputValue()).toBe('Field Technician');
    await expect
      .poll(() => page.getByTestId('department-closed').innerText())
      .toBe(
        'You can only put roles in your own department. Only Administration or a level 0–1 role can put a role in Administration.',
      );
    await screenshot(page, 'roles-02-department-note');
    await page.getByTestId('role-department').click();
    const closed = async (name: string) =>
      (await page.locator('.ant-select-item-option', { hasText: name }).getAttribute('class'))?.includes(
        'ant-select-item-option-disabled',
      );
    await page.locator('.ant-select-item-option', { hasText: 'Administration' }).waitFor();
    expect(await closed('Administration')).toBe(true);
    expect(await closed('Marketing')).toBe(true);
    expect(await closed('Operations')).toBe(false);
    await screenshot(page, 'roles-03-departments-closed');
    await page.keyboard.press('Escape');
  });

  it('opens a higher role read-only, with the reason', async () => {
    await page.goto(`${server.url}/app/roles/${roles.get('Super Admin')!._id}`);
    await expect
      .poll(() => page.getByTestId('role-read-only').innerText())
      .toContain('You can only manage roles ranked below your own');
    expect(await page.getByTestId('save-role').count()).toBe(0);
    await screenshot(page, 'roles-04-higher-role-read-only');
  });
});
