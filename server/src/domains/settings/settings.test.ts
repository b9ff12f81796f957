import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@ops/shared/rules/settingsLists';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { Random } from '../../platform/lib/random';
import { parkedVehicle } from '../../compose/seed/images';
import { UPLOAD_MESSAGES } from '../../platform/uploads/checkedImage';
import { recordIntegrationUsage } from '../../platform/integrations/usage';
import { paymentMethods } from './tables';

let server: TestServer;
let dataDir: string;
let admin: string;
let viewer: string;
const png = parkedVehicle(new Random(2));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-settings-'));
  server = await startTestServer({ config: { dataDir } });
  admin = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      permissions: {
        settings: {
          VIEW_TAB: true,
          ADJUST_PAYMENT_METHODS: true,
          MODIFY_RATING_RECCOMENDATIONS: true,
          VIEW_THIRD_PARTIES_LIMITS: true,
        },
      },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { settings: { VIEW_TAB: true } } }),
  );
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const METHODS = `{ getPaymentMethods { _id key name enabled order iconUrl } }`;
type Method = { _id: string; key: string; enabled: boolean; order: number; iconUrl: string | null };

async function upload(
  token: string | null,
  file: Buffer | null,
  fields: Record<string, string> = {},
  type = 'image/png',
) {
  const form = new FormData();
  form.append('fileType', type);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), 'icon.png');
  const response = await fetch(`${server.url}/upload-paymentIcon`, {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { link?: string; error?: string } };
}

describe('payment methods', () => {
  it('are enabled, disabled and reordered; the last enabled one stays enabled', async () => {
    const methods = (await server.gql<{ getPaymentMethods: Method[] }>(METHODS, {}, admin)).data!
      .getPaymentMethods;
    expect(methods.map((m) => m.key)).toEqual(['wallet', 'card', 'fawry', 'vodafoneCash']);
    const reversed = [...methods].reverse().map((m) => m._id);
    const reordered = await server.gql<{ reorderPaymentMethods: Method[] }>(
      `mutation($ids: [ID!]!) { reorderPaymentMethods(ids: $ids) { _id order } }`,
      { ids: reversed },
      admin,
    );
    expect(reordered.data!.reorderPaymentMethods.map((m) => m._id)).toEqual(reversed);
    const half = await server.gql(
      `mutation($ids: [ID!]!) { reorderPaymentMethods(ids: $ids) { _id } }`,
      { ids: reversed.slice(1) },
      admin,
    );
    expect(half.errors?.[0]?.message).toBe(SETTINGS_MESSAGES.orderMismatch);

    const toggle = (id: string, enabled: boolean) =>
      server.gql(
        `mutation($id: ID!, $enabled: Boolean!) { setPaymentMethodEnabled(id: $id, enabled: $enabled) { enabled } }`,
        { id, enabled },
        admin,
      );
    for (const method of methods.slice(0, 2))
      expect((await toggle(method._id, false)).errors).toBeUndefined();
    expect((await toggle(methods[2]!._id, false)).errors?.[0]?.message).toBe(SETTINGS_MESSAGES.lastEnabled);
    expect((await toggle(methods[0]!._id, true)).errors).toBeUndefined();
  });

  it('an icon must be an image by its bytes; a good one is stored and shown on the method', async () => {
    const [wallet] = await server.handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.key, 'wallet'));
    const text = Buffer.from('<svg onload="alert(1)"></svg> pretending to be a png');
    const fake = await upload(admin, text, { paymentMethodId: wallet!.id });
    expect(fake).toEqual({ status: 400, body: { error: UPLOAD_MESSAGES.notAnImage } });
    expect((await upload(admin, Buffer.from('GIF89a......'), {}, 'image/gif')).status).toBe(400);
    expect((await upload(viewer, png, { paymentMethodId: wallet!.id })).status).toBe(403);
    expect((await upload(null, png)).status).toBe(401);
    const [untouched] = await server.handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, wallet!.id));
    expect(untouched!.iconKey).toBeNull();

    const good = await upload(admin, png, { paymentMethodId: wallet!.id });
    expect(good.status).toBe(200);
    expect(good.body.link).toMatch(/^\/files\/payment-icons\/.+\.png\?expires=\d+&sig=/);
    const served = await fetch(`${server.url}${good.body.link}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const methods = (await server.gql<{ getPaymentMethods: Method[] }>(METHODS, {}, admin)).data!
      .getPaymentMethods;
    expect(methods.find((m) => m.key === 'wallet')!.iconUrl).toMatch(/^\/files\/payment-icons\//);
  });
});

describe('rating recommendations', () => {
  it('are added per star count, refused when empty, duplicated or out of range, and deleted', async () => {
    const add = (stars: number, text: string) =>
      server.gql<{ addRatingRecommendation: { _id: string; stars: number; order: number } }>(
        `mutation($stars: Int!, $text: String!) { addRatingRecommendation(stars: $stars, text: $text) { _id stars text order } }`,
        { stars, text },
        admin,
      );
    const added = await add(2, 'Bell not working');
    expect(added.data!.addRatingRecommendation).toMatchObject({ stars: 2, order: 2 });
    expect((await add(2, 'Bell not working')).errors?.[0]?.message).toBe(
      SETTINGS_MESSAGES.duplicateRecommendation,
    );
    expect((await add(6, 'Great')).errors?.[0]?.message).toBe(SETTINGS_MESSAGES.stars);
    expect((await add(3, '   ')).errors?.[0]?.message).toBe(SETTINGS_MESSAGES.recommendationRequired);
    const removed = await server.gql(
      `mutation($id: ID!) { deleteRatingRecommendation(id: $id) { success } }`,
      { id: added.data!.addRatingRecommendation._id },
      admin,
    );
    expect(removed.errors).toBeUndefined();
    const list = await server.gql<{ getRatingRecommendations: Array<{ text: string }> }>(
      `{ getRatingRecommendations { text stars } }`,
      {},
      admin,
    );
    expect(list.data!.getRatingRecommendations.map((r) => r.text)).not.toContain('Bell not working');
  });
});

describe('third-party limits', () => {
  it('show today’s SMS use (counted at each send) against the quota, from the simulated providers', async () => {
    const before = (
      await server.gql<{
        getThirdPartyLimits: Array<{ integration: string; used: number; quota: number; simulated: boolean }>;
      }>(`{ getThirdPartyLimits { integration provider simulated quota used remaining } }`, {}, admin)
    ).data!.getThirdPartyLimits;
    const sms = before.find((row) => row.integration === 'SMS')!;
    expect(sms).toMatchObject({ simulated: true, quota: 5000 });
    await recordIntegrationUsage(server.handle.db, 'sms', server.clock.now(), 3);
    const after = (
      await server.gql<{
        getThirdPartyLimits: Array<{ integration: string; used: number; remaining: number }>;
      }>(`{ getThirdPartyLimits { integration used remaining } }`, {}, admin)
    ).data!.getThirdPartyLimits;
    expect(after.find((row) => row.integration === 'SMS')).toMatchObject({
      used: sms.used + 3,
      remaining: 5000 - sms.used - 3,
    });
    expect(after.map((row) => row.integration)).toEqual(['SMS', 'Payment gateway', 'Push notifications']);
  });
});
