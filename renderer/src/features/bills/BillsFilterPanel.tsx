import { useMemo } from 'react';
import { Col, Flex, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BillsFilters, BillsSortField } from '@ops/shared/lists/bills';
import {
  ACTUAL_BILLED_FILTERS,
  BILL_GATEWAYS,
  BILL_TYPES,
  type ActualBilledFilter,
  type BillType,
} from '@ops/shared/rules/bills';
import { billTypeText } from '../../i18n/sharedLabels';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { FilterField } from '../../components/list/FilterField';

const ALL = 'all';

type Flag = 'paidWithBalance' | 'paidWithPromocode' | 'paidWithSubscription' | 'isRefunded';
const FLAGS: readonly Flag[] = ['paidWithBalance', 'paidWithPromocode', 'paidWithSubscription', 'isRefunded'];

/** The panel's options in the language shown; gateways are names, the same in both. */
function filterOptions(t: TFunction) {
  const all = { value: ALL, label: t('list.all') };
  return {
    type: [all, ...BILL_TYPES.map((type) => ({ value: type, label: billTypeText(t, type) }))],
    actual: [
      all,
      ...ACTUAL_BILLED_FILTERS.map((value) => ({ value, label: t(`labels.actualBilled.${value}`) })),
    ],
    gateway: [all, ...BILL_GATEWAYS.map((gateway) => ({ value: gateway, label: gateway }))],
    yesNo: [all, { value: 'yes', label: t('list.yes') }, { value: 'no', label: t('list.no') }],
  };
}

const flagValue = (value: boolean | undefined) => (value === undefined ? ALL : value ? 'yes' : 'no');

/**
 * The bills filters (shared/lists/bills.ts is the shape): type, actual billed, gateway, paid
 * with balance / promocode / subscription, refunded and the date range. Auto-settlings uses
 * the same panel; its fixed filter is not offered.
 */
export function BillsFilterPanel({
  list,
  testId = 'bills-filters',
}: {
  list: ListState<BillsFilters, BillsSortField>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => filterOptions(t), [t]);
  const filters = list.filters;
  const set = (patch: Partial<BillsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Row gutter={[16, 12]} align="bottom">
        <FilterField id={`${testId}-type`} label={t('bills.filter.type')}>
          <Select
            id={`${testId}-type`}
            style={{ width: '100%' }}
            options={options.type}
            value={filters.type ?? ALL}
            onChange={(type: string) => set({ type: type === ALL ? undefined : (type as BillType) })}
            data-testid={`${testId}-type`}
          />
        </FilterField>
        <FilterField id={`${testId}-actual`} label={t('bills.filter.actual')}>
          <Select
            id={`${testId}-actual`}
            style={{ width: '100%' }}
            options={options.actual}
            value={filters.actualBilled ?? ALL}
            onChange={(value: string) =>
              set({ actualBilled: value === ALL ? undefined : (value as ActualBilledFilter) })
            }
            data-testid={`${testId}-actual`}
          />
        </FilterField>
        <FilterField id={`${testId}-gateway`} label={t('bills.filter.gateway')}>
          <Select
            id={`${testId}-gateway`}
            style={{ width: '100%' }}
            options={options.gateway}
            value={filters.gateway ?? ALL}
            onChange={(value: string) => set({ gateway: value === ALL ? undefined : value })}
            data-testid={`${testId}-gateway`}
          />
        </FilterField>
        {FLAGS.map((key) => (
          <FilterField key={key} id={`${testId}-${key}`} label={t(`bills.filter.${key}`)}>
            <Select
              id={`${testId}-${key}`}
              style={{ width: '100%' }}
              options={options.yesNo}
              value={flagValue(filters[key])}
              onChange={(value: string) => set({ [key]: value === ALL ? undefined : value === 'yes' })}
              data-testid={`${testId}-${key}`}
            />
          </FilterField>
        ))}
        <Col xs={24} md={16} lg={12}>
          <DateRangeFilter
            label={t('bills.filter.date')}
            value={filters.date}
            onChange={(date) => set({ date })}
            testId={`${testId}-date`}
          />
        </Col>
      </Row>
    </Flex>
  );
}
