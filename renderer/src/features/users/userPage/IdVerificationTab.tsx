import { Descriptions, Result, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const verification = user.nationalVerification;
  if (!verification) {
    return (
      <div data-testid="user-id-verification">
        <Result
          status="info"
          title={t('userPage.idVerification.none')}
          subTitle={t('userPage.idVerification.noneText')}
        />
      </div>
    );
  }
  return (
    <Descriptions bordered size="small" column={1} data-testid="user-id-verification">
      <Descriptions.Item label={t('userPage.idVerification.status')}>
        <Tag color={COLOR[verification.status] ?? 'gold'}>
          {t(`labels.idVerification.${verification.status}`, { defaultValue: verification.status })}
        </Tag>
        {verification.skipped && <Tag>{t('userPage.idVerification.skipped')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.idVerification.nationalId')}>
        {verification.nationalID ?? user.nationalID ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.idVerification.sent')}>
        {fmtDate(verification.createdAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('userPage.idVerification.verification')}>
        <Link to={appPath(`id-verify/${verification._id}`)} data-testid="user-id-verification-link">
          {t('userPage.idVerification.open')}
        </Link>
      </Descriptions.Item>
    </Descriptions>
  );
}
