/* global document */
// Screenshot tour of the renderer shell against a faked API (not product code).
// Usage: npx vite preview --config renderer/vite.config.ts --port 4173 &
//        node renderer/scripts/screenshots.mjs [baseUrl] [outDir]
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const BASE = process.argv[2] ?? 'http://localhost:4173';
const OUT = process.argv[3] ?? 'e2e/artifacts/shell';
mkdirSync(OUT, { recursive: true });

const ADMIN_ROLE = { name: 'Super Admin', level: 0, department: 'Administration', permissions: {} };
const AGENT_ROLE = {
  name: 'Support Agent',
  level: 6,
  department: 'Operations',
  permissions: {
    home: { VIEW_PAGE: true },
    task: { RESOLVE_TASKS: true, VIEW_TASKS_TABLE: true },
    users: { VIEW_PAGE: true, VERIFY_ID_REQUESTS: true },
    vehicles: { VIEW_PAGE: true },
  },
};
const user = (role) => ({
  _id: '64b0c0ffee0000000000aa01',
  name: role.level === 0 ? 'Nour El-Sayed' : 'Mona Adel',
  phoneNumber: '+201001234567',
  email: 'nour@example.com',
  role: JSON.stringify(role),
  roleName: role.name,
});
const ROLES = [
  { name: 'Super Admin', level: 0, department: 'Administration', permissions: {}, usersCount: 2 },
  {
    name: 'Support Lead',
    level: 3,
    department: 'Operations',
    permissions: {
      task: { VIEW_TASKS_TABLE: true, RESOLVE_TASKS: true, CHECK_USERS_OUT: true },
      home: { VIEW_PAGE: true },
    },
    usersCount: 4,
  },
  {
    name: 'Support Agent',
    level: 6,
    department: 'Operations',
    permissions: AGENT_ROLE.permissions,
    usersCount: 31,
  },
  {
    name: 'Accountant',
    level: 4,
    department: 'Accounting',
    permissions: { bills: { VIEW_PAGE: true, REFUND: true } },
    usersCount: 3,
  },
  {
    name: 'Field Technician',
    level: 8,
    department: 'Engineering',
    permissions: { opsTask: { VIEW_PAGE: true, RESOLVE: true } },
    usersCount: 18,
  },
].map((r, i) => ({
  _id: `64b0c0ffee00000000000r0${i}`,
  createdAt: '2026-10-01T08:00:00Z',
  updatedAt: '2026-11-1' + i + 'T08:00:00Z',
  ...r,
}));

function answer(op, vars, role) {
  switch (op) {
    case 'GetMyUserData':
      return { getMyUserData: { token: 'fake-token', wsId: 'ws-1', user: user(role) } };
    case 'StartupAreas':
      return {
        areas: ['Maadi', 'Zamalek', 'Heliopolis', 'New Cairo', 'Dokki', 'Sheikh Zayed'].map((name, i) => ({
          _id: `a${i}`,
          name,
          isGeofencingEnabled: i % 2 === 0,
        })),
      };
    case 'GetVehiclesForSearch':
      return {
        getVehiclesForSearch: Array.from({ length: 412 }, (_, i) => ({ _id: `v${i}`, code: `S${1000 + i}` })),
      };
    case 'MapDistributions':
      return { mapDistributions: [] };
    case 'PendingIdVerificationsCount':
      return { pendingIDVerificationsCount: 7 };
    case 'StolenAlertsCount':
      return { stolenAlertsCount: 3 };
    case 'GetAllRoles':
      return { getAllRoles: ROLES };
    case 'GetRoleById':
      return { getRoleById: ROLES.find((r) => r._id === vars.id) ?? ROLES[1] };
    case 'LogoutUser':
      return { logoutUser: { success: true, message: 'ok' } };
    default:
      return null;
  }
}

/** A minimal engine.io v4 / socket.io v5 peer, so the shell shows a live connection. */
async function fakeSocket(page, { events = [] } = {}) {
  await page.routeWebSocket(/\/ws\//, (ws) => {
    ws.send(
      '0' +
        JSON.stringify({
          sid: 'fake',
          upgrades: [],
          pingInterval: 25000,
          pingTimeout: 20000,
          maxPayload: 1e6,
        }),
    );
    ws.onMessage((message) => {
      if (String(message).startsWith('40')) {
        ws.send('40' + JSON.stringify({ sid: 'fake-socket' }));
        setTimeout(() => events.forEach((e) => ws.send('42' + JSON.stringify([e, {}]))), 300);
      }
      if (message === '2') ws.send('3');
    });
  });
}

async function signedIn(context, role, opts = {}) {
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('ops.token', 'fake-token'));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    const data = answer(body.operationName, body.variables ?? {}, role);
    await route.fulfill({
      json: data ? { data } : { errors: [{ message: 'Not faked', extensions: { code: 500 } }] },
    });
  });
  await fakeSocket(page, opts);
  return page;
}

const shot = async (page, name) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log('saved', name);
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const desktopSize = { viewport: { width: 1440, height: 900 } };

try {
  // ---- public pages ----
  let context = await browser.newContext(desktopSize);
  let page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByTestId('login-submit').waitFor();
  await shot(page, '01-login');
  await page.getByTestId('login-phone').fill('12');
  await page.getByTestId('login-submit').click();
  await shot(page, '02-login-validation');

  await page.evaluate(() =>
    localStorage.setItem(
      'ops.pendingOtpSession',
      JSON.stringify({ phone: '+201001234567', expiresAt: Date.now() + 300_000 }),
    ),
  );
  await page.goto(`${BASE}/verify-otp`);
  await page.getByTestId('otp-box-0').waitFor();
  await shot(page, '03-verify-otp');
  await page.getByTestId('otp-box-0').focus();
  await page.keyboard.type('1234');
  await shot(page, '04-verify-otp-partial');
  await page.keyboard.type('56');
  await shot(page, '05-verify-otp-complete');

  await page.evaluate(() => localStorage.removeItem('ops.pendingOtpSession'));
  await page.goto(`${BASE}/verify-otp`);
  await page.waitForURL('**/login');
  console.log('verify-otp without session ->', page.url());

  await page.goto(`${BASE}/some/unknown/path`);
  await page.getByTestId('not-found').waitFor();
  await shot(page, '06-not-found');
  console.log('title:', await page.title());

  await page.goto(`${BASE}/access-denied`);
  await page.getByTestId('access-denied').waitFor();
  await shot(page, '07-access-denied');
  await context.close();

  // ---- the sign-in flow against faked answers ----
  context = await browser.newContext(desktopSize);
  page = await context.newPage();
  let verifyAttempts = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    const op = body.operationName;
    if (op === 'LoginUser')
      return route.fulfill({
        json: { data: { loginUser: { success: true, message: 'ok', expiresIn: 300 } } },
      });
    if (op === 'GetVerificationCode')
      return route.fulfill({
        json: {
          data: { getVerificationCode: { success: true, message: 'sent', expiresIn: 300, resendAfter: 30 } },
        },
      });
    if (op === 'VerifyCode') {
      verifyAttempts += 1;
      if (verifyAttempts === 1)
        return route.fulfill({
          json: { errors: [{ message: 'Invalid verification code', extensions: { code: 500 } }] },
        });
      return route.fulfill({
        json: {
          data: {
            verifyCode: {
              userId: 'u1',
              token: 'tok-1',
              wsId: 'ws',
              tokenExpiration: new Date(Date.now() + 3600e3).toISOString(),
              expiresIn: 3600,
              user: user(AGENT_ROLE),
            },
          },
        },
      });
    }
    const data = answer(op, body.variables ?? {}, AGENT_ROLE);
    return route.fulfill({
      json: data ? { data } : { errors: [{ message: 'x', extensions: { code: 500 } }] },
    });
  });
  await fakeSocket(page);
  await page.goto(`${BASE}/login`);
  await page.getByTestId('login-phone').fill('010 0123 4567');
  await page.getByTestId('login-password').fill('secret');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('otp-box-0').waitFor();
  console.log('pending session:', await page.evaluate(() => localStorage.getItem('ops.pendingOtpSession')));
  console.log('verify disabled before code:', await page.getByTestId('otp-verify').isDisabled());
  await page.getByTestId('otp-box-0').focus();
  await page.keyboard.type('111111');
  await page.waitForTimeout(200);
  console.log(
    'boxes:',
    await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^=otp-box]')].map(
        (e) => e.value + (e.disabled ? '(d)' : ''),
      ),
    ),
  );
  await page.getByTestId('otp-verify').click();
  await page.waitForTimeout(300);
  await shot(page, '08-verify-otp-wrong-code');
  await page.getByTestId('otp-box-2').focus();
  await page.keyboard.insertText('123456'); // like a paste into the middle box
  await page.keyboard.press('Enter');
  await page.waitForURL('**/app/dashboard');
  console.log(
    'after verify ->',
    page.url(),
    'token stored:',
    await page.evaluate(() => localStorage.getItem('ops.token')),
  );
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
  console.log(
    'after logout ->',
    page.url(),
    'token:',
    await page.evaluate(() => localStorage.getItem('ops.token')),
  );
  await context.close();

  // ---- signed in as level 0 ----
  context = await browser.newContext(desktopSize);
  page = await signedIn(context, ADMIN_ROLE, {
    events: [
      'NEW_STOLEN_ALERT',
      'NEW_PENDING_VERIFICATION',
      'REMOVE_PENDING_VERIFICATION',
      'REMOVE_PENDING_VERIFICATION',
    ],
  });
  await page.goto(`${BASE}/`);
  await page.getByTestId('topbar').waitFor();
  await page.waitForTimeout(1200);
  await shot(page, '10-dashboard-admin');
  console.log('title:', await page.title(), 'url:', page.url());
  const topbar = await page.getByTestId('topbar').boundingBox();
  const drawer = await page.getByTestId('drawer').boundingBox();
  console.log('topbar height', topbar?.height, 'drawer width', drawer?.width);
  console.log('connected:', await page.getByTestId('connection-toggle').getAttribute('data-connected'));

  await page.getByTestId('account-menu').click();
  await shot(page, '11-account-menu');
  await page.getByTestId('change-password').click();
  await page.getByTestId('old-password').waitFor();
  await page.getByTestId('new-password').fill('abc1');
  await page.getByTestId('confirm-password').fill('x');
  await page.getByTestId('old-password').click();
  await shot(page, '12-change-password-errors');
  await page.getByTestId('suggest-password').click();
  await shot(page, '13-change-password-suggested');
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-roles').click();
  await page.getByTestId('create-role').waitFor();
  await shot(page, '14-roles');
  await page.getByText('Support Lead').click();
  await page.getByTestId('permission-matrix').waitFor();
  await shot(page, '15-role-editor');
  await page.goto(`${BASE}/app/roles/create`);
  await page.getByTestId('save-role').click();
  await shot(page, '16-role-create-validation');

  await page.goto(`${BASE}/app/users`);
  await page.getByTestId('coming-soon').waitFor();
  await shot(page, '17-coming-soon-users');
  await page.goto(`${BASE}/app/resolve-tasks`);
  await page.getByTestId('coming-soon').waitFor();
  await shot(page, '18-resolve-tasks-full-width');
  await page.goto(`${BASE}/app/not-a-page`);
  await page.getByTestId('not-found').waitFor();
  console.log('unknown under app ->', page.url());
  await page.goto(`${BASE}/app/dashboard`);
  await page.getByTestId('connection-toggle').click();
  await shot(page, '19-live-paused');
  await context.close();

  // ---- signed in as a support agent ----
  context = await browser.newContext(desktopSize);
  page = await signedIn(context, AGENT_ROLE);
  await page.goto(`${BASE}/app/dashboard`);
  await page.getByTestId('topbar').waitFor();
  await shot(page, '20-dashboard-agent');
  await page.goto(`${BASE}/app/roles`);
  await shot(page, '21-no-access');
  await context.close();

  // ---- small screen: temporary drawer ----
  context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  page = await signedIn(context, ADMIN_ROLE);
  await page.goto(`${BASE}/app/dashboard`);
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-dashboard').waitFor();
  await shot(page, '22-small-screen-drawer');
  await context.close();

  // ---- phone without mobile access ----
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    hasTouch: true,
    isMobile: true,
  });
  page = await signedIn(context, AGENT_ROLE);
  await page.goto(`${BASE}/app/dashboard`);
  await page.getByTestId('access-denied').waitFor();
  await shot(page, '23-mobile-restricted');
  await context.close();
} finally {
  await browser.close();
}
