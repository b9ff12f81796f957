import { Card, Col, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { useGetThirdPartyLimitsQuery } from './settingsApi';

/** /app/third-parties-limit (settings.VIEW_THIRD_PARTIES_LIMITS): today's use of each third-party service against its quota. */
export default function ThirdPartyLimitsPage() {
  const { data = [], isLoading } = useGetThirdPartyLimitsQuery(undefined, { pollingInterval: 60_000 });
  return (
    <>
      <PageHeader
        title="Third Parties Limit"
        subtitle="Daily quotas of the services we pay for, and how much of each is used today."
      />
      <Row gutter={[16, 16]} data-testid="third-party-limits">
        {data.map((row) => {
          const percent = row.quota > 0 ? Math.round((row.used / row.quota) * 1000) / 10 : 0;
          return (
            <Col key={row.integration} xs={24} md={12} xl={8}>
              <Card
                loading={isLoading}
                title={row.integration}
                extra={row.simulated ? <Tag color="gold">simulated provider</Tag> : <Tag>{row.provider}</Tag>}
              >
                <Statistic
                  title={`Used this ${row.period}`}
                  value={row.used}
                  suffix={`/ ${row.quota.toLocaleString('en-US')}`}
                />
                <Progress percent={percent} status={percent >= 90 ? 'exception' : 'normal'} />
                <Typography.Text type="secondary">
                  {row.remaining.toLocaleString('en-US')} left today
                </Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
