import { useMemo, useState } from 'react';
import { Col, Flex, Input, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { DEVICE_OPERATING_SYSTEMS, type UsersFilters, type UsersSortField } from '@ops/shared/lists/users';
import { ID_VERIFICATION_STATUSES } from '@ops/shared/rules/labels';
import { LAST_FIVE_RIDES_RATING_OPTIONS } from '@ops/shared/rules/filterOptions';
import { idVerificationText } from '../../i18n/sharedLabels';
import { formatCount } from '../../lib/format';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { useUsersRoleOptionsQuery } from './usersApi';
import { SelectFilter } from '../../components/list/SelectFilter';
import { FilterField } from '../../components/list/FilterField';
import { AreaFilter } from '../../components/list/AreaFilter';

/** The panel's options in the language shown. */
function filterOptions(t: TFunction) {
  return {
    balance: [
      { value: 'has', label: t('users.filter.hasBalance') },
      { value: 'zero', label: t('users.filter.zeroBalance') },
      { value: 'negative', label: t('users.filter.negativeBalance') },
    ] as const,
    type: [
      { value: 'user', label: t('users.typeUser') },
      { value: 'operations', label: t('users.typeOperations') },
    ] as const,
    yesNo: [
      { value: 'yes', label: t('list.yes') },
      { value: 'no', label: t('list.no') },
    ],
    rating: [
      ...[1, 2, 3, 4, 5].map((n) => ({
        value: String(n),
        label: t('users.filter.ratingAtLeast', { n: formatCount(n) }),
      })),
      { value: 'withAny', label: t('users.filter.withAnyRating') },
      { value: 'withoutAny', label: t('users.filter.withoutAnyRating') },
    ],
    lastFive: LAST_FIVE_RIDES_RATING_OPTIONS.map((n) => ({
      value: n,
      label: t('users.filter.ratingAtMost', { n: formatCount(n) }),
    })),
    verification: ID_VERIFICATION_STATUSES.map((s) => ({ value: s, label: idVerificationText(t, s) })),
    // Product names: the same in both languages.
    os: DEVICE_OPERATING_SYSTEMS.map((os) => ({ value: os, label: os === 'ios' ? 'iOS' : 'Android' })),
  };
}

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const fromYesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');

/**
 * Every users filter 02 names (shared/lists/users.ts is the shape). Selects apply at once;
 * the date ranges have their own Apply and Reset (02 §5); the promocode filter is shown
 * only with promocodes.VIEW_PAGE, as the server refuses it without.
 */
export function UsersFilterPanel({ list }: { list: ListState<UsersFilters, UsersSortField> }) {
  const { t } = useTranslation();
  const options = useMemo(() => filterOptions(t), [t]);
  const canFilterPromocode = useCan(gate('promocodes.VIEW_PAGE'));
  // Roles are listed only to those who may see them; the role filter is for operations users.
  const canPickRole = useCan(gate('roles.VIEW_PAGE'));
  const showRole = canPickRole && list.filters.type === 'operations';
  const { data: roles = [], isLoading: rolesLoading } = useUsersRoleOptionsQuery(undefined, {
    skip: !showRole,
  });
  const filters = list.filters;
  const set = (patch: Partial<UsersFilters>) => list.patchFilters(patch);
  const [promocode, setPromocode] = useState(filters.promocode ?? '');
  const [now] = useState(() => new Date());

  return (
    <Flex vertical gap={12} data-testid="users-filters">
      <Row gutter={[16, 12]}>
        <SelectFilter
          id="users-filter-balance"
          label={t('users.filter.balance')}
          options={options.balance}
          value={filters.balance}
          onChange={(balance) => set({ balance })}
        />
        <SelectFilter
          id="users-filter-type"
          label={t('users.filter.type')}
          options={options.type}
          value={filters.type}
          // Riders have no role: leaving operations drops the role filter with it.
          onChange={(type) => set({ type, role: type === 'operations' ? filters.role : undefined })}
        />
        {showRole && (
          <SelectFilter
            id="users-filter-role"
            label={t('users.filter.role')}
            placeholder={t('users.filter.allRoles')}
            searchable
            loading={rolesLoading}
            options={roles.map((role) => ({ value: role._id, label: role.name }))}
            value={filters.role}
            onChange={(role: string | undefined) => set({ role })}
          />
        )}
        <FilterField id="users-filter-area" label={t('users.filter.area')}>
          <AreaFilter id="users-filter-area" value={filters.area} onChange={(area) => set({ area })} />
        </FilterField>
        <SelectFilter
          id="users-filter-verification"
          label={t('users.filter.verification')}
          options={options.verification}
          value={filters.verificationStatus}
          onChange={(verificationStatus) => set({ verificationStatus })}
        />
        <FilterField id="users-filter-rating" label={t('users.filter.rating')}>
          <Select
            id="users-filter-rating"
            allowClear
            placeholder={t('list.all')}
            style={{ width: '100%' }}
            options={options.rating}
            value={filters.rating === undefined || filters.rating === 0 ? undefined : String(filters.rating)}
            onChange={(value: string | undefined) =>
              set({
                rating:
                  value === undefined
                    ? undefined
                    : value === 'withAny' || value === 'withoutAny'
                      ? value
                      : Number(value),
              })
            }
          />
        </FilterField>
        <SelectFilter
          id="users-filter-last-five"
          label={t('users.filter.lastFive')}
          options={options.lastFive}
          value={filters.lastFiveRidesRating}
          onChange={(lastFiveRidesRating) => set({ lastFiveRidesRating })}
        />
        <SelectFilter
          id="users-filter-express"
          label={t('users.filter.express')}
          options={options.yesNo}
          value={yesNo(filters.isExpressRider)}
          onChange={(v: string | undefined) => set({ isExpressRider: fromYesNo(v) })}
        />
        <SelectFilter
          id="users-filter-blocked"
          label={t('users.filter.blocked')}
          options={options.yesNo}
          value={yesNo(filters.blocked)}
          onChange={(v: string | undefined) => set({ blocked: fromYesNo(v) })}
        />
        <SelectFilter
          id="users-filter-os"
          label={t('users.filter.deviceOs')}
          options={options.os}
          value={filters.deviceOS}
          onChange={(deviceOS) => set({ deviceOS })}
        />
        {canFilterPromocode && (
          <FilterField id="users-filter-promocode" label={t('users.filter.promocode')}>
            <Input.Search
              id="users-filter-promocode"
              allowClear
              placeholder={t('users.filter.code')}
              value={promocode}
              onChange={(event) => setPromocode(event.target.value)}
              onSearch={(code) => set({ promocode: code.trim() || undefined })}
            />
          </FilterField>
        )}
      </Row>
      {/* The two ranges share their own line, side by side. */}
      <Row gutter={[16, 12]}>
        <Col xs={24} lg={12}>
          <DateRangeFilter
            label={t('users.filter.registrationDate')}
            value={filters.registrationDate}
            onChange={(registrationDate) => set({ registrationDate })}
            testId="users-filter-registration"
          />
        </Col>
        <Col xs={24} lg={12}>
          <DateRangeFilter
            label={t('users.filter.lastRideDate')}
            value={filters.lastRideDate}
            notAfter={now}
            onChange={(lastRideDate) => set({ lastRideDate })}
            testId="users-filter-last-ride"
          />
        </Col>
      </Row>
    </Flex>
  );
}
