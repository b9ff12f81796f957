import { join } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { SaveExportRequest, SaveExportResult } from '@ops/shared/desktop/api';
import { exportFailureMessage, NETWORK_FAILURE_MESSAGE } from '@ops/shared/desktop/exportFailure';
import { safeFileName } from './safeFileName';

/** The part of a fetch Response we read. */
export interface ExportResponse {
  ok: boolean;
  status: number;
  body: ReadableStream<Uint8Array> | null;
  /** Optional so older fakes fit; a streamed export usually has no Content-Length. */
  headers?: { get(name: string): string | null };
  text(): Promise<string>;
}

/**
 * Electron's `setProgressBar` values: a fraction 0–1, `EXPORT_PROGRESS_UNKNOWN` (over 1:
 * indeterminate, while the size is unknown) or `EXPORT_PROGRESS_NONE` (removes the bar).
 */
export const EXPORT_PROGRESS_UNKNOWN = 2;
export const EXPORT_PROGRESS_NONE = -1;

export interface SaveExportDeps {
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
  }): Promise<{ canceled: boolean; filePath?: string }>;
  createWriteStream(path: string): Writable;
  /** Electron's `net.fetch` in the app (it honours the system proxy), global fetch in tests. */
  fetch(
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<ExportResponse>;
  downloadsDir: string;
  showItemInFolder(path: string): void;
  /** Removes a half-written file after a failed download. */
  removeFile(path: string): Promise<void>;
  /** The taskbar's progress (the window's setProgressBar) while the file downloads. */
  setProgress?(value: number): void;
}

/** Counts bytes as they pass and reports each whole percent once. */
function progressCounter(total: number, report: (fraction: number) => void): Transform {
  let received = 0;
  let lastPercent = -1;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      const percent = Math.min(100, Math.floor((received / total) * 100));
      if (percent !== lastPercent) {
        lastPercent = percent;
        report(percent / 100);
      }
      callback(null, chunk);
    },
  });
}

/**
 * Streams `POST request.url` into a file the user picks (proposed in the downloads
 * folder), then shows it in the file manager. The dialog comes first so a cancel
 * costs the server nothing, and success is reported only after the last byte is
 * on disk (actual's save-file handler reported success before the write finished).
 */
export async function saveExport(
  request: SaveExportRequest,
  deps: SaveExportDeps,
): Promise<SaveExportResult> {
  const choice = await deps.showSaveDialog({
    title: 'Save export',
    defaultPath: join(deps.downloadsDir, safeFileName(request.suggestedName)),
  });
  if (choice.canceled || !choice.filePath) return { saved: false, reason: 'cancelled' };
  const filePath = choice.filePath;
  const setProgress = deps.setProgress ?? (() => undefined);
  // The server builds the sheet while it streams: until bytes of a known size come, the
  // taskbar shows work going on without a fraction.
  setProgress(EXPORT_PROGRESS_UNKNOWN);
  try {
    return await download(request, filePath, deps, setProgress);
  } finally {
    setProgress(EXPORT_PROGRESS_NONE);
  }
}

async function download(
  request: SaveExportRequest,
  filePath: string,
  deps: SaveExportDeps,
  setProgress: (value: number) => void,
): Promise<SaveExportResult> {
  let response: ExportResponse;
  try {
    response = await deps.fetch(request.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${request.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request.body ?? {}),
    });
  } catch {
    return { saved: false, reason: 'failed', message: NETWORK_FAILURE_MESSAGE };
  }
  if (!response.ok || response.body === null) {
    return {
      saved: false,
      reason: 'failed',
      message: exportFailureMessage(await response.text().catch(() => '')),
    };
  }

  try {
    // The global ReadableStream type and node:stream/web's are the same object at
    // run time but distinct declarations in @types/node.
    const source = Readable.fromWeb(response.body as NodeWebReadableStream<Uint8Array>);
    const total = Number(response.headers?.get('content-length') ?? NaN);
    const sink = deps.createWriteStream(filePath);
    await (Number.isFinite(total) && total > 0
      ? pipeline(source, progressCounter(total, setProgress), sink)
      : pipeline(source, sink));
  } catch {
    await deps.removeFile(filePath).catch(() => undefined);
    return { saved: false, reason: 'failed', message: 'The export could not be written to disk.' };
  }
  deps.showItemInFolder(filePath);
  return { saved: true, path: filePath };
}
