import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          <Typography.Text strong>{title}</Typography.Text>
          {description && (
            <>
              <br />
              <Typography.Text type="secondary">{description}</Typography.Text>
            </>
          )}
        </span>
      }
    >
      {action}
    </Empty>
  );
}
