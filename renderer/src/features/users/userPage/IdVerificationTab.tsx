import { Descriptions, Result, Tag } from 'antd';
import { Link } from 'react-router';
import { idVerificationStatusLabel } from '@ops/shared/rules/labels';
import { appPath } from '../../../app/paths';
import { fmtDate } from './format';
import type { UserInfo } from './userPageApi';

const COLOR: Record<string, string> = {
  accepted: 'green',
  declined: 'red',
  removed: 'default',
  pending: 'gold',
};

/** The latest ID verification's status, with a link to the verification itself. */
export function IdVerificationTab({ user }: { user: UserInfo }) {
  const verification = user.nationalVerification;
  if (!verification) {
    return (
      <div data-testid="user-id-verification">
        <Result
          status="info"
          title="No ID verification sent"
          subTitle="This user has not sent their national ID."
        />
      </div>
    );
  }
  return (
    <Descriptions bordered size="small" column={1} data-testid="user-id-verification">
      <Descriptions.Item label="Status">
        <Tag color={COLOR[verification.status] ?? 'gold'}>
          {idVerificationStatusLabel(verification.status)}
        </Tag>
        {verification.skipped && <Tag>Skipped</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="National ID">
        {verification.nationalID ?? user.nationalID ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label="Sent">{fmtDate(verification.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Verification">
        <Link to={appPath(`id-verify/${verification._id}`)} data-testid="user-id-verification-link">
          Open verification
        </Link>
      </Descriptions.Item>
    </Descriptions>
  );
}
