import { useState } from 'react';
import { Col, Flex, Input, Row, Select } from 'antd';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { DEVICE_OPERATING_SYSTEMS, type UsersFilters, type UsersSortField } from '@ops/shared/lists/users';
import { ID_VERIFICATION_STATUSES, idVerificationStatusLabel } from '@ops/shared/rules/labels';
import { LAST_FIVE_RIDES_RATING_OPTIONS, RATING_FILTER } from '@ops/shared/rules/filterOptions';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { useUsersRoleOptionsQuery } from './usersApi';
import { SelectFilter } from '../../components/list/SelectFilter';
import { FilterField } from '../../components/list/FilterField';
import { AreaFilter } from '../../components/list/AreaFilter';

const BALANCE_OPTIONS = [
  { value: 'has', label: 'Has balance' },
  { value: 'zero', label: 'Zero balance' },
  { value: 'negative', label: 'Negative balance' },
] as const;
const TYPE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'operations', label: 'Operations' },
] as const;
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const RATING_OPTIONS = [
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} and above` })),
  { value: 'withAny', label: RATING_FILTER.withAny },
  { value: 'withoutAny', label: RATING_FILTER.withoutAny },
];
const LAST_FIVE_OPTIONS = LAST_FIVE_RIDES_RATING_OPTIONS.map((n) => ({ value: n, label: `${n} or below` }));
const VERIFICATION_OPTIONS = ID_VERIFICATION_STATUSES.map((s) => ({
  value: s,
  label: idVerificationStatusLabel(s),
}));
const OS_OPTIONS = DEVICE_OPERATING_SYSTEMS.map((os) => ({
  value: os,
  label: os === 'ios' ? 'iOS' : 'Android',
}));

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const fromYesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');

/**
 * Every users filter 02 names (shared/lists/users.ts is the shape). Selects apply at once;
 * the date ranges have their own Apply and Reset (02 §5); the promocode filter is shown
 * only with promocodes.VIEW_PAGE, as the server refuses it without.
 */
export function UsersFilterPanel({ list }: { list: ListState<UsersFilters, UsersSortField> }) {
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
          label="Balance"
          options={BALANCE_OPTIONS}
          value={filters.balance}
          onChange={(balance) => set({ balance })}
        />
        <SelectFilter
          id="users-filter-type"
          label="Type"
          options={TYPE_OPTIONS}
          value={filters.type}
          // Riders have no role: leaving operations drops the role filter with it.
          onChange={(type) => set({ type, role: type === 'operations' ? filters.role : undefined })}
        />
        {showRole && (
          <SelectFilter
            id="users-filter-role"
            label="Role"
            placeholder="All roles"
            searchable
            loading={rolesLoading}
            options={roles.map((role) => ({ value: role._id, label: role.name }))}
            value={filters.role}
            onChange={(role: string | undefined) => set({ role })}
          />
        )}
        <FilterField id="users-filter-area" label="Area">
          <AreaFilter id="users-filter-area" value={filters.area} onChange={(area) => set({ area })} />
        </FilterField>
        <SelectFilter
          id="users-filter-verification"
          label="Verification"
          options={VERIFICATION_OPTIONS}
          value={filters.verificationStatus}
          onChange={(verificationStatus) => set({ verificationStatus })}
        />
        <FilterField id="users-filter-rating" label="Rating">
          <Select
            id="users-filter-rating"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={RATING_OPTIONS}
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
          label="Last 5 Rides Rating"
          options={LAST_FIVE_OPTIONS}
          value={filters.lastFiveRidesRating}
          onChange={(lastFiveRidesRating) => set({ lastFiveRidesRating })}
        />
        <SelectFilter
          id="users-filter-express"
          label="Express rider"
          options={YES_NO}
          value={yesNo(filters.isExpressRider)}
          onChange={(v: string | undefined) => set({ isExpressRider: fromYesNo(v) })}
        />
        <SelectFilter
          id="users-filter-blocked"
          label="Blocked"
          options={YES_NO}
          value={yesNo(filters.blocked)}
          onChange={(v: string | undefined) => set({ blocked: fromYesNo(v) })}
        />
        <SelectFilter
          id="users-filter-os"
          label="Device OS"
          options={OS_OPTIONS}
          value={filters.deviceOS}
          onChange={(deviceOS) => set({ deviceOS })}
        />
        {canFilterPromocode && (
          <FilterField id="users-filter-promocode" label="Promocode">
            <Input.Search
              id="users-filter-promocode"
              allowClear
              placeholder="Code"
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
            label="Registration date"
            value={filters.registrationDate}
            onChange={(registrationDate) => set({ registrationDate })}
            testId="users-filter-registration"
          />
        </Col>
        <Col xs={24} lg={12}>
          <DateRangeFilter
            label="Last ride date"
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
