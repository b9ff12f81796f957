import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
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
  text(): Promise<string>;
}

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
    await pipeline(
      Readable.fromWeb(response.body as NodeWebReadableStream<Uint8Array>),
      deps.createWriteStream(filePath),
    );
  } catch {
    await deps.removeFile(filePath).catch(() => undefined);
    return { saved: false, reason: 'failed', message: 'The export could not be written to disk.' };
  }
  deps.showItemInFolder(filePath);
  return { saved: true, path: filePath };
}
