import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  InputNumber,
  Row,
  Segmented,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import { refusalCodeOf } from '@ops/shared/rules/errors';
import { useTranslation } from 'react-i18next';
import type { AreaPageQuery } from '../../generated/graphql';
import { FENCE_MESSAGES, fenceProblem } from '@ops/shared/rules/fences';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { appPath } from '../../app/paths';
import { OpsMap } from '../../components/map';
import { FenceEditor } from '../../components/map/FenceEditor';
import {
  draftOf,
  FENCE_KIND_LABELS,
  fencesOf,
  type FenceDraft,
  type FenceKind,
} from '../../components/map/fenceDraft';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/queryState/QueryState';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { AREA_FLAGS, areaInput, flagsOf, type AreaFlags, type PlanDraft } from './areaForm';
import { useAreaPageQuery, useUpdateAreaMutation } from './areasApi';
import { countText } from '@ops/shared/rules/plural';

const KINDS: FenceKind[] = ['outer', 'restricted', 'ops'];

/**
 * /app/areas/{id}: an area's flags, reservation plans and fences (03 §2.5, §3). Edit mode
 * (areas.EDIT) draws, edits and deletes the three fence types and places the attendance
 * marker; the shared fence rule says what is wrong before Save; a save made on an older
 * version than the server's is refused, and the page offers to reload.
 */
export default function AreaPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAreaPageQuery(id);
  return (
    <QueryState
      query={query}
      testId="area-page"
      notFound={{ title: t('detailPages.area.notFound'), hint: t('detailPages.area.notFoundHint') }}
      back={<Link to={appPath('areas')}>{t('detailPages.area.back')}</Link>}
    >
      {(area) => <AreaEditor area={area} reload={() => void query.refetch()} />}
    </QueryState>
  );
}

type PageArea = NonNullable<AreaPageQuery['area']>;

function AreaEditor({ area, reload }: { area: PageArea; reload: () => void }) {
  const canEdit = useCan(gate('areas.EDIT'));
  const [update, saving] = useUpdateAreaMutation();
  const [editing, setEditing] = useState(false);
  const [drawKind, setDrawKind] = useState<FenceKind>('outer');
  const [flags, setFlags] = useState<AreaFlags>(() => flagsOf(area));
  const [plans, setPlans] = useState<PlanDraft[]>(() => area.reservationPlans.map((plan) => ({ ...plan })));
  const [fences, setFences] = useState<FenceDraft>(() => draftOf(area));
  const [stale, setStale] = useState(false);

  // A fresh area (a save, a reload) resets the drafts.
  useEffect(() => {
    setFlags(flagsOf(area));
    setPlans(area.reservationPlans.map((plan) => ({ ...plan })));
    setFences(draftOf(area));
  }, [area]);

  const problem = editing ? fenceProblem(fencesOf(fences)) : null;
  const cancel = () => {
    setEditing(false);
    setStale(false);
    setFlags(flagsOf(area));
    setPlans(area.reservationPlans.map((plan) => ({ ...plan })));
    setFences(draftOf(area));
  };
  const save = async () => {
    try {
      await update({ id: area._id, version: area.version, input: areaInput(flags, plans, fences) }).unwrap();
      notice.success('Area saved');
      setEditing(false);
      setStale(false);
    } catch (error) {
      // The notices listener shows the server's words; the stale case also gets a way out here.
      if (refusalCodeOf(error) === 'AREA_CHANGED') setStale(true);
    }
  };

  return (
    <div data-testid="area-page" data-version={area.version}>
      <PageHeader
        title={area.name}
        subtitle={`Version ${area.version} · ${countText(area.scooters.length, 'vehicle')}`}
        extra={
          canEdit &&
          (editing ? (
            <>
              <Button onClick={cancel}>Cancel</Button>
              <Button
                type="primary"
                onClick={() => void save()}
                loading={saving.isLoading}
                disabled={!!problem}
                data-testid="area-save"
              >
                Save
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="area-edit">
              Edit
            </Button>
          ))
        }
      />
      {stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={FENCE_MESSAGES.staleVersion}
          action={
            <Button
              size="small"
              onClick={() => {
                setStale(false);
                setEditing(false);
                reload();
              }}
              data-testid="area-reload"
            >
              Reload
            </Button>
          }
          data-testid="area-stale"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            size="small"
            title="Fences"
            extra={
              editing && (
                <Space>
                  <Typography.Text type="secondary">New polygons are</Typography.Text>
                  <Segmented<FenceKind>
                    value={drawKind}
                    onChange={setDrawKind}
                    options={KINDS.map((kind) => ({ value: kind, label: FENCE_KIND_LABELS[kind] }))}
                    data-testid="fence-kind"
                  />
                </Space>
              )
            }
          >
            {problem && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 8 }}
                title={problem}
                data-testid="fence-problem"
              />
            )}
            <OpsMap
              key={editing ? 'edit' : 'view'}
              areaOuterFence={area.outerFence}
              zoom={13}
              height={520}
              offered={
                editing
                  ? ['Scooters', 'Distributions']
                  : ['Distributions', 'User Ops Location', 'Scooters', 'Areas', 'Ops Fences']
              }
              initial={editing ? [] : ['Areas', 'Ops Fences', 'Scooters']}
              testId="area-map"
            >
              {editing && <FenceEditor initial={fences} drawKind={drawKind} onChange={setFences} />}
            </OpsMap>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {fences.outerFence.length > 0
                ? `Outer fence: ${countText(fences.outerFence.length, 'point')}`
                : 'No outer fence'}{' '}
              · {fences.restrictedFences.length} restricted ·{' '}
              {countText(fences.opsFences.length, 'ops fence')} ·{' '}
              {fences.attendance
                ? `Attendance at ${fences.attendance[0].toFixed(5)}, ${fences.attendance[1].toFixed(5)}`
                : 'No attendance marker'}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" style={{ width: '100%' }} size={16}>
            <Card size="small" title="Settings">
              {AREA_FLAGS.map(([key, label]) => (
                <div key={key} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
                  <span>{label}</span>
                  <Switch
                    size="small"
                    checked={flags[key]}
                    disabled={!editing}
                    onChange={(on) => setFlags({ ...flags, [key]: on })}
                    data-testid={`flag-${key}`}
                  />
                </div>
              ))}
            </Card>
            <Card
              size="small"
              title="Reservation plans"
              extra={
                editing && (
                  <Button size="small" onClick={() => setPlans([...plans, { minutes: 15, cost: 0 }])}>
                    Add plan
                  </Button>
                )
              }
            >
              <Table<PlanDraft>
                size="small"
                pagination={false}
                rowKey={(_plan, i) => String(i)}
                dataSource={plans}
                locale={{ emptyText: 'No reservation plans' }}
                columns={[
                  {
                    title: 'Minutes',
                    render: (_v, plan, i) =>
                      editing ? (
                        <InputNumber
                          min={1}
                          precision={0}
                          value={plan.minutes}
                          onChange={(v) =>
                            setPlans(plans.map((p, j) => (j === i ? { ...p, minutes: v ?? 1 } : p)))
                          }
                        />
                      ) : (
                        plan.minutes
                      ),
                  },
                  {
                    title: 'Cost (L.E)',
                    render: (_v, plan, i) =>
                      editing ? (
                        <InputNumber
                          min={0}
                          step={0.5}
                          value={plan.cost}
                          onChange={(v) =>
                            setPlans(plans.map((p, j) => (j === i ? { ...p, cost: v ?? 0 } : p)))
                          }
                        />
                      ) : (
                        plan.cost.toFixed(2)
                      ),
                  },
                  ...(editing
                    ? [
                        {
                          title: '',
                          render: (_v: unknown, _p: PlanDraft, i: number) => (
                            <Button
                              size="small"
                              danger
                              onClick={() => setPlans(plans.filter((_x, j) => j !== i))}
                            >
                              Remove
                            </Button>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </div>
  );
}
