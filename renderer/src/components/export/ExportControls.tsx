import { ExportDialog } from './ExportDialog';
import { ExportIndicator } from './ExportIndicator';
import type { Exporter } from './useExport';

/** The dialog and the floating indicator of one page's export; render once per useExport. */
export function ExportControls({ exporter, testId }: { exporter: Exporter; testId?: string }) {
  return (
    <>
      <ExportDialog
        spec={exporter.spec}
        fields={exporter.fields}
        request={exporter.request}
        canExportWithoutLimit={exporter.canExportWithoutLimit}
        dateFormat={exporter.dateFormat}
        onClose={exporter.close}
        onExport={(filters, choice) => void exporter.run(filters, choice)}
        testId={testId}
      />
      <ExportIndicator status={exporter.status} />
    </>
  );
}
