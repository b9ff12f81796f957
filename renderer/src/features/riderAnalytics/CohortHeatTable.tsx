import { Flex, Typography, theme } from 'antd';
import { bucketText } from '../../components/analytics/analyticsFormat';
import { heatCell, hexToRgb, percent, type CohortRow } from './riderFigures';
import './cohorts.css';

/**
 * Cohorts × months since sign-up as a heat table: a row per sign-up month with its size, a
 * cell per month k coloured by the share who rode then (relative to the largest share of the
 * table, the legend says how), the count in the cell's title. Months still to come are blank.
 */
export function CohortHeatTable({ cohorts, months }: { cohorts: readonly CohortRow[]; months: number }) {
  const { token } = theme.useToken();
  const rgb = hexToRgb(token.colorPrimary);
  const max = Math.max(0, ...cohorts.flatMap((cohort) => cohort.shares));
  const columns = Array.from({ length: months }, (_, k) => k);
  return (
    <Flex vertical gap={8}>
      <div className="ops-cohorts-scroll">
        <table className="ops-cohorts" data-testid="cohort-table">
          <caption className="ops-cohorts-caption">
            Share of each sign-up month's riders with an ended ride k months later
          </caption>
          <thead>
            <tr>
              <th scope="col">Signed up</th>
              <th scope="col" className="ops-cohorts-num">
                Riders
              </th>
              <th scope="col" className="ops-cohorts-num">
                Rode at all
              </th>
              {columns.map((k) => (
                <th key={k} scope="col" className="ops-cohorts-num">
                  {k === 0 ? 'Month 0' : `+${k}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cohorts.map((cohort) => (
              <tr key={cohort.month} data-testid={`cohort-${cohort.month}`}>
                <th scope="row">{bucketText(cohort.month, 'MONTH')}</th>
                <td className="ops-cohorts-num">{cohort.size}</td>
                <td className="ops-cohorts-num">{percent(cohort.rodeEver, cohort.size)} %</td>
                {columns.map((k) => {
                  if (k >= cohort.riders.length)
                    return <td key={k} className="ops-cohorts-future" aria-label="not yet" />;
                  const share = cohort.shares[k] ?? 0;
                  return (
                    <td
                      key={k}
                      className="ops-cohorts-num ops-cohorts-cell"
                      style={heatCell(share, max, rgb)}
                      title={`${cohort.riders[k]} of ${cohort.size} riders`}
                    >
                      {Math.round(share * 100)} %
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex align="center" gap={8} className="ops-cohorts-legend" aria-hidden>
        <Typography.Text type="secondary">0 %</Typography.Text>
        <span
          className="ops-cohorts-ramp"
          style={{
            background: `linear-gradient(to right, ${heatCell(0, 1, rgb).background}, ${heatCell(1, 1, rgb).background})`,
          }}
        />
        <Typography.Text type="secondary">
          {Math.round(max * 100)} % (the table's largest share)
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
