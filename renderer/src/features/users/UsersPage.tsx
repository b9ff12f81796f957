import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { USERS_LIST, type UsersSortField } from '@ops/shared/lists/users';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import { fmtMoney, formatBareCount } from '../../lib/format';
import { idVerificationText } from '../../i18n/sharedLabels';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { UsersFilterPanel } from './UsersFilterPanel';
import { SettleNegativeBalances } from './settle/SettleNegativeBalances';
import { sumLine } from './sumLine';
import { useGetUsersQuery, useSearchUsersQuery, useSumOfUsersQuery, type UserRow } from './usersApi';
import { userPath } from '../../app/paths';
import { fmtDate } from '../../lib/format';

/** 02 §2: the Users search placeholder is an example number in the Egyptian format. */
export const USERS_SEARCH_PLACEHOLDER = '01001234567';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

const date = (iso: string | null) => fmtDate(iso);

function StatusTag({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  if (user.blocked) return <Tag color="red">{t('users.blocked')}</Tag>;
  return user.active ? <Tag color="green">{t('users.active')}</Tag> : <Tag>{t('users.deactivated')}</Tag>;
}

/** The columns in the language shown (rebuilt when it changes). */
function userColumns(t: TFunction): ListColumn<UserRow, UsersSortField>[] {
  return [
    {
      key: 'name',
      width: 200,
      title: t('users.col.name'),
      sortField: 'name',
      render: (_v, user) => <span dir="auto">{user.name}</span>,
    },
    {
      key: 'phone',
      width: 150,
      title: t('users.col.phone'),
      render: (_v, user) => <Phone number={user.phoneNumber} />,
    },
    {
      key: 'balance',
      width: 120,
      title: t('users.col.balance'),
      sortField: 'balance',
      align: 'right',
      render: (_v, user) => fmtMoney(user.balance),
    },
    {
      key: 'trips',
      width: 90,
      title: t('users.col.trips'),
      sortField: 'tripsCount',
      align: 'right',
      render: (_v, user) => formatBareCount(user.tripsCount),
    },
    {
      key: 'status',
      width: 120,
      title: t('users.col.status'),
      render: (_v, user) => <StatusTag user={user} />,
    },
    {
      key: 'verification',
      width: 140,
      title: t('users.col.verification'),
      render: (_v, user) =>
        user.verificationStatus ? idVerificationText(t, user.verificationStatus) : t('users.notSent'),
    },
    {
      key: 'area',
      width: 130,
      title: t('users.col.area'),
      render: (_v, user) => (user.area ? <span dir="auto">{user.area.name}</span> : '-'),
    },
    {
      key: 'type',
      width: 110,
      title: t('users.col.type'),
      hiddenByDefault: true,
      render: (_v, user) => (user.type === 'operations' ? t('users.typeOperations') : t('users.typeUser')),
    },
    {
      key: 'email',
      width: 220,
      title: t('users.col.email'),
      hiddenByDefault: true,
      render: (_v, user) => user.email ?? '-',
    },
    {
      key: 'lastRideAt',
      width: 180,
      title: t('users.col.lastRideAt'),
      sortField: 'lastRideAt',
      hiddenByDefault: true,
      render: (_v, user) => date(user.lastRideAt),
    },
    {
      key: 'createdAt',
      width: 180,
      title: t('users.col.createdAt'),
      sortField: 'createdAt',
      render: (_v, user) => date(user.createdAt),
    },
  ];
}

/**
 * /app/users (users.VIEW_PAGE): the Users list on the list kit. A search term switches the
 * list to searchUsers (phone, name, email or national ID, newest first); otherwise getUsers
 * reads the filters, page and sort kept in the URL.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListState(USERS_LIST);
  const navigate = useNavigate();
  const searching = list.search !== '';
  const listed = useGetUsersQuery(list.request, { skip: searching });
  const searched = useSearchUsersQuery(
    { pageNumber: list.page, rowsPerPage: list.pageSize, searchTerm: list.search },
    { skip: !searching },
  );
  const result = searching ? searched : listed;
  // The sum follows the filters; a search has none, so it is not shown then.
  const { data: sum, refetch: refetchSum } = useSumOfUsersQuery(
    { filters: list.request.filters },
    { skip: searching },
  );
  const columns = useMemo(() => userColumns(t), [t]);
  const exporter = useExport(USERS_EXPORT);

  return (
    <>
      <ListPage
        title={t('users.title')}
        subtitle={
          searching ? (
            // searchUsers takes no filters or sort (02 §7): say so rather than let them look applied.
            <span data-testid="users-search-note">{t('users.searchNote')}</span>
          ) : sum ? (
            <span data-testid="users-sum">{sumLine(sum, t)}</span>
          ) : undefined
        }
        list={list}
        columns={columns}
        rows={result.data?.users}
        total={result.data?.totalNumberOfUsers ?? 0}
        rowKey={(user) => user._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        search={{ placeholder: USERS_SEARCH_PLACEHOLDER }}
        filters={<UsersFilterPanel list={list} />}
        headerButtons={
          // The settlement follows the filters; a search has none, so it is not offered then.
          searching ? undefined : (
            <SettleNegativeBalances
              filters={list.request.filters}
              owing={sum}
              onSettled={() => {
                void listed.refetch();
                void refetchSum();
              }}
            />
          )
        }
        onOpenRow={(user) => navigate(`/app/user/${user._id}`)}
        rowHref={(user) => userPath(user._id)}
        empty={{ title: t('users.empty'), filteredTitle: t('users.emptyFiltered') }}
        testId="users"
        // 200 rows of a wide list: antd's virtual body (components/list/README.md "Plain or virtual").
        virtualRows={{ from: 200 }}
        // The export follows the filters; a search has none, so only a selection exports then.
        onExport={
          exporter.allowed && !searching
            ? () => exporter.open(list.filters, listed.data?.totalNumberOfUsers)
            : undefined
        }
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((user) => user._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? undefined : exporter.status}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
