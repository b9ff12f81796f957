import { useMemo } from 'react';
import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { CarOutlined, EnvironmentOutlined, IdcardOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { greetingForHour } from '@ops/shared/rules/constants';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppSelector } from '../../app/hooks';
import { useMenuGroups } from '../../app/menu';
import { PENDING_ID_BADGE_PATH, STOLEN_BADGE_PATH } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { selectUser } from '../auth/sessionSlice';
import { selectIsLive, selectLiveEnabled } from '../shell/connectionSlice';
import { selectPendingVerifications, selectStolenAlerts } from '../shell/countersSlice';
import { MENU_ICONS } from '../shell/menuIcons';
import { useStartupAreasQuery, useVehiclesForSearchQuery } from '../shell/startupApi';

function CounterCard({
  title,
  value,
  icon,
  to,
  tone,
}: {
  title: string;
  value: number | null;
  icon: React.ReactNode;
  to: string;
  tone: string;
}) {
  return (
    <Link to={to}>
      <Card hoverable className="ops-stat-card">
        <Flex align="center" gap={16}>
          <span className="ops-stat-icon" style={{ background: `${tone}1a`, color: tone }}>
            {icon}
          </span>
          <Statistic title={title} value={value ?? '—'} />
        </Flex>
      </Card>
    </Link>
  );
}

/** The welcome page: who is signed in, whether live updates flow, and what needs attention. */
export default function DashboardPage() {
  const user = useAppSelector(selectUser);
  const live = useAppSelector(selectIsLive);
  const liveEnabled = useAppSelector(selectLiveEnabled);
  const stolen = useAppSelector(selectStolenAlerts);
  const pending = useAppSelector(selectPendingVerifications);
  const canSeeStolen = useCan(gate('vehicles.VIEW_PAGE'));
  const canSeePending = useCan(gate('users.VERIFY_ID_REQUESTS'));
  const areas = useStartupAreasQuery();
  const vehicles = useVehiclesForSearchQuery();
  const menu = useMenuGroups();
  const shortcuts = useMemo(
    () =>
      menu
        .flatMap((group) => group.items)
        .filter((item) => item.key !== 'dashboard')
        .slice(0, 8),
    [menu],
  );
  if (!user) return null;

  const greeting = `Good ${greetingForHour(new Date().getHours())}, ${user.name.split(' ')[0]}`;
  const roleName = user.roleName ?? user.role?.name ?? 'No role';

  return (
    <div className="ops-page">
      <PageHeader
        title={greeting}
        subtitle={
          <Flex gap={8} align="center" wrap style={{ marginTop: 6 }}>
            <Tag color="cyan" style={{ marginInlineEnd: 0 }}>
              {roleName}
            </Tag>
            {user.role?.department && <Tag style={{ marginInlineEnd: 0 }}>{user.role.department}</Tag>}
            {user.role && <Tag style={{ marginInlineEnd: 0 }}>Level {user.role.level}</Tag>}
            <Tag color={live ? 'success' : liveEnabled ? 'warning' : 'default'} data-testid="dashboard-live">
              {live
                ? 'Live updates connected'
                : liveEnabled
                  ? 'Live updates connecting'
                  : 'Live updates paused'}
            </Tag>
          </Flex>
        }
      />
      <Row gutter={[16, 16]} style={{ marginTop: 20 }}>
        {canSeeStolen && (
          <Col xs={24} sm={12} xl={6}>
            <CounterCard
              title="Stolen alerts"
              value={stolen}
              icon={<WarningOutlined />}
              to={STOLEN_BADGE_PATH}
              tone="#dc2626"
            />
          </Col>
        )}
        {canSeePending && (
          <Col xs={24} sm={12} xl={6}>
            <CounterCard
              title="Pending ID verifications"
              value={pending}
              icon={<IdcardOutlined />}
              to={PENDING_ID_BADGE_PATH}
              tone="#0f766e"
            />
          </Col>
        )}
        <Col xs={24} sm={12} xl={6}>
          <Card className="ops-stat-card">
            <Flex align="center" gap={16}>
              <span className="ops-stat-icon" style={{ background: '#2563eb1a', color: '#2563eb' }}>
                <EnvironmentOutlined />
              </span>
              <Statistic title="Service areas" value={areas.data?.length ?? '—'} loading={areas.isLoading} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card className="ops-stat-card">
            <Flex align="center" gap={16}>
              <span className="ops-stat-icon" style={{ background: '#7c3aed1a', color: '#7c3aed' }}>
                <CarOutlined />
              </span>
              <Statistic
                title="Vehicles in the fleet"
                value={vehicles.data?.length ?? '—'}
                loading={vehicles.isLoading}
              />
            </Flex>
          </Card>
        </Col>
      </Row>
      {shortcuts.length > 0 && (
        <Card title="Jump to" style={{ marginTop: 16 }}>
          <Row gutter={[12, 12]}>
            {shortcuts.map((item) => {
              const Icon = MENU_ICONS[item.icon];
              return (
                <Col xs={12} md={8} xl={6} key={item.key}>
                  <Link to={item.path} className="ops-shortcut">
                    <Icon /> <Typography.Text>{item.label}</Typography.Text>
                  </Link>
                </Col>
              );
            })}
          </Row>
        </Card>
      )}
    </div>
  );
}
