import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { bucketText, formatValue } from '../../components/analytics/analyticsFormat';
import { formatBareCount } from '../../lib/format';
import { heatCell, hexToRgb, percent, type CohortRow } from './riderFigures';
import './cohorts.css';

/**
 * Cohorts × months since sign-up as a heat table: a row per sign-up month with its size, a
 * cell per month k coloured by the share who rode then (relative to the largest share of the
 * table, the legend says how), the count in the cell's title. Months still to come are blank.
 */
export function CohortHeatTable({ cohorts, months }: { cohorts: readonly CohortRow[]; months: number }) {
  const { t, i18n } = useTranslation();
  // The ramp runs from the legend's '0 %' to its largest share, both ways round.
  const toward = i18n.dir() === 'rtl' ? 'left' : 'right';
  const { token } = theme.useToken();
  const share = (points: number) => formatValue(points, 'percent');
  const rgb = hexToRgb(token.colorPrimary);
  const base = hexToRgb(token.colorBgContainer);
  const max = Math.max(0, ...cohorts.flatMap((cohort) => cohort.shares));
  const columns = Array.from({ length: months }, (_, k) => k);
  return (
    <Flex vertical gap={8}>
      <div className="ops-cohorts-scroll">
        <table className="ops-cohorts" data-testid="cohort-table">
          <caption className="ops-cohorts-caption">{t('analytics.cohorts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.cohorts.signedUpColumn')}</th>
              <th scope="col" className="ops-cohorts-num">
                {t('analytics.cohorts.ridersColumn')}
              </th>
              <th scope="col" className="ops-cohorts-num">
                {t('analytics.cohorts.rodeAtAll')}
              </th>
              {columns.map((k) => (
                <th key={k} scope="col" className="ops-cohorts-num">
                  {k === 0 ? t('analytics.cohorts.monthZero') : `+${formatBareCount(k)}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cohorts.map((cohort) => (
              <tr key={cohort.month} data-testid={`cohort-${cohort.month}`}>
                <th scope="row">{bucketText(cohort.month, 'MONTH')}</th>
                <td className="ops-cohorts-num">{formatBareCount(cohort.size)}</td>
                <td className="ops-cohorts-num">{share(percent(cohort.rodeEver, cohort.size))}</td>
                {columns.map((k) => {
                  if (k >= cohort.riders.length)
                    return (
                      <td key={k} className="ops-cohorts-future" aria-label={t('analytics.cohorts.notYet')} />
                    );
                  const part = cohort.shares[k] ?? 0;
                  return (
                    <td
                      key={k}
                      className="ops-cohorts-num ops-cohorts-cell"
                      style={heatCell(part, max, rgb, base)}
                      title={t('analytics.cohorts.cellTitle', {
                        riders: formatBareCount(cohort.riders[k] ?? 0),
                        size: formatBareCount(cohort.size),
                      })}
                    >
                      {share(Math.round(part * 100))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex align="center" gap={8} className="ops-cohorts-legend" aria-hidden>
        <Typography.Text type="secondary">{share(0)}</Typography.Text>
        <span
          className="ops-cohorts-ramp"
          style={{
            background: `linear-gradient(to ${toward}, ${heatCell(0, 1, rgb).background}, ${heatCell(1, 1, rgb).background})`,
          }}
        />
        <Typography.Text type="secondary">
          {t('analytics.cohorts.largest', { n: share(Math.round(max * 100)) })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
