import type { ReactNode } from 'react';
import { Badge, Button, Flex, Typography } from 'antd';
import { DownloadOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ListHeaderProps {
  title: string;
  /** 1 for a page's own list; 2 for a list inside a page that has its h1 already (a tab). */
  headingLevel?: 1 | 2;
  subtitle?: ReactNode;
  filtersOpen: boolean;
  /** Leave out when the list has no filter panel. */
  onToggleFilters?: () => void;
  activeFilters?: number;
  searchOpen?: boolean;
  /** Leave out to hide the Search toggle (Counter, Maintenance Tickets, lists with search off). */
  onToggleSearch?: () => void;
  /** The Export button shows only when given: the caller checks the module's export permission. */
  onExport?: () => void;
  exportLabel?: ReactNode;
  exportDisabled?: boolean;
  /** The list's own buttons (analytics, navigation of 02 §2), before the toggles. */
  extra?: ReactNode;
  /** After the toggles: the column chooser. */
  tools?: ReactNode;
}

/** The shared list header of 02 §2: title, Filters toggle, Search toggle, Export. */
export function ListHeader({
  title,
  headingLevel = 1,
  subtitle,
  filtersOpen,
  onToggleFilters,
  activeFilters = 0,
  searchOpen = false,
  onToggleSearch,
  onExport,
  exportLabel,
  exportDisabled,
  extra,
  tools,
}: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex className="ops-page-header" align="center" justify="space-between" gap={16} wrap>
      <div>
        {/* The page's one <h1> (or a tab's h2), at the size of a section title (styles.css). */}
        <Typography.Title level={headingLevel} className="ops-page-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      <Flex gap={8} align="center" wrap>
        {extra}
        {onToggleFilters && (
          <Badge count={activeFilters} size="small" offset={[-4, 4]}>
            <Button
              icon={<FilterOutlined />}
              type={filtersOpen ? 'primary' : 'default'}
              ghost={filtersOpen}
              onClick={onToggleFilters}
              aria-pressed={filtersOpen}
              data-testid="list-filters-toggle"
            >
              {t('list.filters')}
            </Button>
          </Badge>
        )}
        {onToggleSearch && (
          <Button
            icon={<SearchOutlined />}
            type={searchOpen ? 'primary' : 'default'}
            ghost={searchOpen}
            onClick={onToggleSearch}
            aria-pressed={searchOpen}
            data-testid="list-search-toggle"
          >
            {t('list.search')}
          </Button>
        )}
        {tools}
        {onExport && (
          <Button
            icon={<DownloadOutlined />}
            onClick={onExport}
            disabled={exportDisabled}
            data-testid="list-export"
          >
            {exportLabel ?? t('list.export')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
