import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Image, Input, Result, Row, Select, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../components/PermissionGate';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { canActOnVerification, ID_VERIFICATION_MESSAGES, idVerificationStatusText, validateAcceptVerification, validateDeclineReason } from '@ops/shared/rules/idVerification';
import { notice } from '../../lib/notices';
import { withFallback, toApiError } from '../../lib/errors';
import {
  useGetDeclineVerificationReasonsQuery,
  useGetSinglePendingIDVerifyQuery,
  useIdVerifyCheckMutation,
  useLazyGetIDVerificationByIDNumberQuery,
} from './idVerificationApi';

/**
 * 02 §2 ID verification review ('Verify National ID'), shared by /app/id-verify/{_id}
 * and the ID-verification task view. `id` null means a random pending one.
 */
export function IdVerificationReview({ id, onChecked }: { id: string | null; onChecked?: () => void }) {
  const navigate = useNavigate();
  const mayBypass = useCan(gate('users.BYPASS_NATIONAL_ID_VERIFICATION'));
  const { data: verification, isLoading, isError } = useGetSinglePendingIDVerifyQuery(id);
  const reasons = useGetDeclineVerificationReasonsQuery();
  const [lookup] = useLazyGetIDVerificationByIDNumberQuery();
  const [check, { isLoading: checking }] = useIdVerifyCheckMutation();
  const [nationalID, setNationalID] = useState<string | null>(null);
  const [related, setRelated] = useState<string | null>(null);
  const [declineReason, setDeclineReason] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  if (isLoading) return <Card loading />;
  if (isError || !verification) {
    return (
      <Result
        status="info"
        title={id ? ID_VERIFICATION_MESSAGES.notFound : ID_VERIFICATION_MESSAGES.noPending}
        extra={id ? null : <Button onClick={() => void navigate('/app/id-verify')}>Press to Back</Button>}
        data-testid="id-verification-empty"
      />
    );
  }
  const idNumber = nationalID ?? verification.nationalID ?? '';
  const pending = canActOnVerification(verification.status);

  const act = async (status: 'accepted' | 'declined', ignoreValidation = false) => {
    setFormError(null);
    if (status === 'accepted') {
      const acceptError = validateAcceptVerification({ nationalId: idNumber, bypassValidation: ignoreValidation, relatedToAnotherUser: !!related, now: new Date() });
      if (acceptError) return setFormError(acceptError);
      const owner = await lookup({ nationalID: idNumber, neUserID: verification.userId }).unwrap().catch(() => null);
      if (owner) return setRelated(owner);
    } else {
      const reasonError = validateDeclineReason(declineReason);
      if (reasonError) return setFormError(reasonError);
    }
    try {
      await check({ _id: verification._id, status, nationalID: idNumber, reason: declineReason, ignoreValidation }).unwrap();
      notice.success(ID_VERIFICATION_MESSAGES.checked);
      onChecked?.();
    } catch (error) {
      notice.error(withFallback(toApiError(error), ID_VERIFICATION_MESSAGES.verifyError).message);
    }
  };

  return (
    <Card title="Verify National ID" data-testid="id-verification-review">
      <Row gutter={16}>
        {(['selfieImage', 'frontIdImage', 'backIdImage'] as const).map((key) => (
          <Col span={8} key={key}>
            {verification[key] ? <Image src={verification[key]} alt={key} /> : <Typography.Text type="secondary">No image</Typography.Text>}
          </Col>
        ))}
      </Row>
      <Form layout="vertical" style={{ marginTop: 16, maxWidth: 480 }}>
        <Typography.Paragraph>Status: {idVerificationStatusText(verification.status, verification.skipped)}</Typography.Paragraph>
        <Form.Item label="First name"><Input value={verification.firstName ?? ''} readOnly /></Form.Item>
        <Form.Item label="Last name"><Input value={verification.lastName ?? ''} readOnly /></Form.Item>
        <Form.Item label="ID Number">
          <Input value={idNumber} onChange={(e) => { setNationalID(e.target.value); setRelated(null); }} data-testid="id-number" />
        </Form.Item>
        {related && (
          <Alert type="warning" showIcon title={<>{ID_VERIFICATION_MESSAGES.relatedToAnotherUser} <Link to={`/app/user/${related}`}>Open user</Link></>} />
        )}
        {pending && (
          <>
            <Form.Item label="Decline reason" style={{ marginTop: 12 }}>
              <Select allowClear value={declineReason} onChange={setDeclineReason} options={(reasons.data ?? []).map((r) => ({ value: r, label: r }))} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" disabled={!!related} loading={checking} onClick={() => void act('accepted')}>Accept</Button>
              <Button danger loading={checking} onClick={() => void act('declined')}>Decline</Button>
              {mayBypass && <Button disabled={!!related} onClick={() => void act('accepted', true)}>Accept Without Validation</Button>}
            </Space>
          </>
        )}
        {formError && <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>{formError}</Typography.Paragraph>}
      </Form>
    </Card>
  );
}

