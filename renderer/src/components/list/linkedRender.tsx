import { isValidElement, type ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { appHref } from './rowLink';
import { RowLink } from './RowLink';

/** A column's cell wrapped in the row's link (a cell object of antd's, rare, is left as it is). */
export function linkedRender<Row>(
  column: TableColumnType<Row>,
  rowHref: (row: Row) => string | null,
  routerBase: string,
): NonNullable<TableColumnType<Row>['render']> {
  return (value: unknown, row: Row, index: number) => {
    const content: unknown = column.render ? column.render(value, row, index) : value;
    const path = rowHref(row);
    if (
      !path ||
      (typeof content === 'object' && content !== null && !isValidElement(content) && 'children' in content)
    )
      return content as ReactNode;
    return <RowLink href={appHref(routerBase, path)}>{content as ReactNode}</RowLink>;
  };
}
