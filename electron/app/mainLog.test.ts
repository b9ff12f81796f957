import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMainLog } from './mainLog';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('main process log', () => {
  it('writes to main.log in the folder Help › Open log folder opens', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ops-log-'));
    dirs.push(dir);
    const log = createMainLog(dir, { console: false });
    log.info('Ops Desktop 1.2.3 started');
    log.error('Update check failed', new Error('feed unreachable'));

    expect(log.filePath).toBe(path.join(dir, 'main.log'));
    const text = readFileSync(log.filePath, 'utf8');
    expect(text).toContain('[info]  Ops Desktop 1.2.3 started');
    expect(text).toMatch(/\[error\] Update check failed .*feed unreachable/);
  });
});
