import type { ReactNode } from 'react';
import { Button, Card, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { ArrowRightOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

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
            <Tooltip title="The last live update could not be read; these figures may be behind.">
              <Tag color="warning" icon={<WarningOutlined />} data-testid={`${testId}-stale`}>
                Not updated
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
          <Typography.Text type="secondary">Could not load these figures.</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {state === 'ready' && children}
    </Card>
  );
}

/** A change against last week: green up, red down, nothing to compare with stated as such. */
export function Change({
  percent,
  base,
  label,
}: {
  percent: number | null | undefined;
  base: string;
  label: string;
}) {
  if (percent === null || percent === undefined) {
    return <Typography.Text type="secondary">No {label} to compare with</Typography.Text>;
  }
  const up = percent >= 0;
  return (
    <Typography.Text className={up ? 'ops-dash-up' : 'ops-dash-down'}>
      {up ? '▲' : '▼'} {Math.abs(percent).toFixed(percent % 1 === 0 ? 0 : 1)}%{' '}
      <Typography.Text type="secondary">vs {base}</Typography.Text>
    </Typography.Text>
  );
}
