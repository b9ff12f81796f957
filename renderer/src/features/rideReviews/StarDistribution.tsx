import { Flex, Progress, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { STAR_FIELDS } from '@ops/shared/analytics/ratings';
import { formatValue } from '../../components/analytics/analyticsFormat';

/**
 * The range's ratings as a distribution, five stars on top (the way riders read app-store
 * ratings): each star's share of all ratings as a bar, with its count.
 */
export function StarDistribution({
  counts,
  shares,
  colors,
}: {
  counts: readonly number[];
  shares: readonly number[];
  colors: readonly string[];
}) {
  return (
    <Flex vertical gap={10} data-testid="star-distribution" role="list" aria-label="Ratings by star">
      {STAR_FIELDS.map((_field, i) => i)
        .reverse()
        .map((i) => (
          <Flex
            key={i}
            align="center"
            gap={12}
            role="listitem"
            aria-label={`${i + 1} stars: ${counts[i] ?? 0} ratings, ${shares[i] ?? 0} %`}
            data-testid={`star-row-${i + 1}`}
          >
            <Typography.Text style={{ width: 28, whiteSpace: 'nowrap' }}>
              {i + 1} <StarFilled style={{ color: colors[i], fontSize: 12 }} />
            </Typography.Text>
            <Progress
              percent={shares[i] ?? 0}
              strokeColor={colors[i]}
              showInfo={false}
              style={{ flex: 1, margin: 0 }}
            />
            <Typography.Text
              type="secondary"
              style={{ width: 110, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatValue(counts[i] ?? 0, 'count')} · {formatValue(shares[i] ?? 0, 'percent')}
            </Typography.Text>
          </Flex>
        ))}
    </Flex>
  );
}
