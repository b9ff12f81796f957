import { useMemo, useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import type L from 'leaflet';
import { hourLabel } from '@ops/shared/analytics/heat';
import { PageHeader } from '../../components/PageHeader';
import { HeatControls, POINT_LABELS } from './HeatControls';
import { HeatMapPanel } from './HeatMapPanel';
import { HeatExportButton } from './HeatExportButton';
import { heatVariables } from './heatView';
import { useHeatPage } from './useHeatPage';
import './heat.css';

interface CellRow {
  rank: number;
  lat: number;
  lng: number;
  count: number;
  share: number;
}

/** How close the map comes to a cell picked in the table. */
const LOCATE_ZOOM = 16;

/**
 * /app/heat/data (analytics.VIEW_HEAT_DATA): the same cells as the Rides heatmap, as a table
 * of the busiest cells beside the map. A row's Locate flies the map to that cell; Export
 * writes the table (every cell of the answer) to a spreadsheet.
 */
export default function HeatDataPage() {
  const page = useHeatPage('heatData');
  const [map, setMap] = useState<L.Map | null>(null);
  const data = page.cells.data;
  const rows = useMemo<CellRow[]>(
    () =>
      (data?.cells ?? []).map((cell, i) => ({
        rank: i + 1,
        ...cell,
        share: data && data.totalRides > 0 ? (cell.count / data.totalRides) * 100 : 0,
      })),
    [data],
  );
  return (
    <div className="ops-heat-data-page" data-testid="heat-data-page">
      <PageHeader
        title="Heat Data"
        subtitle="The busiest places for starting or ending a ride, by hour of the Cairo day."
        extra={
          <HeatExportButton
            request={heatVariables(page.view, page.cellSize)}
            disabled={!data || data.totalRides === 0}
          />
        }
      />
      <HeatControls
        view={page.view}
        onView={page.onView}
        playing={page.playing}
        onPlaying={page.setPlaying}
        hours={page.hours.data}
      />
      <div className="ops-heat-data-body">
        <HeatMapPanel
          data={data}
          loading={page.cells.isLoading}
          fetching={page.cells.isFetching}
          error={page.cells.error}
          onRetry={() => void page.cells.refetch()}
          onZoom={page.onZoom}
          pointLabel={POINT_LABELS[page.view.point]}
          fitKey={page.fitKey}
          height={520}
          onMap={setMap}
          emptyHint="Pick a longer range, another hour or all areas."
          testId="heat-data-map"
        />
        <Card
          size="small"
          className="ops-heat-table-card"
          title={`Busiest cells · ${POINT_LABELS[page.view.point]} · ${hourLabel(page.view.hour)}`}
        >
          <Table<CellRow>
            size="small"
            rowKey={(row) => `${row.lat}:${row.lng}`}
            dataSource={rows}
            loading={page.cells.isFetching}
            pagination={{ pageSize: 12, showSizeChanger: false, size: 'small' }}
            locale={{ emptyText: page.cells.isLoading ? ' ' : 'No rides in this range' }}
            data-testid="heat-table"
            columns={[
              { key: 'rank', title: '#', dataIndex: 'rank', width: 52 },
              {
                key: 'centre',
                title: 'Cell centre',
                render: (_v, row) => (
                  <Typography.Text className="ops-heat-cell" copyable={{ text: `${row.lat}, ${row.lng}` }}>
                    {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
                  </Typography.Text>
                ),
              },
              {
                key: 'count',
                title: 'Rides',
                dataIndex: 'count',
                align: 'right',
                width: 80,
                render: (n: number) => n.toLocaleString('en'),
              },
              {
                key: 'share',
                title: 'Share',
                dataIndex: 'share',
                align: 'right',
                width: 80,
                render: (n: number) => `${n.toFixed(1)}%`,
              },
              {
                key: 'locate',
                title: '',
                width: 76,
                render: (_v, row) => (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => map?.flyTo([row.lat, row.lng], LOCATE_ZOOM)}
                  >
                    Locate
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
