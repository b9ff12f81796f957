import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, NETWORK_ERROR_TEXT, toApiError } from '@ops/shared/rules/errors';
import { CLIENT_CONTRACT, CLIENT_CONTRACT_HEADER } from '@ops/shared/rules/clientContract';
import { MapSettingsDocument } from '../generated/graphql';
import { authToken } from './authToken';
import { gqlRequest } from './graphqlClient';
import { serverUrl } from './serverUrl';

/**
 * The renderer's GraphQL client over a real HTTP server: documents go as the generated text,
 * answers and refusals come back in the shapes the error rule words.
 */
interface Seen {
  headers: IncomingHttpHeaders;
  body: { query: string; variables: unknown; operationName?: string };
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: { status: number; body: string; type?: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      seen.push({ headers: request.headers, body: JSON.parse(text) as Seen['body'] });
      response.writeHead(answer.status, {
        'content-type': answer.type ?? 'application/graphql-response+json',
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
  authToken.set(null);
  serverUrl.set(null);
});

describe('gqlRequest', () => {
  it('posts the generated text with its variables, its name, the token and the contract, and returns data', async () => {
    serverUrl.set(base);
    authToken.set('t0ken');
    answer = { status: 200, body: JSON.stringify({ data: { mapSettings: { tileUrl: 'x' } } }) };
    await expect(gqlRequest(MapSettingsDocument, {})).resolves.toEqual({ mapSettings: { tileUrl: 'x' } });
    const [request] = seen;
    expect(request?.body.query).toContain('query MapSettings');
    expect(request?.body.operationName).toBe('MapSettings');
    expect(request?.body.variables).toEqual({});
    expect(request?.headers.authorization).toBe('Bearer t0ken');
    expect(request?.headers[CLIENT_CONTRACT_HEADER.toLowerCase()]).toBe(String(CLIENT_CONTRACT));
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it("a refusal with code 500 shows the server's message; other errors the generic text", async () => {
    serverUrl.set(base);
    answer = {
      status: 200,
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'User Not Checked In', extensions: { code: 500 } }],
      }),
    };
    const refused = await gqlRequest(MapSettingsDocument, {}).catch((error: unknown) => error);
    expect(toApiError(refused)).toEqual({ kind: 'server', message: 'User Not Checked In', code: 500 });
    answer = {
      status: 400,
      body: JSON.stringify({
        errors: [{ message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
      }),
    };
    const invalid = await gqlRequest(MapSettingsDocument, {}).catch((error: unknown) => error);
    expect(toApiError(invalid).message).toBe(GENERIC_ERROR_TEXT);
    answer = { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' };
    const proxy = await gqlRequest(MapSettingsDocument, {}).catch((error: unknown) => error);
    expect(toApiError(proxy)).toEqual({ kind: 'other', message: GENERIC_ERROR_TEXT });
  });

  it('no answer, or no server chosen yet, reads as the network text', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    serverUrl.set(`http://127.0.0.1:${port}`);
    expect(
      toApiError(await gqlRequest(MapSettingsDocument, {}).catch((error: unknown) => error)).message,
    ).toBe(NETWORK_ERROR_TEXT);
    serverUrl.set(null);
    expect(
      toApiError(await gqlRequest(MapSettingsDocument, {}).catch((error: unknown) => error)).message,
    ).toBe(NETWORK_ERROR_TEXT);
  });
});
