import { Button, Card, Flex, Result, Skeleton, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import { errorMessageOf } from '../../../i18n/errorText';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { appPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { useListState } from '../../../components/list/useListState';
import { SubscriptionRow } from '../../../components/subscription/SubscriptionRow';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRule } from '../../../components/PermissionGate';
import { mayReadRides, mayReadWalletLogs } from '@ops/shared/rules/permissions/readRules';
import { WalletLogsTable } from '../../../components/walletLogs/WalletLogsTable';
import { DetailsTab } from './DetailsTab';
import { DevicesTab } from './DevicesTab';
import { UserHistoryTab } from './history/UserHistoryTab';
import { IdVerificationTab } from './IdVerificationTab';
import { PromocodesTab } from './PromocodesTab';
import { ReferralsTab } from './ReferralsTab';
import { UserHeader } from './UserHeader';
import { UserRidesTab } from './UserRidesTab';
import { useGetUserInfoQuery, useStopUserPlanMutation, type UserInfo } from './userPageApi';

const TABS = [
  'details',
  'devices',
  'rides',
  'wallet-logs',
  'subscription',
  'promocodes',
  'referrals',
  'id-verification',
  'history',
] as const;
type TabKey = (typeof TABS)[number];

function UserWalletLogs({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const list = useListState(WALLET_LOGS_LIST, { prefix: 'wallet' });
  // Scoped to the user: no export (02 §2).
  return (
    <WalletLogsTable
      title={t('userPage.walletLogs')}
      headingLevel={2}
      list={list}
      userId={user._id}
      targetRole={parseRole(user.role)}
      testId="user-wallet-logs"
    />
  );
}

function SubscriptionTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [stop, { isLoading }] = useStopUserPlanMutation();
  const plan = user.subscriptionPlan;
  return (
    <div data-testid="user-subscription">
      {plan ? (
        <SubscriptionRow
          plan={plan}
          stopping={isLoading}
          onStop={(remove) => stop({ id: plan._id, remove, userId: user._id }).unwrap()}
        />
      ) : (
        <EmptyState title={t('userPage.noPlan')} description={t('userPage.noPlanText')} />
      )}
    </div>
  );
}

/**
 * /app/user/{id} (issue 7 §2): the header (name, phone, balance, status, revenues, actions)
 * and one tab per part of the user. The open tab is in the address (?tab=), so a link can
 * open the Rides or Wallet logs of a user directly.
 */
export default function UserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const info = useGetUserInfoQuery(id, { skip: !id });
  // Tabs whose data has its own rule are left out for roles the server would refuse (issue 23 item 5).
  const mayRides = useRule(mayReadRides, { user: id });
  const mayWalletLogs = useRule(mayReadWalletLogs);
  const shown = (key: TabKey) => (key === 'rides' ? mayRides : key === 'wallet-logs' ? mayWalletLogs : true);
  const user = info.data;
  usePageTitle(user ? user.name || user.phoneNumber : t('userPage.pageTitle'));

  const requested = params.get('tab');
  const tab: TabKey =
    (TABS as readonly string[]).includes(requested ?? '') && shown(requested as TabKey)
      ? (requested as TabKey)
      : 'details';
  const openTab = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === 'details') next.delete('tab');
      else next.set('tab', key);
      return next;
    });

  if (info.isLoading) {
    return (
      <Flex vertical gap={16} className="ops-page" data-testid="user-page-loading">
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </Flex>
    );
  }
  if (info.isError) {
    return (
      // antd's Result does not pass data-* attributes on, so the wrapper carries the test id.
      <div data-testid="user-page-error">
        <Result
          status="warning"
          title={t('userPage.loadError')}
          subTitle={errorMessageOf(info.error)}
          extra={<Button onClick={() => void info.refetch()}>{t('userPage.tryAgain')}</Button>}
        />
      </div>
    );
  }
  if (!user) {
    return (
      <div data-testid="user-page-not-found">
        <Result
          status="404"
          title={t('userPage.notFound')}
          subTitle={t('userPage.notFoundText')}
          extra={<Link to={appPath('users')}>{t('userPage.backToUsers')}</Link>}
        />
      </div>
    );
  }

  return (
    <Flex vertical gap={16} className="ops-page" data-testid="user-page">
      <UserHeader user={user} />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={openTab}
          destroyOnHidden
          items={[
            { key: 'details', children: <DetailsTab user={user} /> },
            { key: 'devices', children: <DevicesTab user={user} /> },
            { key: 'rides', children: <UserRidesTab userId={user._id} /> },
            { key: 'wallet-logs', children: <UserWalletLogs user={user} /> },
            { key: 'subscription', children: <SubscriptionTab user={user} /> },
            { key: 'promocodes', children: <PromocodesTab userId={user._id} /> },
            { key: 'referrals', children: <ReferralsTab user={user} /> },
            { key: 'id-verification', children: <IdVerificationTab user={user} /> },
            { key: 'history', children: <UserHistoryTab userId={user._id} /> },
          ]
            .filter((item) => shown(item.key as TabKey))
            .map((item) => ({
              ...item,
              label: <span data-testid={`user-tab-${item.key}`}>{t(`userPage.tab.${item.key}`)}</span>,
            }))}
        />
      </Card>
    </Flex>
  );
}
