import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { rides } from './tables';
import { Random } from '../../platform/lib/random';
import { parkedVehicle } from '../../compose/seed/images';
import { createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { UPLOAD_MESSAGES } from '../../platform/uploads/checkedImage';

let server: TestServer;
let dataDir: string;
let agent: string;
let viewer: string;
const png = parkedVehicle(new Random(1));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-upload-'));
  server = await startTestServer({ config: { dataDir } });
  agent = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { rides: { TAKE_ACTIONS: true } } }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { rides: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function upload(token: string | null, rideId: string, file: Buffer | null, type = 'image/png') {
  const form = new FormData();
  form.append('fileType', type);
  form.append('rideId', rideId);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), 'photo.png');
  const response = await fetch(`${server.url}/upload-additional-ride-image`, {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { link?: string; error?: string } };
}

describe('PUT /upload-additional-ride-image', () => {
  it('stores the image, points the ride at it and answers with a signed link that serves it', async () => {
    const rider = await createRider(server.handle.db);
    const vehicle = await createVehicle(server.handle.db);
    const ride = await createOngoingRide(server.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(),
    });
    const { status, body } = await upload(agent, ride, png);
    expect(status).toBe(200);
    expect(body.link).toMatch(/^\/files\/ride-images\/additional\/.+\.png\?expires=\d+&sig=/);
    const [row] = await server.handle.db.select().from(rides).where(eq(rides.id, ride));
    expect(row!.additionalImageUrl).toMatch(/^ride-images\/additional\//);
    const served = await fetch(`${server.url}${body.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Another first character of the signature (1 in 64 signatures already starts with 'A').
    const tampered = await fetch(
      `${server.url}${body.link!.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`)}`,
    );
    expect(tampered.status).toBe(404);
    server.clock.advance(2 * 60 * 60 * 1000);
    expect((await fetch(`${server.url}${body.link}`)).status).toBe(404);
    server.clock.advance(-2 * 60 * 60 * 1000);
  });

  it('refuses without a token, without rides.TAKE_ACTIONS, without a file, and a file that is not an image', async () => {
    const rider = await createRider(server.handle.db);
    const vehicle = await createVehicle(server.handle.db);
    const ride = await createOngoingRide(server.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(),
    });
    expect(await upload(null, ride, png)).toMatchObject({
      status: 401,
      body: { error: UPLOAD_MESSAGES.signIn },
    });
    expect(await upload(viewer, ride, png)).toMatchObject({ status: 403 });
    expect(await upload(agent, ride, null)).toMatchObject({
      status: 400,
      body: { error: UPLOAD_IMAGE_FIRST },
    });
    expect(await upload(agent, ride, Buffer.from('<script>alert(1)</script>'))).toMatchObject({
      status: 400,
      body: { error: UPLOAD_MESSAGES.notAnImage },
    });
    expect(await upload(agent, 'nope', png)).toMatchObject({
      status: 404,
      body: { error: UPLOAD_MESSAGES.rideNotFound },
    });
  });
});
