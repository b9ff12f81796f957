import { useCallback, useState } from 'react';
import { ERROR_BANNER_HIDE_MS, EXPORT_INDICATOR_HIDE_MS } from '@ops/shared/rules/constants';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';
import { canStartExport, type ExportStatus } from '@ops/shared/rules/exportRules';
import { authToken } from '../../lib/authToken';
import { desktop } from '../../lib/desktop';
import { serverUrl } from '../../lib/serverUrl';
import { notice } from '../../lib/notices';
import { taskExportRequest, type TaskExportField } from './taskExport';
import type { TaskFilterState } from './taskFilters';

/**
 * The Tasks export through the server's POST /export: the desktop bridge streams the
 * spreadsheet to a file in Electron, the browser fallback downloads it. Status follows
 * 02 §4: Exporting -> Exported or Failed, hidden after 2 s; a new export is ignored while
 * one runs. A refusal shows the server's text, or the network text (02 §8), for 3 s.
 */
export function useTasksExport() {
  const [status, setStatus] = useState<ExportStatus>('idle');

  const run = useCallback(
    async (filters: TaskFilterState, fields: readonly TaskExportField[]) => {
      if (!canStartExport(status)) return;
      setStatus('Exporting');
      let next: ExportStatus = 'Failed';
      try {
        const token = authToken.get() ?? (await desktop.getToken()) ?? '';
        const result = await desktop.saveExport(taskExportRequest({ serverUrl: serverUrl.get() ?? '', token }, filters, fields, new Date()));
        if (result.saved) next = 'Exported';
        // Closing the save dialog is a choice, not a failure: nothing to report.
        else if (result.reason === 'cancelled') next = 'idle';
        else notice.error(result.message ?? NETWORK_ERROR_TEXT, ERROR_BANNER_HIDE_MS);
      } catch {
        notice.error(NETWORK_ERROR_TEXT, ERROR_BANNER_HIDE_MS);
      }
      setStatus(next);
      if (next !== 'idle') setTimeout(() => setStatus('idle'), EXPORT_INDICATOR_HIDE_MS);
    },
    [status],
  );

  return { status, run };
}
