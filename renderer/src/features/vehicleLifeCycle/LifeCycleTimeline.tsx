import { useCallback, useEffect, useRef } from 'react';
import { Alert, Button, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessageOf } from '../../i18n/errorText';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { userPath, vehiclePath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../lib/format';
import { lifeCycleColour } from './caseColours';
import {
  useVehicleLifeCycleCountQuery,
  useVehicleLifeCycleTimelineInfiniteQuery,
  type LifeCycleEntry,
  type LifeCycleFilters,
} from './lifeCycleApi';
import { isNearEnd } from './nearEnd';
import './lifeCycleTimeline.css';

function EntryContent({ entry, showVehicle }: { entry: LifeCycleEntry; showVehicle: boolean }) {
  return (
    <div className="ops-life-cycle-entry" data-testid="life-cycle-entry">
      <Space size={8} wrap>
        <Typography.Text strong>{vehicleLifeCycleLabel(entry.case)}</Typography.Text>
        {showVehicle && <Link to={vehiclePath(entry.code)}>{entry.code}</Link>}
        {entry.isOperating && <Tag color="green">Operating</Tag>}
      </Space>
      <div className="ops-life-cycle-meta">
        <span>{formatDateTime(entry.createdAt)}</span>
        {entry.user && (
          <span>
            by <Link to={userPath(entry.user._id)}>{entry.user.name || entry.user._id}</Link>
          </span>
        )}
        {entry.battery !== null && entry.battery !== undefined && (
          <span>Battery {Math.round(entry.battery)}%</span>
        )}
        {entry.batteryPerAtBatUnlock !== null && entry.batteryPerAtBatUnlock !== undefined && (
          <span>At unlock {entry.batteryPerAtBatUnlock}%</span>
        )}
        {entry.batterySerial && <span>Serial {entry.batterySerial}</span>}
        {entry.service && <span>{entry.service}</span>}
      </div>
    </div>
  );
}

/**
 * The vehicle life-cycle timeline (02 §2): newest first, 12 entries a page, the next page
 * loading when the reader is within 50 px of the end. One component for the Vehicles Life
 * Cycle page, the vehicle page and the workspace's Vehicle Life Cycle tab.
 */
export function LifeCycleTimeline({
  filters,
  height = 520,
  skip = false,
}: {
  filters: LifeCycleFilters;
  height?: number | string;
  skip?: boolean;
}) {
  const query = useVehicleLifeCycleTimelineInfiniteQuery(filters, { skip });
  const { data, error, hasNextPage, isFetching, isFetchingNextPage, isLoading, fetchNextPage, refetch } =
    query;
  const entries = data?.pages.flatMap((page) => page.data) ?? [];
  const total = useVehicleLifeCycleCountQuery(filters, { skip }).data ?? null;
  const box = useRef<HTMLDivElement>(null);
  const loadMoreIfNearEnd = useCallback(() => {
    const element = box.current;
    if (element && hasNextPage && !isFetching && isNearEnd(element)) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  // A page that does not fill the box leaves nothing to scroll: the next one comes by itself.
  useEffect(loadMoreIfNearEnd, [entries.length, loadMoreIfNearEnd]);

  if (skip) return <EmptyState title="No Life Cycle Found!" />;
  if (error && entries.length === 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessageOf(error)}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
        data-testid="life-cycle-error"
      />
    );
  }
  return (
    <div className="ops-life-cycle">
      {total !== null && (
        <Typography.Text type="secondary" data-testid="life-cycle-total">
          Total Count: {total}
        </Typography.Text>
      )}
      <div
        ref={box}
        className="ops-life-cycle-scroll"
        style={{ height }}
        onScroll={loadMoreIfNearEnd}
        data-testid="life-cycle-timeline"
        data-entries={entries.length}
      >
        {isLoading ? (
          <Spin className="ops-life-cycle-spin" />
        ) : entries.length === 0 ? (
          <EmptyState title="No Life Cycle Found!" />
        ) : (
          <>
            <Timeline
              items={entries.map((entry) => ({
                key: entry._id,
                color: lifeCycleColour(entry.case),
                content: <EntryContent entry={entry} showVehicle={!filters.vehicleId} />,
              }))}
            />
            <div className="ops-life-cycle-foot">
              {isFetchingNextPage ? (
                <Spin size="small" />
              ) : error ? (
                <Button size="small" onClick={() => void fetchNextPage()}>
                  Try again
                </Button>
              ) : hasNextPage ? null : (
                <Typography.Text type="secondary" data-testid="life-cycle-end">
                  No more entries
                </Typography.Text>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
