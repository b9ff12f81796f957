import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { RecordsList } from './RecordsList';
import { TicketsList } from './TicketsList';

type Tab = 'records' | 'tickets';

/**
 * /app/maintenance (maintenance layer): Records (pending / submitted / resolved) and
 * Maintenance Tickets (open / accepted / rejected), each on the list kit; the tab is in the address.
 */
export default function MaintenancePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tickets' ? 'tickets' : 'records';
  // No page heading of its own: each tab is a list whose header (02 §2 titles) is the page's h1.
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'records' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        { key: 'records', label: 'Records', children: <RecordsList /> },
        { key: 'tickets', label: 'Maintenance Tickets', children: <TicketsList /> },
      ]}
      data-testid="maintenance-tabs"
    />
  );
}
