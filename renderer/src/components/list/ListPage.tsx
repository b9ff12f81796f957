import { useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Result,
  Table,
  type TableColumnType,
  type TableProps,
  type TableRef,
} from 'antd';
import { toApiError } from '@ops/shared/rules/errors';
import { errorMessageOf } from '../../i18n/errorText';
import { useHref } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBareCount } from '../../lib/format';
import { EmptyState } from '../EmptyState';
import { TableSkeleton } from './TableSkeleton';
import { BulkActionBar } from './BulkActionBar';
import { ColumnChooser } from './ColumnChooser';
import { ListHeader } from './ListHeader';
import { ListSearch } from './ListSearch';
import { activeFilterCount, antdSortOrder, sortFromAntd } from './listUrlState';
import type { ListState } from './useListState';
import { useColumnPrefs } from './useColumnPrefs';
import { visibleColumns } from './columnPrefs';
import { useRowKeyboard } from './useRowKeyboard';
import { selectedKeysFor, toggleSelection, type Selection } from './selection';
import { SELECTION_COLUMN_WIDTH, virtualLayout, type VirtualRows } from './virtualTable';
import { linkedRender } from './linkedRender';
import './list.css';
import './virtualTable.css';

/** 03 §8 default state error text for a list that could not load. */
export const LIST_LOAD_ERROR = 'Error while getting data from the server';

export interface ListColumn<Row, S extends string = string> extends Omit<
  TableColumnType<Row>,
  'key' | 'title' | 'sorter' | 'sortOrder'
> {
  key: string;
  title: string;
  /** The definition's sort field this column sorts by; leave out for an unsortable column. */
  sortField?: S;
  /** Starts hidden in the column chooser. */
  hiddenByDefault?: boolean;
}

export interface ListPageProps<Row, F extends object, S extends string> {
  title: string;
  /** 2 when the list stands inside a page with its own h1 (a tab); 1 by default. */
  headingLevel?: 1 | 2;
  subtitle?: ReactNode;
  /**
   * A server-paged list's state (useListState). Leave it out for a list shown whole, as it
   * stands in the page (live team tables, settings): no paging, sorting, search or URL state;
   * `name` then keys the column chooser's memory.
   */
  list?: ListState<F, S>;
  /** The column chooser's memory key; the list definition's name when `list` is given. */
  name?: string;
  columns: ListColumn<Row, S>[];
  rows: readonly Row[] | undefined;
  total: number;
  rowKey: (row: Row) => string;
  /** The first load: a skeleton instead of the table. */
  loading: boolean;
  /** A reload with rows already shown: the table's own spinner. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The filter panel, shown under the header while Filters is on. */
  filters?: ReactNode;
  /** Open the filter panel on arrival even with no filter set (lists people mostly filter). */
  defaultFiltersOpen?: boolean;
  /** false hides the Search toggle (Counter, Maintenance Tickets, lists with search off). */
  search?: false | { placeholder: string };
  /** Given only with the module's export permission (02 §6). */
  onExport?: () => void;
  exportLabel?: ReactNode;
  /** Analytics and navigation buttons of 02 §2. */
  headerButtons?: ReactNode;
  /** Turns row selection on; what to offer for the selected rows. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** 'Export selected' in the bulk bar, given only with the export permission. */
  onExportSelected?: (selected: Row[]) => void;
  /** Click or Enter on a row. */
  onOpenRow?: (row: Row) => void;
  /**
   * The app path a row opens, when it has one: the key cell becomes a link to it (open in a
   * new tab, middle-click), in the column `rowLinkColumn` (the first shown one by default).
   */
  rowHref?: (row: Row) => string | null;
  rowLinkColumn?: string;
  empty?: { title: string; filteredTitle?: string; description?: ReactNode };
  /** The error state's title when the spec words it for this list (03 §8 default otherwise). */
  errorTitle?: string;
  /** Between the header and the table's card (team totals, an add-users panel). */
  above?: ReactNode;
  /** After the table's card (a second card, a note, the list's dialogs). */
  below?: ReactNode;
  /** A title on the table's card, for a page with more than one card. */
  cardTitle?: string;
  /** A row's details under it (antd's expandable rows). */
  expandable?: TableProps<Row>['expandable'];
  rowClassName?: (row: Row) => string;
  /** More attributes on a row's <tr> (its state for tests and styles, e.g. data-mode). */
  rowAttributes?: (row: Row) => Record<string, string>;
  scrollX?: number;
  /** A fixed body height: the rows scroll inside the card under a sticky header. */
  height?: number;
  /** antd's virtual body (only rows in view are in the page); needs `height`. */
  virtual?: boolean;
  /**
   * Virtual for large pages only: from `from` rows a page (the page size; a whole list's row
   * count) the body is virtual in a fixed height, and every column gets a fixed width (its
   * own, or a default) so the separate header and body line up. Smaller pages stay plain.
   */
  virtualRows?: VirtualRows;
  testId?: string;
}

/**
 * The one list page (issue 7 §1): header, filter panel, search, table with server-side
 * pagination and sorting, selection with bulk actions, column chooser, keyboard rows,
 * skeleton, empty and error states. The state lives in the URL (useListState); the
 * caller fetches with `list.request` and passes the rows in.
 */
export function ListPage<Row extends object, F extends object, S extends string>(
  props: ListPageProps<Row, F, S>,
) {
  const {
    title,
    headingLevel,
    subtitle,
    list,
    name,
    columns,
    rows,
    total,
    rowKey,
    rowHref,
    rowLinkColumn,
    loading,
    fetching,
    error,
    onRetry,
    filters,
    defaultFiltersOpen,
    search,
    onExport,
    exportLabel,
    headerButtons,
    bulkActions,
    onExportSelected,
    onOpenRow,
    empty,
    errorTitle,
    above,
    below,
    cardTitle,
    expandable,
    rowClassName,
    rowAttributes,
    scrollX,
    height,
    virtual,
    virtualRows,
    testId = 'list',
  } = props;
  const { t } = useTranslation();
  const filterCount = list ? activeFilterCount(list.filters) : 0;
  const searchText = list?.search ?? '';
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0 || !!defaultFiltersOpen);
  const [searchOpen, setSearchOpen] = useState(searchText !== '');

  const keys = columns.map((column) => column.key);
  const [prefs, dispatchPrefs] = useColumnPrefs(
    list?.definition.name ?? name ?? testId,
    keys,
    columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
  );
  const titles = Object.fromEntries(columns.map((column) => [column.key, column.title]));
  const selectable = !!(bulkActions || onExportSelected);
  const shown = useMemo(() => visibleColumns(columns, prefs), [columns, prefs]);
  const layout = virtualLayout({
    rowsPerPage: list ? list.pageSize : (rows?.length ?? 0),
    columns: shown.map((column) => ({
      key: column.key,
      width: typeof column.width === 'number' ? column.width : undefined,
    })),
    selectable,
    virtualRows,
    virtual,
    height,
    scrollX,
  });
  const { widths } = layout;

  const routerBase = useHref('/');
  const linkKey = rowLinkColumn ?? shown[0]?.key;
  const tableColumns = useMemo<TableColumnType<Row>[]>(
    () =>
      shown.map(({ sortField, hiddenByDefault: _hidden, ...column }) => ({
        ...column,
        ...(rowHref && column.key === linkKey ? { render: linkedRender(column, rowHref, routerBase) } : {}),
        ...(widths ? { width: widths[column.key] } : {}),
        ...(sortField && list
          ? {
              sorter: true,
              sortOrder: antdSortOrder(list.sort, sortField),
              sortDirections: ['ascend', 'descend', 'ascend'] as const,
            }
          : {}),
      })),
    [shown, list, widths, rowHref, linkKey, routerBase],
  );

  // Selection belongs to the rows on screen: a new page, filter or sort starts empty.
  const requestKey = list ? JSON.stringify(list.request) : 'whole';
  const [selection, setSelection] = useState<Selection>({ request: requestKey, keys: [] });
  const selectedKeys = selectedKeysFor(selection, requestKey);
  const shownRows = rows ?? [];
  const selectedRows = shownRows.filter((row) => selectedKeys.includes(rowKey(row)));
  const clearSelection = () => setSelection({ request: requestKey, keys: [] });
  const toggleKeys = (changed: Key[], selected: boolean) =>
    setSelection((current) => toggleSelection(current, requestKey, changed, selected));

  // A virtual body holds only the rows in view: the keyboard scrolls the table to its row.
  const tableRef = useRef<TableRef>(null);
  const keyboard = useRowKeyboard(
    shownRows,
    onOpenRow,
    layout.virtual ? (index) => tableRef.current?.scrollTo({ index }) : undefined,
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (!list) return;
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === one?.columnKey);
      list.setSort(sortFromAntd(column?.sortField, one?.order ?? null, list.definition.sortFields));
    } else if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
    }
  };

  const filtered = filterCount > 0 || searchText !== '';
  const apiError = error ? toApiError(error, LIST_LOAD_ERROR) : null;

  let body: ReactNode;
  if (apiError) {
    body = (
      <Result
        status="warning"
        title={errorTitle ?? t('list.loadError')}
        subTitle={!errorTitle && apiError.kind !== 'other' ? errorMessageOf(error) : undefined}
        extra={onRetry && <Button onClick={onRetry}>{t('list.tryAgain')}</Button>}
        data-testid={`${testId}-error`}
      />
    );
  } else if (loading && !rows) {
    body = <TableSkeleton rows={8} />;
  } else {
    body = (
      <div
        className="ops-list-table-wrap"
        tabIndex={0}
        onKeyDown={keyboard.onKeyDown}
        role="region"
        aria-label={t('list.table', { title })}
        data-testid={`${testId}-table`}
        data-virtual={layout.virtual ? 'on' : undefined}
      >
        <Table<Row>
          ref={tableRef}
          className={onOpenRow ? 'ops-list-clickable' : undefined}
          rowKey={rowKey}
          size="middle"
          columns={tableColumns}
          dataSource={shownRows as Row[]}
          loading={!!fetching}
          virtual={layout.virtual}
          scroll={{
            x: layout.scrollX ?? 'max-content',
            ...(layout.height !== undefined ? { y: layout.height } : {}),
          }}
          rowClassName={(row, index) =>
            [index === keyboard.activeIndex ? 'ops-list-row-active' : '', rowClassName?.(row) ?? '']
              .join(' ')
              .trim()
          }
          expandable={expandable}
          onRow={(row, index) => ({
            onClick: () => {
              keyboard.setActiveIndex(index ?? null);
              onOpenRow?.(row);
            },
            'data-testid': `${testId}-row-${rowKey(row)}`,
            ...rowAttributes?.(row),
          })}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selectedKeys,
                  ...(layout.virtual ? { columnWidth: SELECTION_COLUMN_WIDTH } : {}),
                  // Ticks go through toggleSelection (the latest selection, not antd's last render).
                  onSelect: (row, selected) => toggleKeys([rowKey(row)], selected),
                  onSelectAll: (selected, _rows, changed) => toggleKeys(changed.map(rowKey), selected),
                  onChange: (next, _rows, info) => {
                    if (info.type !== 'single' && info.type !== 'all')
                      setSelection({ request: requestKey, keys: next });
                  },
                }
              : undefined
          }
          onChange={onChange}
          // A whole list shows every row; antd would page it by 10 without `false`.
          pagination={
            list
              ? {
                  current: list.page,
                  pageSize: list.pageSize,
                  total,
                  showSizeChanger: true,
                  pageSizeOptions: list.definition.pageSizeOptions.map(String),
                  showTotal: (count, [from, to]) =>
                    t('list.pageTotal', {
                      from: formatBareCount(from),
                      to: formatBareCount(to),
                      total: formatBareCount(count),
                    }),
                }
              : false
          }
          locale={{
            emptyText: (
              <EmptyState
                title={
                  filtered
                    ? (empty?.filteredTitle ?? t('list.nothingMatches'))
                    : (empty?.title ?? t('list.noData'))
                }
                description={filtered ? t('list.clearHint') : empty?.description}
                action={
                  filtered && list ? (
                    <Button onClick={list.reset}>{t('list.clearFilters')}</Button>
                  ) : undefined
                }
              />
            ),
          }}
        />
      </div>
    );
  }

  return (
    <div className="ops-page" data-testid={testId}>
      <ListHeader
        title={title}
        headingLevel={headingLevel}
        subtitle={subtitle}
        filtersOpen={filtersOpen}
        onToggleFilters={filters ? () => setFiltersOpen((open) => !open) : undefined}
        activeFilters={filterCount}
        searchOpen={searchOpen}
        onToggleSearch={search && list ? () => setSearchOpen((open) => !open) : undefined}
        onExport={onExport}
        exportLabel={exportLabel}
        exportDisabled={total === 0}
        extra={headerButtons}
        tools={<ColumnChooser titles={titles} prefs={prefs} dispatch={dispatchPrefs} />}
      />
      {above}
      <Card
        title={cardTitle}
        size={cardTitle ? 'small' : undefined}
        style={{ marginTop: 20 }}
        styles={{ body: { padding: 0 } }}
      >
        {list?.problem && (
          <Alert
            type="warning"
            showIcon
            banner
            title={t('list.urlProblem', { problem: list.problem })}
            data-testid={`${testId}-url-problem`}
          />
        )}
        {search && list && searchOpen && (
          <ListSearch value={list.search} placeholder={search.placeholder} onSearch={list.setSearch} />
        )}
        {filters && filtersOpen && <div className="ops-list-filters">{filters}</div>}
        <BulkActionBar count={selectedKeys.length} onClear={clearSelection}>
          {bulkActions?.(selectedRows, clearSelection)}
          {onExportSelected && (
            <Button onClick={() => onExportSelected(selectedRows)} data-testid={`${testId}-export-selected`}>
              {t('list.exportSelected')}
            </Button>
          )}
        </BulkActionBar>
        {body}
      </Card>
      {below}
    </div>
  );
}
