import { Flex, Segmented, Typography } from 'antd';

/** A labelled switch between a page's figures (a page's `toolbar`): which one the chart by area and the table show. */
export function ChoiceSwitch<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (next: T) => void;
  testId: string;
}) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={`${testId}-label`}>
        {label}
      </Typography.Text>
      <Segmented<T>
        aria-labelledby={`${testId}-label`}
        value={value}
        options={options.map((o) => ({ ...o }))}
        onChange={onChange}
        data-testid={testId}
      />
    </Flex>
  );
}
