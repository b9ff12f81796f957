import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

export interface TestTwilio {
  url: string;
  requests: TwilioRequest[];
  /** The next answers: a status with Twilio's error resource, or 'hang' (no answer). Empty: accept. */
  failures: Array<{ status: number; code: number; message: string } | 'hang'>;
  nextMessage(to: string, timeoutMs?: number): Promise<TwilioRequest>;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking Twilio's Messages API as documented: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth and a form body; 201 with a
 * message resource, 401 / 400 with an error resource {code, message, more_info, status}.
 */
export async function startTestTwilio(
  account = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'tok_5f2e9a7c4b1d8e3f6a0c' },
): Promise<TestTwilio> {
  const waiters: Array<{ to: string; resolve: (request: TwilioRequest) => void }> = [];
  let serial = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, payload: Record<string, unknown>) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, code: number, message: string) =>
        answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
        return error(404, 20404, 'The requested resource was not found');
      const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
      const failure = state.failures.shift();
      if (failure === 'hang') return;
      if (failure) return error(failure.status, failure.code, failure.message);
      const form = Object.fromEntries(new URLSearchParams(body));
      if (!form.To || !form.From || !form.Body) return error(400, 21604, "A 'To' phone number is required.");
      const request: TwilioRequest = {
        path: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'] ?? '',
        form,
      };
      state.requests.push(request);
      for (const waiter of waiters.filter((entry) => entry.to === form.To)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(request);
      }
      serial += 1;
      answer(201, {
        sid: `SM${String(serial).padStart(32, '0')}`,
        account_sid: account.sid,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        error_code: null,
        error_message: null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state: TestTwilio = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    failures: [],
    nextMessage(to, timeoutMs = 10_000) {
      const found = state.requests.find((request) => request.form.To === to);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no message to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ to, resolve: (request) => (clearTimeout(timer), resolve(request)) });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}
