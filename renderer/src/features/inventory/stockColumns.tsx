import { Link } from 'react-router';
import { Tag } from 'antd';
import { inventoryItemPath, storagePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import type { StockLine } from './inventoryApi';

/** Arabic names read right to left (issue 12 §1). */
export const ArabicName = ({ text }: { text: string | null | undefined }) =>
  text ? (
    <span dir="rtl" lang="ar">
      {text}
    </span>
  ) : (
    '-'
  );

/** 03 §3 warehouse stock: quantity, frozen, lower, higher; returned parts waiting to be sorted; urgent under the lower threshold. */
export function stockColumns(show: 'warehouse' | 'item'): ListColumn<StockLine>[] {
  const first: ListColumn<StockLine> =
    show === 'warehouse'
      ? {
          key: 'warehouse',
          title: 'Warehouse',
          render: (_v, line) => <Link to={storagePath(line.warehouse._id)}>{line.warehouse.name}</Link>,
        }
      : {
          key: 'item',
          title: 'Item',
          render: (_v, line) => (
            <Link to={inventoryItemPath(line.item._id)} onClick={(e) => e.stopPropagation()}>
              {line.item.name}
            </Link>
          ),
        };
  return [
    first,
    ...(show === 'item'
      ? [
          {
            key: 'arName',
            title: 'Arabic name',
            render: (_v: unknown, line: StockLine) => <ArabicName text={line.item.arName} />,
          },
        ]
      : []),
    { key: 'quantity', title: 'Quantity', render: (_v, line) => line.quantity },
    { key: 'frozen', title: 'Frozen', render: (_v, line) => line.frozen },
    { key: 'returned', title: 'Returned (to sort)', render: (_v, line) => line.returned },
    { key: 'lower', title: 'Lower', render: (_v, line) => line.lower },
    { key: 'higher', title: 'Higher', render: (_v, line) => line.higher },
    {
      key: 'urgent',
      title: 'Urgent',
      render: (_v, line) => (line.urgent ? <Tag color="red">Below lower threshold</Tag> : '-'),
    },
  ];
}
