import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_CONTRACT,
  CLIENT_CONTRACT_HEADER,
  MIN_CLIENT_CONTRACT,
  UPDATE_REQUIRED_CODE,
  UPDATE_REQUIRED_MESSAGE,
} from '@ops/shared/rules/clientContract';
import { startTestServer, type TestServer } from '../../../test/testServer';

describe('the version handshake (issue 25 item 6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const ask = (contract?: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(contract === undefined ? {} : { [CLIENT_CONTRACT_HEADER]: contract }),
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).then(
      (response) =>
        response.json() as Promise<{
          data?: unknown;
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
        }>,
    );

  it('a desktop build older than the server gets "Please update the app", nothing else runs', async () => {
    const answer = await ask(String(MIN_CLIENT_CONTRACT - 1));
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      {
        message: UPDATE_REQUIRED_MESSAGE,
        extensions: { code: UPDATE_REQUIRED_CODE, minContract: MIN_CLIENT_CONTRACT },
      },
    ]);
  });

  it('this build, and a request without the header, are served', async () => {
    expect((await ask(String(CLIENT_CONTRACT))).data).toEqual({ __typename: 'Query' });
    expect((await ask()).data).toEqual({ __typename: 'Query' });
  });

  it('the desktop shell may send the header across origins', async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'app://ops',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${CLIENT_CONTRACT_HEADER}`,
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      CLIENT_CONTRACT_HEADER,
    );
  });
});
