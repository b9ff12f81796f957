import { useEffect, useMemo, useRef } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDayHeading } from '../../lib/format';
import { greetingForHour } from '@ops/shared/rules/constants';
import { visibleParts, type DashboardPart } from '@ops/shared/rules/dashboard';
import { useAppSelector } from '../../app/hooks';
import { useMenuGroups } from '../../app/menu';
import { EmptyState } from '../../components/EmptyState';
import { firstView } from '../../lib/firstView';
import { PageHeader } from '../../components/PageHeader';
import { selectRole, selectUser } from '../auth/sessionSlice';
import { selectIsLive, selectLiveEnabled } from '../shell/connectionSlice';
import { MENU_ICONS } from '../shell/menuIcons';
import { AgentsTile, RevenueTile, RidesTile, VerificationsTile } from './CountTiles';
import type { TileState } from './DashboardTile';
import { useHomeDashboardQuery } from './dashboardApi';
import { FleetTile } from './FleetTile';
import { TargetsTile } from './TargetsTile';
import { UrgentTile } from './UrgentTile';
import './dashboard.css';

const COUNT_TILES = [
  ['rides', RidesTile],
  ['revenue', RevenueTile],
  ['verifications', VerificationsTile],
  ['agents', AgentsTile],
] as const;

/** Tiles in a row share it evenly: four quarters, three thirds, two halves, one whole. */
const spanOf = (count: number): number => Math.max(6, Math.floor(24 / Math.max(1, count)));

/**
 * The home dashboard (issue 11 §5): what management opens in the morning. Each role sees
 * the tiles its permissions allow (`visibleParts`, the rule the server refuses by); the
 * figures come in one request and move with the HOME_DASHBOARD pulse (dashboardApi.ts).
 */
export default function DashboardPage() {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const live = useAppSelector(selectIsLive);
  const liveEnabled = useAppSelector(selectLiveEnabled);
  const parts = useMemo(() => visibleParts(role), [role]);
  const shows = (part: DashboardPart): boolean => parts.includes(part);
  const { data, isLoading, isError, refetch } = useHomeDashboardQuery(parts, { skip: parts.length === 0 });

  // Events missed while the connection was down are not replayed: read everything again on return.
  const wasLive = useRef(live);
  useEffect(() => {
    if (live && !wasLive.current && data) void refetch();
    wasLive.current = live;
  }, [live, data, refetch]);

  // The start-up's other loads waited for these figures (lib/firstView.ts): they go once the
  // figures (or the error) have been painted, or when the page is left before.
  const settled = data !== undefined || isError || parts.length === 0;
  useEffect(() => {
    if (!settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => firstView.open())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [settled]);
  useEffect(() => () => firstView.open(), []);

  const { t } = useTranslation();
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

  const state: TileState = isLoading ? 'loading' : isError && !data ? 'error' : 'ready';
  const retry = () => void refetch();
  const counts = COUNT_TILES.filter(([part]) => shows(part));
  const health = (['fleet', 'urgent'] as const).filter(shows);
  const greeting = t(`dashboard.greeting.${greetingForHour(new Date().getHours())}`, {
    name: user.name.split(' ')[0],
  });

  return (
    <div className="ops-page ops-dashboard">
      <PageHeader
        title={greeting}
        subtitle={
          <Flex gap={8} align="center" wrap style={{ marginTop: 6 }}>
            <Tag color="cyan" style={{ marginInlineEnd: 0 }}>
              {user.roleName ?? role?.name ?? t('dashboard.noRole')}
            </Tag>
            <Tag color={live ? 'success' : liveEnabled ? 'warning' : 'default'} data-testid="dashboard-live">
              {live
                ? t('dashboard.live.connected')
                : liveEnabled
                  ? t('dashboard.live.connecting')
                  : t('dashboard.live.paused')}
            </Tag>
            {data && (
              <Typography.Text type="secondary" data-testid="dashboard-as-of">
                {t('dashboard.asOf', { day: formatDayHeading(data.day), time: formatClock(data.asOf) })}
              </Typography.Text>
            )}
          </Flex>
        }
      />
      {parts.length === 0 ? (
        <Card style={{ marginTop: 20 }}>
          <EmptyState title={t('dashboard.noFigures')} description={t('dashboard.noFiguresText')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 20 }} data-testid="dashboard-tiles">
          {counts.map(([part, Tile]) => (
            <Col key={part} xs={24} sm={12} xl={spanOf(counts.length)}>
              <Tile view={data} state={state} onRetry={retry} />
            </Col>
          ))}
          {shows('fleet') && (
            <Col xs={24} xl={health.length === 2 ? 14 : 24}>
              <FleetTile view={data} state={state} onRetry={retry} />
            </Col>
          )}
          {shows('urgent') && (
            <Col xs={24} xl={health.length === 2 ? 10 : 24}>
              <UrgentTile view={data} state={state} onRetry={retry} />
            </Col>
          )}
          {shows('targets') && (
            <Col xs={24}>
              <TargetsTile view={data} state={state} onRetry={retry} />
            </Col>
          )}
        </Row>
      )}
      {shortcuts.length > 0 && (
        <Card title={t('dashboard.jumpTo')} style={{ marginTop: 16 }}>
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
