import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ERROR_BANNER_HIDE_MS, EXPORT_INDICATOR_HIDE_MS } from '@ops/shared/rules/constants';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import type { ExportFieldSpec, ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { useAppSelector } from '../../app/hooks';
import { selectRole } from '../../features/auth/sessionSlice';
import { authToken } from '../../lib/authToken';
import { desktop } from '../../lib/desktop';
import { notice } from '../../lib/notices';
import { serverUrl } from '../../lib/serverUrl';
import { exportBody, exportFileName, mayExport, visibleFields, type ExportChoice } from './exportDialogRules';
import { exportStateAfter, INITIAL_EXPORT_STATE } from './exportStatus';

/** What the dialog was opened for: the list's filters, or a selection of rows. */
export interface ExportRequestState {
  filters: Record<string, unknown>;
  ids?: string[];
  /** Rows the list shows for these filters, for the dialog's sentence. */
  total?: number;
}

export interface UseExportOptions {
  /** dayjs format of the range pickers: 'DD/MM/YYYY' for wallet filters, MM/DD/YYYY elsewhere (02 §9). */
  dateFormat?: string;
}

/**
 * One list's export (issue 7 §1) through POST /export: the desktop bridge streams the
 * spreadsheet to a file in Electron, the browser fallback downloads it. `allowed` is the
 * module's export permission, so a page passes `onExport` only when it holds. Status
 * follows 02 §4 (exportStatus.ts); a refusal shows the server's text, or the network text
 * (02 §8), for 3 s. Render `<ExportControls exporter={...} />` once on the page.
 */
export function useExport<K extends string>(spec: ExportModuleSpec<K>, options: UseExportOptions = {}) {
  const role = useAppSelector(selectRole);
  const allowed = mayExport(role, spec);
  const canExportWithoutLimit = can(role, gate('settings.EXPORT_WITHOUT_LIMIT'));
  const fields: ExportFieldSpec<K>[] = useMemo(() => visibleFields(spec, role), [spec, role]);
  const [state, dispatch] = useReducer(exportStateAfter, INITIAL_EXPORT_STATE);
  const [request, setRequest] = useState<ExportRequestState | null>(null);
  // A ref, not the state: two clicks before a render must still start one export.
  const running = useRef(false);

  useEffect(() => {
    if (state.status !== 'Exported' && state.status !== 'Failed') return;
    const timer = setTimeout(() => dispatch({ type: 'hide', run: state.run }), EXPORT_INDICATOR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const run = useCallback(
    async (filters: Record<string, unknown>, choice: ExportChoice) => {
      if (running.current) return;
      running.current = true;
      dispatch({ type: 'start' });
      let outcome: 'saved' | 'failed' | 'cancelled' = 'failed';
      try {
        const token = authToken.get() ?? (await desktop.getToken()) ?? '';
        const result = await desktop.saveExport({
          url: `${serverUrl.get() ?? ''}/export`,
          token,
          body: exportBody(spec, filters, choice),
          suggestedName: exportFileName(spec.title, new Date()),
        });
        if (result.saved) outcome = 'saved';
        else if (result.reason === 'cancelled') outcome = 'cancelled';
        else notice.error(result.message ?? NETWORK_ERROR_TEXT, ERROR_BANNER_HIDE_MS);
      } catch {
        notice.error(NETWORK_ERROR_TEXT, ERROR_BANNER_HIDE_MS);
      }
      running.current = false;
      dispatch({ type: outcome });
    },
    [spec],
  );

  const exporting = state.status === 'Exporting';
  return {
    spec,
    allowed,
    canExportWithoutLimit,
    /** The fields this role is offered (02 §5). */
    fields,
    status: state.status,
    dateFormat: options.dateFormat ?? 'MM/DD/YYYY',
    request,
    /** The header's Export: the list's filters (ignored while an export runs). */
    open: useCallback((filters: object, total?: number) => {
      if (!running.current) setRequest({ filters: { ...filters }, total });
    }, []),
    /** 'Export selected': these rows only, through the same dialog and endpoint. */
    openSelected: useCallback((ids: readonly string[]) => {
      if (!running.current) setRequest({ filters: {}, ids: [...ids] });
    }, []),
    close: useCallback(() => setRequest(null), []),
    run,
    exporting,
  };
}

export type Exporter = ReturnType<typeof useExport<string>>;
