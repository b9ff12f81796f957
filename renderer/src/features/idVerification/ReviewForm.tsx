import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { canActOnVerification, ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { idVerificationText } from '../../i18n/sharedLabels';
import { useCan } from '../../components/PermissionGate';
import { useGetDeclineVerificationReasonsQuery, type ReviewVerification } from './idVerificationApi';
import { useReviewActions } from './useReviewActions';
import { VerificationImage } from './VerificationImage';
import { Phone } from '../../components/Phone';

export type ReviewAction = 'accept' | 'decline' | 'skip';

/**
 * Lets a host (the Resolve Tasks workspace) drive the decision buttons from the keyboard:
 * `bind` receives the actions while a decision can be made and null otherwise; `tip`
 * words each button's tooltip (e.g. 'Accept (Y)').
 */
export interface ReviewActionKeys {
  bind: (actions: Record<ReviewAction, () => void> | null) => void;
  tip: (action: ReviewAction) => string;
}

/** The images, names, ID number and actions of one verification (02 §2). */
export function ReviewForm({
  verification,
  onChecked,
  actionKeys,
}: {
  verification: ReviewVerification;
  onChecked: () => void;
  actionKeys?: ReviewActionKeys;
}) {
  const { t } = useTranslation();
  const mayBypass = useCan(gate('users.BYPASS_NATIONAL_ID_VERIFICATION'));
  // A failed load leaves the list empty (02 §8).
  const reasons = useGetDeclineVerificationReasonsQuery();
  const review = useReviewActions(verification, onChecked);
  const pending = canActOnVerification(verification.status) && !review.done;
  // After a decision the answer is shown until the next load (random mode waits 3 s).
  const state = review.done ?? verification;
  // Every render hands over fresh closures (they read the typed ID number and reason).
  useEffect(() => {
    actionKeys?.bind(
      pending && !review.checking
        ? {
            accept: () => void review.accept(false),
            decline: () => void review.decline(),
            skip: () => void review.skip(),
          }
        : null,
    );
  });
  useEffect(() => () => actionKeys?.bind(null), [actionKeys]);
  const tipped = (action: ReviewAction, button: React.ReactElement) =>
    actionKeys ? <Tooltip title={actionKeys.tip(action)}>{button}</Tooltip> : button;

  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <VerificationImage imageKey={verification.selfieImageURL} kind="selfie" />
        </Col>
        <Col span={8}>
          <VerificationImage imageKey={verification.frontIDImageURL} kind="front-id" />
        </Col>
        <Col span={8}>
          <VerificationImage imageKey={verification.backIDImageURL} kind="back-id" />
        </Col>
      </Row>
      <Form layout="vertical" style={{ marginTop: 16, maxWidth: 520 }}>
        <Typography.Paragraph data-testid="idv-status">
          {t('idReview.status', {
            status: `${idVerificationText(t, state.status)}${state.skipped ? t('idReview.skipped') : ''}`,
          })}
          {verification.reason ? ` (${verification.reason})` : ''}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('idReview.user')}{' '}
          <Link to={`/app/user/${verification.user._id}`} dir="auto">
            {verification.user.name}
          </Link>{' '}
          <Phone number={verification.user.phoneNumber} />
        </Typography.Paragraph>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('idReview.firstName')} htmlFor="idv-first-name">
              <Input id="idv-first-name" value={verification.ocrData?.firstName ?? ''} readOnly />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('idReview.lastName')} htmlFor="idv-last-name">
              <Input id="idv-last-name" value={verification.ocrData?.lastName ?? ''} readOnly />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('idReview.idNumber')} htmlFor="idv-id-number">
          <Input
            id="idv-id-number"
            value={review.idNumber}
            readOnly={!pending}
            inputMode="numeric"
            onChange={(e) => review.setIdNumber(e.target.value)}
            onBlur={() => {
              if (pending) void review.checkRelated();
            }}
            data-testid="id-number"
          />
        </Form.Item>
        {review.related && (
          <Alert
            type="warning"
            showIcon
            data-testid="idv-related-user"
            title={
              <>
                {ID_VERIFICATION_MESSAGES.relatedToAnotherUser}:{' '}
                <Link to={`/app/user/${review.related.user._id}`}>{review.related.user.name}</Link>
              </>
            }
          />
        )}
        {pending && (
          <>
            <Form.Item
              label={t('idReview.declineReason')}
              htmlFor="idv-decline-reason"
              style={{ marginTop: 12 }}
            >
              <Select
                id="idv-decline-reason"
                allowClear
                placeholder={t('idReview.selectDecline')}
                value={review.declineReason}
                onChange={review.setDeclineReason}
                options={(reasons.data ?? []).map((r) => ({ value: r, label: r }))}
                data-testid="idv-decline-reason"
              />
            </Form.Item>
            <Space wrap>
              {tipped(
                'accept',
                <Button
                  type="primary"
                  disabled={!!review.related}
                  loading={review.checking}
                  onClick={() => void review.accept(false)}
                  data-testid="idv-accept"
                >
                  {t('idReview.accept')}
                </Button>,
              )}
              {tipped(
                'decline',
                <Button
                  danger
                  loading={review.checking}
                  onClick={() => void review.decline()}
                  data-testid="idv-decline"
                >
                  {t('idReview.decline')}
                </Button>,
              )}
              {tipped(
                'skip',
                <Button loading={review.checking} onClick={() => void review.skip()} data-testid="idv-skip">
                  {t('idReview.skip')}
                </Button>,
              )}
              {mayBypass && (
                <Button
                  disabled={!!review.related}
                  loading={review.checking}
                  onClick={() => void review.accept(true)}
                  data-testid="idv-accept-bypass"
                >
                  {t('idReview.bypass')}
                </Button>
              )}
            </Space>
          </>
        )}
        {review.formError && (
          <Typography.Paragraph type="danger" style={{ marginTop: 8 }} data-testid="idv-form-error">
            {review.formError}
          </Typography.Paragraph>
        )}
      </Form>
    </>
  );
}
