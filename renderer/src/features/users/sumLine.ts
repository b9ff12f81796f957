import { fmtMoney } from '../../lib/format';

export interface UsersSumLike {
  count: number;
  totalBalance: number;
  negativeCount: number;
  totalNegativeBalance: number;
}

/** sumOfUsers under the Users title: how many users the filters match and what they hold. */
export function sumLine(sum: UsersSumLike): string {
  const users = `${sum.count.toLocaleString('en-US')} ${sum.count === 1 ? 'user' : 'users'}`;
  const owing =
    sum.negativeCount > 0
      ? `; ${sum.negativeCount.toLocaleString('en-US')} negative, ${fmtMoney(sum.totalNegativeBalance)}`
      : '';
  return `${users}, balance ${fmtMoney(sum.totalBalance)}${owing}`;
}
