import type { ReactNode } from 'react';
import { Badge, Button, Flex, Typography } from 'antd';
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';

/**
 * The shared list header of 02 §2: a title, a Filters toggle, a Search toggle (hidden
 * when the list switches search off) and an optional export button. Kept in this
 * feature until a second list needs it; it has no supervisor-specific logic.
 */
export function ListHeader({
  title,
  subtitle,
  filtersOpen,
  onToggleFilters,
  activeFilters = 0,
  searchOpen,
  onToggleSearch,
  exportButton,
  extra,
}: {
  title: string;
  subtitle?: ReactNode;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilters?: number;
  /** Leave out to hide the Search toggle. */
  searchOpen?: boolean;
  onToggleSearch?: () => void;
  exportButton?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex className="ops-page-header" align="center" justify="space-between" gap={16} wrap>
      <div>
        <Typography.Title level={1} className="ops-page-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      <Flex gap={8} align="center" wrap>
        {extra}
        <Badge count={activeFilters} size="small" offset={[-4, 4]}>
          <Button icon={<FilterOutlined />} type={filtersOpen ? 'primary' : 'default'} ghost={filtersOpen} onClick={onToggleFilters} data-testid="list-filters-toggle" aria-pressed={filtersOpen}>
            Filters
          </Button>
        </Badge>
        {onToggleSearch && (
          <Button icon={<SearchOutlined />} type={searchOpen ? 'primary' : 'default'} ghost={searchOpen} onClick={onToggleSearch} data-testid="list-search-toggle" aria-pressed={searchOpen}>
            Search
          </Button>
        )}
        {exportButton}
      </Flex>
    </Flex>
  );
}
