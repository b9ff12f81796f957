import { Button, Col, Result, Row, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleStatusText } from '../../../i18n/sharedLabels';
import { Link, useParams } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { DASHBOARD_PATH } from '../../../app/paths';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/queryState/QueryState';
import { useCan, useRule } from '../../../components/PermissionGate';
import {
  mayReadRides,
  mayReadVehicleLifeCycle,
  mayViewVehiclePage,
} from '@ops/shared/rules/permissions/readRules';
import { usePageTitle } from '../../../components/usePageTitle';
import { VehicleActions } from '../../resolveTasks/actions/VehicleActions';
import { VehicleDetailsCard } from '../../resolveTasks/cards/VehicleDetailsCard';
import { useVehicleUserRideDetailsQuery } from '../../resolveTasks/resolveTasksApi';
import type { VehicleDetails } from '../../resolveTasks/workspaceTypes';
import { LifeCycleTimeline } from '../../vehicleLifeCycle/LifeCycleTimeline';
import { useVehicleLive } from '../../resolveTasks/useVehicleLive';
import '../../resolveTasks/resolveTasks.css';
import { VehicleCommandsTab } from './VehicleCommandsTab';
import { VehicleLiveCard } from './VehicleLiveCard';
import { VehicleMoreDetails } from './VehicleMoreDetails';
import { VehicleRidesTab } from './VehicleRidesTab';
import { VehicleTasksTab } from './VehicleTasksTab';
import { useVehiclePageVehicleQuery, type PageVehicle } from './vehiclePageApi';

/**
 * The workspace's actions need the vehicle's last ride and customer (end ride, edit balance);
 * an agent reads them through the workspace's query, anyone else gets the vehicle's own actions.
 */
function useActionDetails(vehicle: PageVehicle, mayResolve: boolean): VehicleDetails {
  const details = useVehicleUserRideDetailsQuery(vehicle._id, { skip: !mayResolve });
  return details.data ?? { vehicle, ride: null, user: null, lastMoveBeep: vehicle.lastMoveBeep ?? null };
}

function VehicleView({ vehicle }: { vehicle: PageVehicle }) {
  const { t } = useTranslation();
  const mayResolve = useCan(gate('task.RESOLVE_TASKS'));
  const mayTasks = useCan(gate('task.VIEW_TASKS_TABLE'));
  const mayRides = useRule(mayReadRides, { scooter: vehicle._id });
  const mayLifeCycle = useRule(mayReadVehicleLifeCycle, vehicle._id);
  const details = useActionDetails(vehicle, mayResolve);
  useVehicleLive(vehicle._id, vehicle.code, null);
  const tabs = [
    ...(mayRides
      ? [
          {
            key: 'rides',
            label: t('vehiclePage.tab.rides'),
            children: <VehicleRidesTab vehicleId={vehicle._id} />,
          },
        ]
      : []),
    ...(mayTasks
      ? [
          {
            key: 'tasks',
            label: t('vehiclePage.tab.tasks'),
            children: <VehicleTasksTab vehicleId={vehicle._id} />,
          },
        ]
      : []),
    {
      key: 'commands',
      label: t('vehiclePage.tab.commands'),
      children: <VehicleCommandsTab vehicleId={vehicle._id} />,
    },
    ...(mayLifeCycle
      ? [
          {
            key: 'lifeCycle',
            label: t('vehiclePage.tab.lifeCycle'),
            children: <LifeCycleTimeline filters={{ vehicleId: vehicle._id }} height={480} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={<span data-testid="vehicle-page-code">{vehicle.code}</span>}
        subtitle={
          <Space size={4} wrap>
            <Tag>{vehicleStatusText(t, vehicle.status)}</Tag>
            <Tag>{vehicle.vehicleType}</Tag>
            {vehicle.disabled && <Tag color="red">{t('vehiclePage.disabled')}</Tag>}
            {vehicle.isOutOfFence && <Tag color="orange">{t('vehiclePage.outOfFence')}</Tag>}
          </Space>
        }
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          {/* The card's last move beep is the vehicle's own (the workspace passes the same value). */}
          <VehicleDetailsCard vehicle={details.vehicle} lastMoveBeep={vehicle.lastMoveBeep ?? null} />
        </Col>
        <Col xs={24} lg={8}>
          <VehicleLiveCard vehicle={vehicle} />
        </Col>
        <Col xs={24} lg={8}>
          <VehicleMoreDetails vehicle={vehicle} />
        </Col>
        <Col span={24}>
          <VehicleActions task={null} details={{ ...details, vehicle }} />
        </Col>
        <Col span={24}>
          <Tabs items={tabs} destroyOnHidden data-testid="vehicle-tabs" />
        </Col>
      </Row>
    </>
  );
}

/** /app/vehicle/{id}: one vehicle by id or code (the workspace links by code). */
export default function VehiclePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(id ? t('vehiclePage.pageTitleOf', { code: id }) : t('vehiclePage.pageTitle'));
  const mayView = useRule(mayViewVehiclePage);
  const result = useVehiclePageVehicleQuery(id, { skip: !mayView });
  const back = (
    <Link key="back" to={DASHBOARD_PATH}>
      <Button>{t('vehiclePage.backHome')}</Button>
    </Link>
  );
  // The rule the server refuses with: no request is sent only to be refused.
  if (!mayView)
    return (
      <div className="ops-page" data-testid="vehicle-page-refused">
        <Result
          status="403"
          title={t('vehiclePage.refused')}
          subTitle={t('vehiclePage.refusedHint')}
          extra={back}
        />
      </div>
    );
  return (
    <QueryState
      query={result}
      testId="vehicle-page"
      notFound={{ title: t('vehiclePage.notFound'), hint: t('vehiclePage.notFoundHint') }}
      refused={{ title: t('vehiclePage.refused'), hint: t('vehiclePage.refusedHint') }}
      back={back}
    >
      {(vehicle) => <VehicleView vehicle={vehicle} />}
    </QueryState>
  );
}
