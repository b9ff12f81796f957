import { useCallback, useState } from 'react';
import { EXPORT_INDICATOR_HIDE_MS } from '@ops/shared/rules/constants';
import { canStartExport, type ExportStatus } from '@ops/shared/rules/exportRules';
import { useAppDispatch } from '../../app/hooks';
import { errorMessageOf, isApiError } from '../../lib/errors';
import { notice } from '../../lib/notices';
import { supervisorTasksApi, type TaskRow } from './tasksApi';
import { exportFileName, tasksToCsv, type TaskExportField } from './taskCsv';
import { tasksQueryArgs, type TaskFilterState } from './taskFilters';

/** The server's page size cap for getTasks; the export walks the filtered result in these steps. */
const EXPORT_PAGE_SIZE = 200;

function download(csv: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Client-side export of the filtered tasks: the server has no POST /export yet, so
 * every page of the current filter is fetched and written as CSV. Status follows 02 §4:
 * Exporting -> Exported or Failed, hidden after 2 s; a new export is ignored while one runs.
 */
export function useTasksExport() {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<ExportStatus>('idle');

  const run = useCallback(
    async (filters: TaskFilterState, fields: readonly TaskExportField[]) => {
      if (!canStartExport(status)) return;
      setStatus('Exporting');
      try {
        const rows: TaskRow[] = [];
        for (let page = 1; ; page += 1) {
          const result = await dispatch(
            supervisorTasksApi.endpoints.supervisorTasks.initiate(tasksQueryArgs(filters, page, EXPORT_PAGE_SIZE), { subscribe: false, forceRefetch: true }),
          ).unwrap();
          rows.push(...result.tasks);
          if (page >= result.totalPages || result.tasks.length === 0) break;
        }
        download(tasksToCsv(rows, fields), exportFileName('Tasks', new Date()));
        setStatus('Exported');
      } catch (error) {
        setStatus('Failed');
        // A failed call already has its one snackbar from the store's listener; only a local failure needs one here.
        if (!isApiError(error)) notice.error(errorMessageOf(error));
      } finally {
        setTimeout(() => setStatus('idle'), EXPORT_INDICATOR_HIDE_MS);
      }
    },
    [dispatch, status],
  );

  return { status, run };
}
