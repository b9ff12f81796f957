import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { RATE_LIMITS } from '../http/rateLimits';
import { Random } from '../lib/random';
import { parkedVehicle } from '../../compose/seed/images';
import { createOngoingRide, createRider, createVehicle } from '../../domains/wallet/testFixtures';
import { MAX_UPLOAD_BYTES } from './routes';
import { UPLOAD_MESSAGES } from './checkedImage';

let server: TestServer;
let dataDir: string;
let agent: string;
let viewer: string;
const png = parkedVehicle(new Random(2));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-upload-limits-'));
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

const BOUNDARY = '----ops-test-boundary';
/** The review's upload: 9.9 MB, just under the limit. */
const NEARLY_TEN_MB = Math.round(9.9 * 1024 * 1024);

/** A multipart body: the fields, then a file part of `fileBytes` bytes that starts as a PNG. */
function multipart(
  fields: Record<string, string>,
  fileBytes: number,
): { head: Buffer; fileBytes: number; tail: Buffer } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return { head, fileBytes, tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}

interface RawAnswer {
  status: number;
  body: string;
  /** Bytes of the body the client had sent when the answer arrived. */
  sentWhenAnswered: number;
  total: number;
}

/**
 * PUT with a slow client: sends the body in 64 KB chunks, one every 5 ms, and stops when
 * the answer comes. `declareLength` false sends it chunked, so only the stream can be measured.
 */
function slowUpload(
  token: string | null,
  fields: Record<string, string>,
  fileBytes: number,
  declareLength = true,
  /**
   * Wait this long after the form's head before sending the file. A server that answers from
   * the headers alone answers in the pause; writing into a connection it has already closed
   * would only race its answer (EPIPE) and prove nothing more.
   */
  pauseAfterHeadMs = 0,
): Promise<RawAnswer> {
  const { head, tail } = multipart(fields, fileBytes);
  const total = head.length + fileBytes + tail.length;
  const url = new URL(`${server.url}/upload-additional-ride-image`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PUT',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(declareLength ? { 'content-length': String(total) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            sentWhenAnswered,
            total,
          });
          request.destroy();
        });
      },
    );
    // The server may close the connection on a body it will not read: that is the point.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 7);
    png.copy(chunk);
    const write = (data: Buffer) => {
      sent += data.length;
      request.write(data);
    };
    write(head);
    let fileSent = 0;
    const pump = () => {
      if (answered || request.destroyed) return;
      if (fileSent >= fileBytes) {
        write(tail);
        request.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
      fileSent += piece.length;
      write(piece);
      setTimeout(pump, 5);
    };
    setTimeout(pump, pauseAfterHeadMs);
  });
}

async function ride(): Promise<string> {
  const rider = await createRider(server.handle.db);
  const vehicle = await createVehicle(server.handle.db);
  return createOngoingRide(server.handle.db, { userId: rider, vehicleId: vehicle.id, startTime: new Date() });
}

describe('uploads authenticate before reading the body (issue 6 item 10)', () => {
  it('an unauthenticated 9.9 MB upload is refused while the client is still sending', async () => {
    const answer = await slowUpload(null, { fileType: 'image/png', rideId: 'r1' }, NEARLY_TEN_MB);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: UPLOAD_MESSAGES.signIn });
    // Answered after the first chunks, not after the whole body.
    expect(answer.sentWhenAnswered).toBeLessThan(answer.total / 4);
  });

  it('a token without rides.TAKE_ACTIONS is refused before the body, too', async () => {
    const answer = await slowUpload(viewer, { fileType: 'image/png', rideId: 'r1' }, NEARLY_TEN_MB);
    expect(answer.status).toBe(403);
    expect(answer.sentWhenAnswered).toBeLessThan(answer.total / 4);
  });
});

describe('a file over the limit gets 413 with a clear message (issue 6 item 9)', () => {
  it('a declared 50 MB upload is refused at once', async () => {
    const answer = await slowUpload(
      agent,
      { fileType: 'image/png', rideId: await ride() },
      50 * 1024 * 1024,
      true,
      500,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
    expect(answer.sentWhenAnswered).toBeLessThan(answer.total / 4);
  });

  it('a chunked upload is cut off once it passes the limit, and nothing is stored', async () => {
    const rideId = await ride();
    const answer = await slowUpload(
      agent,
      { fileType: 'image/png', rideId },
      MAX_UPLOAD_BYTES + 256 * 1024,
      false,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
    const stored = await fs
      .readdir(path.join(dataDir, 'files', 'ride-images', 'additional'), { recursive: true })
      .catch(() => []);
    expect(
      stored.map(String).filter((name) => name.startsWith(`${rideId}/`) || name.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('a file of exactly the limit is stored', async () => {
    const answer = await slowUpload(agent, { fileType: 'image/png', rideId: await ride() }, MAX_UPLOAD_BYTES);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      link: expect.stringMatching(/^\/files\/ride-images\/additional\//) as unknown,
    });
  });
});

describe('two file parts get a clear 400, not 413 (issue 22 finding 8 b)', () => {
  it.each([
    ['/upload-additional-ride-image', { rides: { TAKE_ACTIONS: true } }],
    ['/upload-inventory', { inventory: { EDIT_ITEMS: true } }],
  ])('%s', async (route, permissions) => {
    const token = await signIn(server, await createStaff(server.handle.db, { permissions }));
    const fields =
      route === '/upload-inventory'
        ? { fileType: 'image/png' }
        : { fileType: 'image/png', rideId: await ride() };
    const head = Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const file = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const body = Buffer.concat([
      Buffer.from(head),
      file('one.png'),
      file('two.png'),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const response = await fetch(`${server.url}${route}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.oneFile });
  });
});

describe('rate limits per user (issue 6 item 10)', () => {
  async function emptyUpload(token: string) {
    const form = new FormData();
    form.append('fileType', 'image/png');
    form.append('rideId', 'none');
    const response = await fetch(`${server.url}/upload-additional-ride-image`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  }

  it(`uploads: ${RATE_LIMITS.upload.max} a minute per user, then 429 with the wait; another user is not held back`, async () => {
    const busy = await signIn(
      server,
      await createStaff(server.handle.db, { permissions: { rides: { TAKE_ACTIONS: true } } }),
    );
    for (let i = 0; i < RATE_LIMITS.upload.max; i += 1) expect((await emptyUpload(busy)).status).toBe(400);
    const refused = await emptyUpload(busy);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests, try again in \d+ (seconds?|minutes?)\.$/);
    expect((await emptyUpload(agent)).status).toBe(400);
  });

  it(`export: ${RATE_LIMITS.export.max} a minute per user, then 429`, async () => {
    const exporter = await signIn(
      server,
      await createStaff(server.handle.db, { permissions: { task: { VIEW_TASKS_TABLE: true } } }),
    );
    const post = () =>
      fetch(`${server.url}/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${exporter}` },
        body: JSON.stringify({ module: 'no-such-module', filters: {}, fields: [] }),
      });
    for (let i = 0; i < RATE_LIMITS.export.max; i += 1) expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message?: string }).message).toMatch(
      /^Too many requests, try again in/,
    );
  });

  it(`files: ${RATE_LIMITS.files.max} a minute per client, then 429`, async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.files.max && status !== 429; i += 1) {
      status = (await fetch(`${server.url}/files/ride-images/nothing-${i}.png?expires=1&sig=x`)).status;
      if (i < RATE_LIMITS.files.max) expect(status).toBe(404);
    }
    expect(status).toBe(429);
  });
});
