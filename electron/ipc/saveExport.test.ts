import { createWriteStream, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { saveExport, type SaveExportDeps } from './saveExport';
import { NETWORK_FAILURE_MESSAGE } from '@ops/shared/desktop/exportFailure';

const REQUEST = {
  url: 'http://localhost:4000/export',
  token: 'tok-123',
  body: { list: 'rides', from: '2026-11-01', to: '2026-11-07' },
  suggestedName: 'rides.xlsx',
};

function deps(overrides: Partial<SaveExportDeps> = {}): SaveExportDeps {
  return {
    showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/unused' })),
    createWriteStream: vi.fn((path: string) => createWriteStream(path)),
    fetch: vi.fn(async () => new Response('xlsx-bytes')),
    downloadsDir: '/home/agent/Downloads',
    showItemInFolder: vi.fn(),
    removeFile: vi.fn((path: string) => unlink(path)),
    ...overrides,
  };
}

describe('saveExport', () => {
  it('returns cancelled without calling the server when the dialog is cancelled', async () => {
    const d = deps({ showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })) });
    expect(await saveExport(REQUEST, d)).toEqual({ saved: false, reason: 'cancelled' });
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.createWriteStream).not.toHaveBeenCalled();
  });

  it('proposes the downloads folder with a sanitised name', async () => {
    const d = deps({ showSaveDialog: vi.fn(async () => ({ canceled: true })) });
    await saveExport({ ...REQUEST, suggestedName: '../../.bashrc' }, d);
    expect(d.showSaveDialog).toHaveBeenCalledWith({
      title: 'Save export',
      defaultPath: join('/home/agent/Downloads', '_.._.bashrc'),
    });
  });

  it('POSTs with the bearer token, streams the body to the file and reports success only after the write finished', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'ops-export-')), 'rides.xlsx');
    let finished = false;
    const d = deps({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target })),
      // A slow disk: the write completes well after the response body was read.
      createWriteStream: vi.fn(() => {
        const chunks: Buffer[] = [];
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            setTimeout(() => {
              finished = true;
              writeFileSync(target, Buffer.concat(chunks));
              callback();
            }, 30);
          },
        });
      }),
    });

    const result = await saveExport(REQUEST, d);

    expect(result).toEqual({ saved: true, path: target });
    expect(finished).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('xlsx-bytes');
    expect(d.fetch).toHaveBeenCalledWith('http://localhost:4000/export', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' },
      body: '{"list":"rides","from":"2026-11-01","to":"2026-11-07"}',
    });
    expect(d.showItemInFolder).toHaveBeenCalledWith(target);
  });

  it('writes a real file through the real fs stream', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'ops-export-')), 'users.xlsx');
    const d = deps({ showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target })) });
    expect(await saveExport(REQUEST, d)).toEqual({ saved: true, path: target });
    expect(readFileSync(target, 'utf8')).toBe('xlsx-bytes');
  });

  it("reports the server's message when the export is refused, and writes nothing", async () => {
    const d = deps({
      fetch: vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Export range must not exceed 31 days' }), { status: 400 }),
      ),
    });
    expect(await saveExport(REQUEST, d)).toEqual({
      saved: false,
      reason: 'failed',
      message: 'Export range must not exceed 31 days',
    });
    expect(d.createWriteStream).not.toHaveBeenCalled();
    expect(d.showItemInFolder).not.toHaveBeenCalled();
  });

  it('falls back to the generic text when the failure is not explained', async () => {
    const d = deps({ fetch: vi.fn(async () => new Response('<html>502</html>', { status: 502 })) });
    expect(await saveExport(REQUEST, d)).toEqual({
      saved: false,
      reason: 'failed',
      message: 'Something went wrong!',
    });
  });

  it('reports an unreachable server', async () => {
    const d = deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) });
    expect(await saveExport(REQUEST, d)).toEqual({
      saved: false,
      reason: 'failed',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });

  it('removes the partial file when the write fails', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'ops-export-')), 'broken.xlsx');
    const d = deps({
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target })),
      createWriteStream: vi.fn((path: string) => {
        const real = createWriteStream(path);
        real.on('open', () => real.destroy(new Error('disk full')));
        return real;
      }),
    });
    expect(await saveExport(REQUEST, d)).toEqual({
      saved: false,
      reason: 'failed',
      message: 'The export could not be written to disk.',
    });
    expect(d.removeFile).toHaveBeenCalledWith(target);
    expect(existsSync(target)).toBe(false);
    expect(d.showItemInFolder).not.toHaveBeenCalled();
  });

  describe('taskbar progress', () => {
    const target = () => join(mkdtempSync(join(tmpdir(), 'ops-export-')), 'progress.xlsx');

    it('shows the fraction of a download of known size, then removes the bar', async () => {
      const setProgress = vi.fn();
      const bytes = new Uint8Array(4_000).fill(7);
      // Four chunks of 1,000 bytes, so the fraction moves in quarters.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 4; i += 1) controller.enqueue(bytes.subarray(i * 1_000, (i + 1) * 1_000));
          controller.close();
        },
      });
      const d = deps({
        showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target() })),
        fetch: vi.fn(async () => new Response(body, { headers: { 'content-length': '4000' } })),
        setProgress,
      });
      expect((await saveExport(REQUEST, d)).saved).toBe(true);
      expect(setProgress.mock.calls.map(([value]) => value)).toEqual([2, 0.25, 0.5, 0.75, 1, -1]);
    });

    it('is indeterminate while the size is unknown (a streamed sheet)', async () => {
      const setProgress = vi.fn();
      const d = deps({
        showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: target() })),
        setProgress,
      });
      expect((await saveExport(REQUEST, d)).saved).toBe(true);
      expect(setProgress.mock.calls.map(([value]) => value)).toEqual([2, -1]);
    });

    it('removes the bar when the export fails or the server is away', async () => {
      for (const fetch of [
        vi.fn(async () => new Response('{"message":"No"}', { status: 400 })),
        vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
      ]) {
        const setProgress = vi.fn();
        expect((await saveExport(REQUEST, deps({ fetch, setProgress }))).saved).toBe(false);
        expect(setProgress.mock.calls.at(-1)).toEqual([-1]);
      }
    });

    it('shows nothing when the save dialog is cancelled', async () => {
      const setProgress = vi.fn();
      await saveExport(
        REQUEST,
        deps({ showSaveDialog: vi.fn(async () => ({ canceled: true })), setProgress }),
      );
      expect(setProgress).not.toHaveBeenCalled();
    });
  });
});
