import type { ReactNode } from 'react';
import { Button, Card, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { ArrowRightOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';

export type TileState = 'loading' | 'error' | 'ready';

/**
 * The frame every dashboard tile shares: its title links to the page behind the figure,
 * and loading, failure and stale figures look the same on every tile.
 */
export function DashboardTile({
  title,
  to,
  linkLabel,
  state,
  stale,
  onRetry,
  testId,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  state: TileState;
  stale?: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="ops-dash-tile"
      data-testid={testId}
      title={
        <Link to={to} className="ops-dash-tile-title">
          {title}
        </Link>
      }
      extra={
        <>
          {stale && state === 'ready' && (
            <Tooltip title={t('dashboard.tile.staleTip')}>
              <Tag color="warning" icon={<WarningOutlined />} data-testid={`${testId}-stale`}>
                {t('dashboard.tile.notUpdated')}
              </Tag>
            </Tooltip>
          )}
          <Link to={to} aria-label={linkLabel}>
            <ArrowRightOutlined />
          </Link>
        </>
      }
    >
      {state === 'loading' && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {state === 'error' && (
        <div className="ops-dash-error" role="alert">
          <Typography.Text type="secondary">{t('dashboard.tile.loadError')}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('dashboard.tile.tryAgain')}
          </Button>
        </div>
      )}
      {state === 'ready' && children}
    </Card>
  );
}

/**
 * A change against last week: green up, red down, nothing to compare with stated as such
 * (`none`, a whole sentence, as Arabic cannot build it from a noun).
 */
export function Change({
  percent,
  base,
  none,
}: {
  percent: number | null | undefined;
  base: string;
  none: string;
}) {
  const { t } = useTranslation();
  if (percent === null || percent === undefined) {
    return <Typography.Text type="secondary">{none}</Typography.Text>;
  }
  const up = percent >= 0;
  const size = Math.abs(percent);
  return (
    <Typography.Text className={up ? 'ops-dash-up' : 'ops-dash-down'}>
      {up ? '▲' : '▼'} {formatPercent(Number(size.toFixed(percent % 1 === 0 ? 0 : 1)))}{' '}
      <Typography.Text type="secondary">{t('dashboard.tile.versus', { base })}</Typography.Text>
    </Typography.Text>
  );
}
