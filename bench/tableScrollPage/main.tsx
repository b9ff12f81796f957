/**
 * The scroll benchmark's page (bench/tableScroll.ts): the list kit's ListPage with 200 rows
 * of 12 columns shaped like the Users list (tags, a phone link, money, dates), in the mode
 * the address asks for: ?mode=plain (the page scrolls, as /app/users does), plainFixed
 * (a fixed body height with a sticky header) or virtual (the same height, antd's virtual body).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Tag } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { USERS_LIST, type UsersSortField } from '@ops/shared/lists/users';
import { formatEgp } from '@ops/shared/rules/money';
import { ListPage, type ListColumn } from '../../renderer/src/components/list/ListPage';
import { useListState } from '../../renderer/src/components/list/useListState';
import { store } from '../../renderer/src/app/store';
import { theme } from '../../renderer/src/app/theme';
import '../../renderer/src/styles.css';

interface Row {
  id: string;
  name: string;
  phone: string;
  email: string;
  balance: number;
  trips: number;
  status: 'Active' | 'Blocked' | 'Deactivated';
  verification: string;
  area: string;
  nationalId: string;
  createdAt: string;
  lastRideAt: string;
}

const AREAS = [
  'Zamalek',
  'Maadi',
  'Heliopolis',
  'Nasr City',
  'New Cairo',
  'Sheikh Zayed',
  '6th of October',
  'Dokki',
];
const NAMES = [
  'Ahmed Hassan',
  'Mariam Fathy',
  'Omar Abdelrahman',
  'Salma Ibrahim',
  'Youssef Mansour',
  'Nour Hegazy',
  'Karim Soliman',
  'Farida Lotfy',
];

// The app's 'lll' reading of dates (e.g. "Sep 4, 2026 8:02 PM").
const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Cairo',
});

const rows: Row[] = Array.from({ length: 200 }, (_unused, i) => ({
  id: i.toString(16).padStart(24, '0'),
  name: `${NAMES[i % NAMES.length]} ${i}`,
  phone: `+2010${String(10_000_000 + i * 7919).slice(-8)}`,
  email: `rider${i}@gmail.com`,
  balance: ((i * 3779) % 90000) / 100 - 300,
  trips: (i * 37) % 400,
  status: i % 17 === 0 ? 'Blocked' : i % 11 === 0 ? 'Deactivated' : 'Active',
  verification: ['Accepted', 'Pending', 'Declined', 'Not sent'][i % 4]!,
  area: AREAS[i % AREAS.length]!,
  nationalId: `2${String(9_000_000_000_000 + i * 104_729).slice(-13)}`,
  createdAt: when.format(new Date(Date.UTC(2025, 0, 1) + i * 3_600_000 * 31)),
  lastRideAt: when.format(new Date(Date.UTC(2026, 5, 1) + i * 3_600_000 * 7)),
}));

const statusColor = { Active: 'green', Blocked: 'red', Deactivated: undefined } as const;

const COLUMNS: ListColumn<Row, UsersSortField>[] = [
  { key: 'name', width: 200, title: 'Name', sortField: 'name', render: (_v, row) => row.name },
  {
    key: 'phone',
    width: 150,
    title: 'Phone',
    render: (_v, row) => <a href={`tel:${row.phone}`}>{row.phone}</a>,
  },
  { key: 'email', width: 220, title: 'Email', render: (_v, row) => row.email },
  {
    key: 'balance',
    width: 120,
    title: 'Balance',
    sortField: 'balance',
    align: 'right',
    render: (_v, row) => formatEgp(row.balance),
  },
  {
    key: 'trips',
    width: 80,
    title: 'Trips',
    sortField: 'tripsCount',
    align: 'right',
    render: (_v, row) => row.trips,
  },
  {
    key: 'status',
    width: 110,
    title: 'Status',
    render: (_v, row) => <Tag color={statusColor[row.status]}>{row.status}</Tag>,
  },
  {
    key: 'verification',
    width: 120,
    title: 'Verification',
    render: (_v, row) => <Tag>{row.verification}</Tag>,
  },
  { key: 'area', width: 140, title: 'Area', render: (_v, row) => row.area },
  { key: 'nationalId', width: 160, title: 'National ID', render: (_v, row) => row.nationalId },
  { key: 'type', width: 90, title: 'Type', render: () => 'User' },
  {
    key: 'lastRideAt',
    width: 190,
    title: 'Last ride',
    sortField: 'lastRideAt',
    render: (_v, row) => row.lastRideAt,
  },
  {
    key: 'createdAt',
    width: 190,
    title: 'Created',
    sortField: 'createdAt',
    render: (_v, row) => row.createdAt,
  },
];

const SCROLL_X = COLUMNS.reduce((sum, column) => sum + Number(column.width ?? 0), 48);

const mode = new URLSearchParams(window.location.search).get('mode') ?? 'plain';

function Bench() {
  const list = useListState(USERS_LIST);
  return (
    <ListPage
      title={`Users (${mode})`}
      list={list}
      columns={COLUMNS}
      rows={rows}
      total={5000}
      rowKey={(row) => row.id}
      loading={false}
      search={{ placeholder: '01001234567' }}
      // Selection on, as on the Users page with its bulk action: a checkbox column in every row.
      bulkActions={() => null}
      onOpenRow={() => undefined}
      // virtual: the opt-in the Users and Wallet Logs lists use (virtual from 200 rows a page, 640 px);
      // plainFixed: the same height without it.
      height={mode === 'plainFixed' ? 640 : undefined}
      virtualRows={mode === 'virtual' ? { from: 200 } : undefined}
      // Fixed column widths: antd's virtual body needs them, and the other modes get the same layout.
      scrollX={SCROLL_X}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={theme} componentSize="middle">
      <Provider store={store}>
        <MemoryRouter initialEntries={['/?size=200']}>
          <Bench />
        </MemoryRouter>
      </Provider>
    </ConfigProvider>
  </StrictMode>,
);
