import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';
import { fmtMoney, formatCount } from '../../lib/format';

export interface UsersSumLike {
  count: number;
  totalBalance: number;
  negativeCount: number;
  totalNegativeBalance: number;
}

/**
 * sumOfUsers under the Users title: how many users the filters match and what they hold, in
 * the language shown ('1,200 users, balance 30.50 L.E; 2 negative, -19.50 L.E'; Arabic counts
 * take the plural form their number needs).
 */
export function sumLine(sum: UsersSumLike, t: TFunction = i18n.getFixedT(null, 'translation')): string {
  const users = t('users.sumUsers', { count: sum.count, n: formatCount(sum.count) });
  const owing =
    sum.negativeCount > 0
      ? t('users.sumNegative', {
          n: formatCount(sum.negativeCount),
          amount: fmtMoney(sum.totalNegativeBalance),
        })
      : '';
  return `${t('users.sumBalance', { users, balance: fmtMoney(sum.totalBalance) })}${owing}`;
}
