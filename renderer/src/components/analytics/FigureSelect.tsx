import { Flex, Select, Typography } from 'antd';

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
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={`${testId}-label`}>
        Table shows
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
