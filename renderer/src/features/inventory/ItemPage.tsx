import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { appPath } from '../../app/paths';
import { Button, Card, Descriptions, Flex, Image, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmtMoney } from '../../lib/format';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { QueryState } from '../../components/queryState/QueryState';
import { useCan } from '../../components/PermissionGate';
import { dateText } from './format';
import { useGetInventoryItemQuery, type ItemRow } from './inventoryApi';
import { ItemDialog } from './ItemDialog';
import { MovementsList } from './MovementsList';
import { ArabicName, stockColumns } from './stockColumns';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /app/inventory/items/{id}: the item (03 §3), its batches, its stock per warehouse and its movements. */
export default function ItemPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useGetInventoryItemQuery(id);
  return (
    <QueryState
      query={query}
      testId="inventory-item"
      rules={{ notFoundReasons: ['ITEM_NOT_FOUND'] }}
      notFound={{ title: t('errors.refusal.ITEM_NOT_FOUND'), hint: t('detailPages.item.notFoundHint') }}
      back={<Link to={appPath('inventory/items')}>{t('detailPages.item.back')}</Link>}
    >
      {(item) => <ItemView item={item} />}
    </QueryState>
  );
}

function ItemView({ item }: { item: ItemRow }) {
  const mayEdit = useCan(gate('inventory.EDIT_ITEMS'));
  const [editing, setEditing] = useState(false);
  return (
    <Flex vertical gap={16} data-testid="inventory-item">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {item.name}
        </Typography.Title>
        {mayEdit && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </Flex>
      <Card size="small" title="Item">
        <Flex gap={24}>
          {item.imageLink && <Image src={item.imageLink} width={120} height={120} alt={item.name} />}
          <Descriptions size="small" column={3} style={{ flex: 1 }}>
            <Descriptions.Item label="Arabic name">
              <ArabicName text={item.arName} />
            </Descriptions.Item>
            <Descriptions.Item label="Category">{item.category}</Descriptions.Item>
            <Descriptions.Item label="In stock">
              {item.inStock > 0 ? item.inStock : <Tag color="red">Out of stock</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="Manufacturer">{item.manufacturer ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Bar code">{item.barCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Lower / higher">{`${item.lowerThreshold} / ${item.higherThreshold}`}</Descriptions.Item>
            <Descriptions.Item label="Archived">{yesNo(item.archived)}</Descriptions.Item>
            <Descriptions.Item label="Can be reported">{yesNo(item.canBeReported)}</Descriptions.Item>
            <Descriptions.Item label="Has return if consumed">
              {yesNo(item.hasReturnIfConsumed)}
            </Descriptions.Item>
            <Descriptions.Item label="Description" span={3}>
              {item.description ?? '-'}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <Card size="small" title="Stock per warehouse">
        <Table
          size="small"
          pagination={false}
          rowKey={(line) => line.warehouse._id}
          dataSource={item.stock}
          columns={stockColumns('warehouse').map(({ key, title, render }) => ({ key, title, render }))}
          locale={{ emptyText: 'Not stocked in any warehouse' }}
          data-testid="item-stock"
        />
      </Card>
      <Card size="small" title="Batches">
        <Table
          size="small"
          pagination={{ pageSize: 10 }}
          rowKey={(batch) => `${batch.createdAt}-${batch.supplier}-${batch.quantity}`}
          dataSource={[...item.batches].reverse()}
          columns={[
            { key: 'createdAt', title: 'Created', render: (_v, b) => dateText(b.createdAt) },
            { key: 'price', title: 'Price', render: (_v, b) => fmtMoney(b.price) },
            { key: 'quantity', title: 'Quantity', render: (_v, b) => b.quantity },
            { key: 'supplier', title: 'Supplier', render: (_v, b) => b.supplier },
          ]}
          locale={{ emptyText: 'No batches yet' }}
        />
      </Card>
      <MovementsList
        title="Movements"
        headingLevel={2}
        type={null}
        fixed={{ itemId: item._id }}
        prefix="m"
        testId="item-movements"
      />
      <ItemDialog open={editing} item={item} onClose={() => setEditing(false)} />
    </Flex>
  );
}
