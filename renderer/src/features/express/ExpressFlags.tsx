import { Space, Tag } from 'antd';
import type { ExpressPartner } from './expressApi';

/** Which express roles a user holds (02 §3 isExpressRider, isExpressAdmin). */
export function ExpressFlags({
  partner,
}: {
  partner: Pick<ExpressPartner, 'isExpressRider' | 'isExpressAdmin'>;
}) {
  if (!partner.isExpressRider && !partner.isExpressAdmin) return <Tag>Not a partner</Tag>;
  return (
    <Space size={4}>
      {partner.isExpressRider && <Tag color="blue">Express rider</Tag>}
      {partner.isExpressAdmin && <Tag color="purple">Express admin</Tag>}
    </Space>
  );
}
