import { Card, Flex, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { appPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/queryState/QueryState';
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
  const titled = info.data;
  usePageTitle(titled ? titled.name || titled.phoneNumber : t('userPage.pageTitle'));

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

  return (
    <QueryState
      query={info}
      testId="user-page"
      notFound={{ title: t('userPage.notFound'), hint: t('userPage.notFoundText') }}
      back={<Link to={appPath('users')}>{t('userPage.backToUsers')}</Link>}
    >
      {(user) => (
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
      )}
    </QueryState>
  );
}
