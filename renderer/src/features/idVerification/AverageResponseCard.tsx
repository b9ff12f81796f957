import { Card, Statistic, Typography } from 'antd';
import { useGetIDVerificationsAverageTimeQuery } from './idVerificationListApi';

/** 02 §2/§5: the average response time of the verifications the filters match, in minutes with 2 decimals. */
export function AverageResponseCard({ filters }: { filters: string | undefined | null }) {
  const { data, isLoading, isError } = useGetIDVerificationsAverageTimeQuery({ filters });
  return (
    <Card size="small" style={{ marginBottom: 16, maxWidth: 360 }} data-testid="idv-average">
      {isError ? (
        <Typography.Text type="danger">Couldn&apos;t fetch</Typography.Text>
      ) : (
        <Statistic
          title="Average response time"
          loading={isLoading}
          value={data ?? 0}
          precision={2}
          suffix="minutes"
        />
      )}
    </Card>
  );
}
