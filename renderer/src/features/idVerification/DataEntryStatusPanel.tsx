import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { idVerificationStatusText } from '@ops/shared/rules/idVerification';
import { userPath } from '../../app/paths';
import { Phone } from '../../components/Phone';
import type { DataEntryVerification } from './idVerificationListApi';
import { fmtDate } from '../../lib/format';

// 01 §9: dates read in the 'lll' style; this page may be the first to load, so it extends dayjs itself.
dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => fmtDate(iso);

/** The status panel beside the selfie (02 §2): whose card it is, how it was decided and where its data stands. */
export function DataEntryStatusPanel({
  verification,
  completedNow,
}: {
  verification: DataEntryVerification;
  completedNow: boolean;
}) {
  const completed = completedNow || verification.dataCompletionStatus === 'completed';
  return (
    <Descriptions size="small" column={1} bordered title="Status" data-testid="idv-data-status">
      <Descriptions.Item label="User">
        <Link to={userPath(verification.user._id)} style={{ textDecoration: 'underline' }}>
          {verification.user.name}
        </Link>{' '}
        <Phone number={verification.user.phoneNumber} />
      </Descriptions.Item>
      <Descriptions.Item label="Verification">
        {idVerificationStatusText(verification.status, verification.skipped)}
      </Descriptions.Item>
      <Descriptions.Item label="National ID">{verification.nationalID ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Sent">{date(verification.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Checked">
        {verification.status === 'pending'
          ? '-'
          : `${date(verification.lastStatusAt)}${verification.lastUpdatedBy ? ` by ${verification.lastUpdatedBy.name}` : ''}`}
      </Descriptions.Item>
      <Descriptions.Item label="Data Completion">
        <Tag color={completed ? 'green' : 'gold'} data-testid="idv-data-completion">
          {completed ? 'Completed' : 'Pending'}
        </Tag>
        {verification.dataCompletedBy
          ? ` by ${verification.dataCompletedBy.name}, ${date(verification.dataCompletedAt)}`
          : ''}
      </Descriptions.Item>
    </Descriptions>
  );
}
