import { useMemo } from 'react';
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useHref } from 'react-router';
import { useRowKeyboard } from './useRowKeyboard';
import { linkedRender } from './linkedRender';
import './list.css';

export interface NavigableTableProps<Row> extends Omit<TableProps<Row>, 'onRow' | 'rowClassName'> {
  dataSource: readonly Row[];
  columns: TableColumnType<Row>[];
  /** What the table is, for screen readers ('Notifications table'). */
  label: string;
  /** Opens a row: Enter on the highlighted row, and a click when `openOnClick`. */
  onOpenRow: (row: Row) => void;
  /** The row's page: its link column's cell becomes a real link (new tab, middle-click). */
  rowHref?: (row: Row) => string | null;
  /** The column (by key or dataIndex) holding the link; the first by default. Leave rowHref out when that cell has its own link. */
  rowLinkColumn?: string;
  /** False when a click on the row means something else (a double-click opens, buttons in the row). */
  openOnClick?: boolean;
  testId?: string;
}

const columnKey = <Row,>(column: TableColumnType<Row>): string | undefined =>
  column.key !== undefined
    ? String(column.key)
    : typeof column.dataIndex === 'string'
      ? column.dataIndex
      : undefined;

/**
 * A table outside the list kit (a page with its own paging or card layout) that still opens its
 * rows the list kit's way: a real link in the key cell, up/down/Home/End to move, Enter to open.
 * ListPage does the same for the kit's lists.
 */
export function NavigableTable<Row extends object>({
  dataSource,
  columns,
  label,
  onOpenRow,
  rowHref,
  rowLinkColumn,
  openOnClick = true,
  testId,
  className,
  ...table
}: NavigableTableProps<Row>) {
  const keyboard = useRowKeyboard(dataSource, onOpenRow);
  const routerBase = useHref('/');
  const linkKey = rowLinkColumn ?? (columns[0] ? columnKey(columns[0]) : undefined);
  const shown = useMemo(
    () =>
      columns.map((column) =>
        rowHref && columnKey(column) === linkKey
          ? { ...column, render: linkedRender(column, rowHref, routerBase) }
          : column,
      ),
    [columns, rowHref, linkKey, routerBase],
  );
  return (
    <div
      className="ops-list-table-wrap"
      tabIndex={0}
      onKeyDown={keyboard.onKeyDown}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      <Table<Row>
        {...table}
        className={[openOnClick ? 'ops-list-clickable' : '', className ?? ''].join(' ').trim() || undefined}
        columns={shown}
        dataSource={dataSource as Row[]}
        rowClassName={(_row, index) => (index === keyboard.activeIndex ? 'ops-list-row-active' : '')}
        onRow={(row, index) => ({
          onClick: () => {
            keyboard.setActiveIndex(index ?? null);
            if (openOnClick) onOpenRow(row);
          },
          onDoubleClick: openOnClick ? undefined : () => onOpenRow(row),
        })}
      />
    </div>
  );
}
