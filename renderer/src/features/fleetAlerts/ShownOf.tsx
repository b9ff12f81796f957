import { Typography } from 'antd';

/** Alert lists come whole up to a cap: say so when there are more than shown. */
export function ShownOf({ shown, total }: { shown: number; total: number }) {
  return (
    <Typography.Text type="secondary" data-testid="alert-total">
      {shown < total ? `Showing the first ${shown} of ${total}` : `Total Count: ${total}`}
    </Typography.Text>
  );
}
