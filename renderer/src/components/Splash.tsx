import { Flex, Spin, Typography } from 'antd';
import { Logo } from './Logo';

/** Shown while the stored session is checked (up to four tries, 03 §4). */
export function Splash({ text = 'Loading your workspace…' }: { text?: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={20}
      style={{ minHeight: '100vh' }}
      data-testid="splash"
    >
      <Logo size="lg" />
      <Spin size="large" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
