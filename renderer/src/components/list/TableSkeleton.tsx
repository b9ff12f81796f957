import { Skeleton } from 'antd';

/** First load of a table: the shape of rows to come rather than an empty box with a spinner. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div style={{ padding: 16 }} data-testid="table-skeleton" aria-busy="true">
      <Skeleton active title={{ width: '30%' }} paragraph={{ rows, width: '100%' }} />
    </div>
  );
}
