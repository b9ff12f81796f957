import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';

/** Shown while rows are selected: the count, the list's bulk actions and a way out (02 §2). */
export function BulkActionBar({ count, children, onClear }: { count: number; children?: ReactNode; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Flex className="ops-list-bulk" align="center" gap={12} wrap role="toolbar" aria-label="Selected rows" data-testid="list-bulk-bar">
      <Typography.Text strong data-testid="list-selected-count">
        {count} selected
      </Typography.Text>
      {children}
      <Button type="link" onClick={onClear}>
        Clear selection
      </Button>
    </Flex>
  );
}
