import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('background jobs and the event loop are measured (issue 24)', () => {
  it("/metrics has each job pass's run time and the event loop's lag", async () => {
    // The task scheduler runs on every server every few seconds.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${server.url}/metrics`)).text()).match(
            /^ops_job_run_seconds_count\{job_name="task_scheduler",outcome="ok"\} (\d+)$/m,
          )?.[1],
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toMatch(/^[1-9]\d*$/);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_max_seconds \d/m);
  });
});
