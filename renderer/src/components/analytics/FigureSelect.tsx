import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The toolbar's "Table shows" choice of an analytics page with several figures. */
export function FigureSelect<F extends string>({
  value,
  options,
  onChange,
  testId = 'analytics-figure',
}: {
  value: F;
  options: readonly { value: F; label: string }[];
  onChange: (next: F) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={`${testId}-label`}>
        {t('analytics.tableShows')}
      </Typography.Text>
      <Select<F>
        aria-labelledby={`${testId}-label`}
        value={value}
        options={[...options]}
        onChange={onChange}
        style={{ minWidth: 200 }}
        data-testid={testId}
      />
    </Flex>
  );
}
