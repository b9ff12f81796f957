import { Flex, Statistic } from 'antd';
import { fmtMoney } from '../../lib/format';
import { useReferralTotalsQuery } from './referralsApi';

/** getReferrersCount, getReferralsCount and getReferralsAddedBalance over all users. */
export function ReferralTotals() {
  const { data } = useReferralTotalsQuery();
  return (
    <Flex gap={32} wrap data-testid="referral-totals">
      <Statistic title="Referrers" value={data?.getReferrersCount ?? '-'} />
      <Statistic title="Referred users" value={data?.getReferralsCount ?? '-'} />
      <Statistic
        title="Balance added by referrals"
        value={data ? fmtMoney(data.getReferralsAddedBalance) : '-'}
      />
    </Flex>
  );
}
