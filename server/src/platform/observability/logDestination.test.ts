import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedLog } from './logDestination';

const MODULE = fileURLToPath(new URL('./logDestination.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs `body` in a child process with `log` (a pino logger on a buffered stdout) in scope; answers its stdout lines. */
function child(body: string): Promise<{ lines: string[]; code: number | null }> {
  const script = `
    import pino from 'pino';
    import { bufferedLog } from ${JSON.stringify(MODULE)};
    const output = bufferedLog({ flushEveryMs: 60_000 });
    const log = pino({ level: 'info', hooks: output.hooks }, output.destination);
    ${body}
  `;
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('close', (code) => resolve({ lines: out.split('\n').filter(Boolean), code }));
  });
}

describe('the buffered log output', () => {
  const files: string[] = [];
  afterEach(() => {
    for (const file of files.splice(0)) fs.rmSync(file, { force: true });
  });
  function tempFile(): { fd: number; read: () => string[] } {
    const file = path.join(os.tmpdir(), `ops-log-${process.pid}-${files.length}-${Date.now()}.ndjson`);
    files.push(file);
    const fd = fs.openSync(file, 'w');
    return { fd, read: () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) };
  }

  it('gathers lines and writes them in one go, not one write per line', () => {
    const { fd, read } = tempFile();
    const output = bufferedLog({ fd, flushEveryMs: 60_000 });
    const log = pino({ level: 'info', hooks: output.hooks }, output.destination);
    for (let i = 0; i < 20; i += 1) log.info({ i }, 'request');
    expect(read()).toHaveLength(0);
    output.flush();
    expect(read().map((line) => (JSON.parse(line) as { i: number }).i)).toEqual([...Array(20).keys()]);
  });

  it('writes an error line (and everything before it) at once, from child loggers too', () => {
    const { fd, read } = tempFile();
    const output = bufferedLog({ fd, flushEveryMs: 60_000 });
    const log = pino({ level: 'info', hooks: output.hooks }, output.destination).child({
      component: 'access',
    });
    log.info('before');
    log.error('failed');
    expect(read().map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['before', 'failed']);
  });

  it('a quiet server’s lines appear within the flush interval', async () => {
    const { fd, read } = tempFile();
    const output = bufferedLog({ fd, flushEveryMs: 50 });
    pino({ level: 'info' }, output.destination).info('alone');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read()).toHaveLength(1);
  });

  it('loses no line when the process exits right after logging (process.exit, as the SIGTERM shutdown does)', async () => {
    const { lines, code } = await child(
      `for (let i = 0; i < 500; i += 1) log.info({ i }, 'request'); process.exit(0);`,
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(500);
  }, 30_000);

  it('loses no line when the process dies of an uncaught exception', async () => {
    const { lines, code } = await child(
      `for (let i = 0; i < 500; i += 1) log.info({ i }, 'request'); setTimeout(() => { throw new Error('boom'); }, 10);`,
    );
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(500);
  }, 30_000);
});
