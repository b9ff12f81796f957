import { Button } from 'antd';
import { HEAT_CELLS_EXPORT } from '@ops/shared/exports/heatCellsExportFields';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';

/**
 * The Heat Data table's Export (analytics.VIEW_HEAT_DATA and analytics.EXPORT): the page's
 * request as the filters, through the one export dialog and POST /export (module heatCells).
 * Hidden without the permission, like every list's Export.
 */
export function HeatExportButton({ request, disabled }: { request: object; disabled: boolean }) {
  const exporter = useExport(HEAT_CELLS_EXPORT);
  if (!exporter.allowed) return null;
  return (
    <>
      <Button
        onClick={() => exporter.open(request)}
        disabled={disabled || exporter.exporting}
        data-testid="heat-export"
      >
        {exporter.status === 'idle' ? 'Export' : exporter.status}
      </Button>
      <ExportControls exporter={exporter} />
    </>
  );
}
