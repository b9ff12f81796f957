import { Card, Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { IconKey } from '../app/routeTypes';
import { MENU_ICONS } from '../features/shell/menuIcons';
import { BRAND } from '../app/theme';

export interface ComingSoonPageProps {
  title: string;
  description: string;
  icon: IconKey;
}

/**
 * A route whose page belongs to a later piece of work: the address and its gate exist
 * now, and the page says what will be here so nobody mistakes it for a broken screen.
 */
export default function ComingSoonPage({ title, description, icon }: ComingSoonPageProps) {
  const Icon = MENU_ICONS[icon];
  return (
    <Flex justify="center" style={{ paddingTop: 48 }} data-testid="coming-soon">
      <Card style={{ maxWidth: 560, width: '100%', textAlign: 'center' }} styles={{ body: { padding: '40px 32px' } }}>
        <span className="ops-soon-icon" style={{ color: BRAND.primary }}>
          <Icon />
        </span>
        <Typography.Title level={3} style={{ marginTop: 20, marginBottom: 8 }}>
          {title}
        </Typography.Title>
        <Tag icon={<ClockCircleOutlined />} className="ops-soon-tag">
          Coming soon
        </Tag>
        <Typography.Paragraph style={{ fontSize: 15, marginBottom: 8 }}>{description}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          This page arrives in a later release. You can already reach it here because your role allows it.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
