import { spawn } from 'node:child_process';
import { exportChildBundle } from './buildChild';

/** Which module exportChild.ts measures (its command-line argument). */
export type ExportChildModule = 'rides' | 'walletLogs';

/** The JSON line exportChild.ts prints. */
export interface ExportChildResult {
  csvRows: number;
  xlsxRows: number;
  csvMs: number;
  xlsxMs: number;
  csvMb: number;
  xlsxMb: number;
  maxRssStartMb: number;
  maxRssAfterXlsxMb: number;
  maxRssAfterCsvMb: number;
}

/**
 * Runs one measured export in a fresh process, so its peak RSS is its own: plain `node` on the
 * bundled exportChild.ts (buildChild.ts), no tsx, no V8 flags, as the built API runs.
 */
export async function runExportChild(
  module: ExportChildModule,
  env: Record<string, string>,
): Promise<ExportChildResult> {
  const bundle = await exportChildBundle();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, module], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`export child exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as ExportChildResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
