import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export function PageHeader({
  title,
  subtitle,
  extra,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex className="ops-page-header" align="center" justify="space-between" gap={16} wrap>
      <div>
        {/* The page's one <h1>, at the size of a section title (styles.css). */}
        <Typography.Title level={1} className="ops-page-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && <Flex gap={8}>{extra}</Flex>}
    </Flex>
  );
}
