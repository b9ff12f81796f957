import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { ITEM_SEARCH_DEBOUNCE_MS, ITEM_SEARCH_MIN_CHARS, itemSearchTerm } from '@ops/shared/rules/inventory';
import { useListAllInventoryItemsQuery, useWarehousePickerQuery } from './inventoryApi';

/** The term the user stopped typing, 300 ms later (03 §2.6). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface PickedItem {
  _id: string;
  name: string;
  category: string;
  canBeReported: boolean;
  hasReturnIfConsumed: boolean;
}

/**
 * Item search inside pickers (03 §2.6): searches from 2 characters, 300 ms after the last
 * key; a failed search opens the error snackbar (the store's one notices listener).
 */
export function ItemPicker({
  value,
  onChange,
  category,
  testId = 'item-picker',
}: {
  value: string | undefined;
  onChange: (item: PickedItem | undefined) => void;
  category?: string;
  testId?: string;
}) {
  const [typed, setTyped] = useState('');
  const term = itemSearchTerm(useDebounced(typed, ITEM_SEARCH_DEBOUNCE_MS));
  const filters = JSON.stringify({ name: term ?? '', archived: false, ...(category ? { category } : {}) });
  const { data, isFetching } = useListAllInventoryItemsQuery(
    { pageNumber: 1, filters },
    { skip: term === null },
  );
  const items = term === null ? [] : (data?.items ?? []);
  return (
    <Select
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={`Type ${ITEM_SEARCH_MIN_CHARS} or more characters`}
      value={value}
      onChange={(id: string) => onChange(items.find((item) => item._id === id))}
      loading={isFetching}
      notFoundContent={term === null ? `Type ${ITEM_SEARCH_MIN_CHARS} or more characters` : 'No items found'}
      options={items.map((item) => ({ value: item._id, label: `${item.name} (${item.inStock} in stock)` }))}
      data-testid={testId}
    />
  );
}

/** The warehouse picker (03 §8): a failure is logged and the list stays empty, with no notice. */
export function WarehousePicker({
  value,
  onChange,
  exclude,
  testId = 'warehouse-picker',
  placeholder = 'Warehouse',
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  exclude?: string;
  testId?: string;
  placeholder?: string;
}) {
  const { data, error, isFetching } = useWarehousePickerQuery();
  useEffect(() => {
    if (error) console.error('warehouse picker failed to load', error);
  }, [error]);
  const warehouses = error ? [] : (data ?? []);
  return (
    <Select
      style={{ width: '100%' }}
      allowClear
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      loading={isFetching}
      options={warehouses.filter((w) => w._id !== exclude).map((w) => ({ value: w._id, label: w.name }))}
      data-testid={testId}
    />
  );
}
