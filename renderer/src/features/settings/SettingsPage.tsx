import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { gate, type Gate } from '@ops/shared/rules/permissions/catalogue';
import { appPath } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';

interface Entry {
  path: string;
  title: string;
  text: string;
  gate: Gate;
}

const ENTRIES: readonly Entry[] = [
  {
    path: 'payment_methods',
    title: 'Payment Methods',
    text: 'Which payment methods riders see, in what order, with their icons.',
    gate: gate('settings.ADJUST_PAYMENT_METHODS'),
  },
  {
    path: 'rating-reccomendations',
    title: 'Rating Recommendations',
    text: 'The reasons riders pick from for each star count.',
    gate: gate('settings.MODIFY_RATING_RECCOMENDATIONS'),
  },
  {
    path: 'rate-limit',
    title: 'Rate Limit',
    text: 'Sign-in attempt counters per IP and per phone; block and unblock an IP.',
    gate: gate('rateLimiter.VIEW_PAGE'),
  },
  {
    path: 'third-parties-limit',
    title: 'Third Parties Limit',
    text: 'Daily quotas and use of SMS, the payment gateway and push.',
    gate: gate('settings.VIEW_THIRD_PARTIES_LIMITS'),
  },
  {
    path: 'pricing',
    title: 'Pricing',
    text: 'Base and per-minute ride prices per area and vehicle type.',
    gate: gate('pricing.VIEW_PAGE'),
  },
  {
    path: 'notifications',
    title: 'Notifications',
    text: 'Push notifications to rider segments, with delivery counts.',
    gate: gate('notifications.VIEW_PAGE'),
  },
];

function EntryCard({ entry }: { entry: Entry }) {
  const allowed = useCan(entry.gate);
  if (!allowed) return null;
  return (
    <Col xs={24} md={12} xl={8}>
      <Link to={appPath(entry.path)} data-testid={`settings-link-${entry.path}`}>
        <Card hoverable size="small" title={entry.title}>
          <Typography.Text type="secondary">{entry.text}</Typography.Text>
        </Card>
      </Link>
    </Col>
  );
}

/** /app/settings (settings.VIEW_TAB): the settings pages this person may open. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Application settings for riders and operations." />
      <Row gutter={[16, 16]} data-testid="settings-hub">
        {ENTRIES.map((entry) => (
          <EntryCard key={entry.path} entry={entry} />
        ))}
      </Row>
    </>
  );
}
