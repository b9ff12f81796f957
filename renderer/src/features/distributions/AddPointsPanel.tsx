import { useMemo, useState } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { distributionProblem, neighbourhoodsOf } from '@ops/shared/rules/distributions';
import type { DistributionPointInput } from '../../generated/graphql';
import { OpsMap } from '../../components/map';
import { useMapAreasQuery, useMapDistributionPointsQuery } from '../../components/map/mapApi';
import { notice } from '../../lib/notices';
import { AddPointsMap } from './AddPointsMap';
import { useAddDistributionMutation } from './distributionsApi';
import { countText } from '@ops/shared/rules/plural';

/**
 * Add-points mode (03 §2.5): choose the area, click the map to add points (each with its
 * 200 m circle), name them and say how many vehicles go there, then save them as the
 * area's new distribution. Neighbourhood names are offered from the area's earlier points.
 */
export function AddPointsPanel({ onClose }: { onClose: () => void }) {
  const { data: areas = [] } = useMapAreasQuery();
  const { data: known = [] } = useMapDistributionPointsQuery();
  const [add, saving] = useAddDistributionMutation();
  const [areaId, setAreaId] = useState<string | null>(null);
  const [points, setPoints] = useState<DistributionPointInput[]>([]);
  const area = areas.find((a) => a._id === areaId) ?? null;
  const neighbourhoods = useMemo(
    () => (area ? neighbourhoodsOf(known, area.name).map((value) => ({ value })) : []),
    [area, known],
  );
  const problem = area ? distributionProblem(points) : 'Choose the area first.';
  const patch = (i: number, change: Partial<DistributionPointInput>) =>
    setPoints(points.map((p, j) => (j === i ? { ...p, ...change } : p)));

  const save = async () => {
    if (!area || problem) return;
    const saved = await add({ areaId: area._id, points })
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    notice.success(`${countText(points.length, 'point')} saved for ${area.name}`);
    onClose();
  };

  return (
    <Card
      size="small"
      title="Add points"
      style={{ marginBottom: 16 }}
      data-testid="add-points"
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            disabled={!!problem}
            loading={saving.isLoading}
            onClick={() => void save()}
            data-testid="add-points-save"
          >
            Save
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <Select
          placeholder="Area"
          style={{ width: 220 }}
          value={areaId}
          options={areas.map((a) => ({ value: a._id, label: a.name }))}
          onChange={(id: string) => {
            setAreaId(id);
            setPoints([]);
          }}
          data-testid="add-points-area"
        />
        <Typography.Text type="secondary">
          {area ? 'Click the map to add a point.' : 'Choose the area, then click the map to add points.'}
        </Typography.Text>
      </Space>
      {problem && points.length > 0 && (
        <Alert type="warning" showIcon title={problem} style={{ marginBottom: 8 }} />
      )}
      <OpsMap
        key={areaId ?? 'none'}
        areaOuterFence={area?.outerFence ?? null}
        zoom={15}
        offered={['Areas', 'Distributions']}
        initial={['Areas']}
        testId="add-points-map"
      >
        {area && (
          <AddPointsMap
            points={points}
            onAdd={(lat, lng) =>
              setPoints([
                ...points,
                {
                  lat,
                  lng,
                  pointName: '',
                  neighborhood: neighbourhoods[0]?.value ?? '',
                  vehiclesToDistribute: 1,
                },
              ])
            }
          />
        )}
      </OpsMap>
      <Table<DistributionPointInput>
        size="small"
        style={{ marginTop: 8 }}
        pagination={false}
        rowKey={(_p, i) => String(i)}
        dataSource={points}
        locale={{ emptyText: 'No points yet' }}
        columns={[
          { title: '#', width: 40, render: (_v, _p, i) => i + 1 },
          {
            title: 'Name',
            render: (_v, p, i) => (
              <Input
                value={p.pointName}
                placeholder="Point name"
                onChange={(e) => patch(i, { pointName: e.target.value })}
                data-testid={`point-name-${i}`}
              />
            ),
          },
          {
            title: 'Neighbourhood',
            render: (_v, p, i) => (
              <AutoComplete
                style={{ width: '100%' }}
                value={p.neighborhood}
                options={neighbourhoods}
                onChange={(neighborhood: string) => patch(i, { neighborhood })}
                placeholder="Neighbourhood"
              />
            ),
          },
          {
            title: 'Vehicles',
            width: 110,
            render: (_v, p, i) => (
              <InputNumber
                min={0}
                precision={0}
                value={p.vehiclesToDistribute}
                onChange={(v) => patch(i, { vehiclesToDistribute: v ?? 0 })}
              />
            ),
          },
          { title: 'Position', render: (_v, p) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` },
          {
            title: '',
            width: 90,
            render: (_v, _p, i) => (
              <Button size="small" danger onClick={() => setPoints(points.filter((_x, j) => j !== i))}>
                Remove
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
