import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { Random } from '../lib/random';
import { parkedVehicle } from '../../compose/seed/images';
import { UPLOAD_MESSAGES } from './checkedImage';

let server: TestServer;
let dataDir: string;
let editor: string;
let technician: string;
let viewer: string;
const png = parkedVehicle(new Random(3));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-inventory-upload-'));
  server = await startTestServer({ config: { dataDir } });
  editor = await signIn(
    server,
    await createStaff(server.handle.db, {
      permissions: { inventory: { VIEW_PAGE: true, EDIT_ITEMS: true } },
    }),
  );
  technician = await signIn(
    server,
    await createStaff(server.handle.db, {
      permissions: { inventory: { VIEW_PAGE: true, REQUEST_PARTS: true } },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { inventory: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function upload(token: string | null, file: Buffer | null, type = 'image/png') {
  const form = new FormData();
  form.append('fileType', type);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), 'part.png');
  const response = await fetch(`${server.url}/upload-inventory`, {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { link?: string; imageUrl?: string; error?: string },
  };
}

describe('PUT /upload-inventory (03 §7)', () => {
  it('stores a real image and answers with its link and stored URL; the item keeps the URL and shows a signed link', async () => {
    const { status, body } = await upload(editor, png);
    expect(status).toBe(200);
    expect(body.imageUrl).toMatch(/^inventory\/uploads\/[0-9a-f]+\.png$/);
    expect(body.link).toMatch(/^\/files\/inventory\/uploads\/.+\.png\?expires=\d+&sig=/);
    const served = await fetch(`${server.url}${body.link}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const created = await server.gql<{ createInventoryItem: { image: string; imageLink: string } }>(
      `mutation($in: InventoryItemInput!) { createInventoryItem(input: $in) { image imageLink } }`,
      { in: { name: 'Handlebar grip', category: 'Scooters', image: body.imageUrl } },
      editor,
    );
    expect(created.data?.createInventoryItem.image).toBe(body.imageUrl);
    expect(created.data?.createInventoryItem.imageLink).toMatch(/sig=/);
    expect((await upload(technician, png)).status).toBe(200);
  });

  it('refuses what is not an image (by its bytes, whatever it claims), no file, no token, no permission', async () => {
    expect(await upload(editor, Buffer.from('%PDF-1.4 not an image at all'))).toMatchObject({
      status: 400,
      body: { error: UPLOAD_MESSAGES.notAnImage },
    });
    expect(await upload(editor, Buffer.from('GIF89a............'), 'image/jpeg')).toMatchObject({
      status: 400,
      body: { error: UPLOAD_MESSAGES.notAnImage },
    });
    expect(await upload(editor, png, 'text/html')).toMatchObject({
      status: 400,
      body: { error: UPLOAD_MESSAGES.notAnImage },
    });
    expect(await upload(editor, null)).toMatchObject({ status: 400, body: { error: UPLOAD_IMAGE_FIRST } });
    expect(await upload(null, png)).toMatchObject({ status: 401, body: { error: UPLOAD_MESSAGES.signIn } });
    expect(await upload(viewer, png)).toMatchObject({ status: 403 });
    const stored = await fs.readdir(path.join(dataDir, 'files', 'inventory', 'uploads')).catch(() => []);
    expect(stored).toHaveLength(2);
  });
});
