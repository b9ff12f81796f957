import type { ReactNode } from 'react';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { ExportControls } from './ExportControls';
import { useExport } from './useExport';

/**
 * A list page's Export in two pieces: the ListPage props (the header's Export button, shown
 * only with the module's export permission) and the dialog with its indicator, to render once
 * on the page. `filters` are the list's filters as the table applies them.
 */
export function useListExport<K extends string>(
  spec: ExportModuleSpec<K>,
  filters: object,
  total: number,
): { listProps: { onExport?: () => void; exportLabel: string | undefined }; controls: ReactNode } {
  const exporter = useExport(spec);
  return {
    listProps: {
      onExport: exporter.allowed ? () => exporter.open(filters, total) : undefined,
      // Idle: the list header's own 'Export', in the language shown.
      exportLabel: exporter.status === 'idle' ? undefined : exporter.status,
    },
    controls: <ExportControls exporter={exporter} />,
  };
}
