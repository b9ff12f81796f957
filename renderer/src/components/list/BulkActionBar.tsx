import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBareCount } from '../../lib/format';

/** Shown while rows are selected: the count, the list's bulk actions and a way out (02 §2). */
export function BulkActionBar({
  count,
  children,
  onClear,
}: {
  count: number;
  children?: ReactNode;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Flex
      className="ops-list-bulk"
      align="center"
      gap={12}
      wrap
      role="toolbar"
      aria-label={t('list.selectedRows')}
      data-testid="list-bulk-bar"
    >
      <Typography.Text strong data-testid="list-selected-count">
        {t('list.selected', { n: formatBareCount(count) })}
      </Typography.Text>
      {children}
      <Button type="link" onClick={onClear}>
        {t('list.clearSelection')}
      </Button>
    </Flex>
  );
}
