import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import {
  VERIFICATION_DATA_LABELS,
  VERIFICATION_DATA_MESSAGES,
  VERIFICATION_GENDERS,
  type VerificationDataField,
} from '@ops/shared/rules/idVerificationData';
import type { DataEntryVerification } from './idVerificationListApi';
import { DataEntryStatusPanel } from './DataEntryStatusPanel';
import { useDataEntry, type DataEntryOutcome } from './useDataEntry';
import { VerificationImage } from './VerificationImage';

const GENDER_OPTIONS = VERIFICATION_GENDERS.map((g) => ({
  value: g,
  label: g === 'male' ? 'Male' : 'Female',
}));
const TEXT_FIELDS: ReadonlyArray<{ field: VerificationDataField; span: number }> = [
  { field: 'name', span: 24 },
  { field: 'address1', span: 12 },
  { field: 'address2', span: 12 },
  { field: 'region', span: 12 },
  { field: 'city', span: 12 },
];
const DATE_FIELDS: readonly VerificationDataField[] = ['day', 'month', 'year'];

/** Images, status panel and the 'Data Completion' form of one verification (02 §2). */
export function DataEntryForm({
  verification,
  onDone,
  movesOn,
}: {
  verification: DataEntryVerification;
  onDone: (outcome: Exclude<DataEntryOutcome, null>) => void;
  /** Random mode: the next record follows an outcome, and the page says so. */
  movesOn: boolean;
}) {
  const entry = useDataEntry(verification, onDone);
  const accepted = verification.status === 'accepted';
  const editable = accepted && verification.dataCompletionStatus === 'pending' && entry.outcome === null;
  const item = (field: VerificationDataField) => ({
    label: VERIFICATION_DATA_LABELS[field],
    htmlFor: `idv-data-${field}`,
    validateStatus: entry.fieldError?.field === field ? ('error' as const) : undefined,
    help: entry.fieldError?.field === field ? entry.fieldError.message : undefined,
  });
  const input = (field: VerificationDataField, numeric = false) => (
    <Input
      id={`idv-data-${field}`}
      value={entry.values[field]}
      readOnly={!editable}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(e) => entry.set(field, e.target.value)}
      data-testid={`idv-data-${field}`}
    />
  );

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <VerificationImage imageKey={verification.frontIDImageURL} kind="front-id" />
        </Col>
        <Col xs={24} md={12}>
          <VerificationImage imageKey={verification.backIDImageURL} kind="back-id" />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={8}>
          <VerificationImage imageKey={verification.selfieImageURL} kind="selfie" zoomable={false} />
        </Col>
        <Col xs={24} md={16}>
          <DataEntryStatusPanel
            verification={verification}
            completedNow={entry.outcome === 'saved' || entry.outcomeReason === 'VERIFICATION_DATA_COMPLETED'}
          />
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Data Completion
      </Typography.Title>
      {!accepted && (
        <Alert
          type="info"
          showIcon
          message={VERIFICATION_DATA_MESSAGES.notAccepted}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={() => void entry.save()}
        data-testid="idv-data-form"
      >
        <Row gutter={12}>
          {TEXT_FIELDS.map(({ field, span }) => (
            <Col key={field} xs={24} md={span}>
              <Form.Item {...item(field)}>{input(field)}</Form.Item>
            </Col>
          ))}
          {DATE_FIELDS.map((field) => (
            <Col key={field} xs={8} md={4}>
              <Form.Item {...item(field)}>{input(field, true)}</Form.Item>
            </Col>
          ))}
          <Col xs={24} md={6}>
            <Form.Item {...item('profression')}>{input('profression')}</Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item {...item('gender')}>
              <Select
                id="idv-data-gender"
                options={GENDER_OPTIONS}
                value={entry.values.gender || undefined}
                disabled={!editable}
                placeholder="Choose"
                onChange={(value: string) => entry.set('gender', value)}
                data-testid="idv-data-gender"
              />
            </Form.Item>
          </Col>
        </Row>
        {entry.outcomeMessage && (
          <Alert
            type={entry.outcome === 'saved' ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            message={entry.outcomeMessage}
            description={movesOn ? 'The next record opens in a moment.' : undefined}
            data-testid="idv-data-outcome"
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          disabled={!editable}
          loading={entry.saving}
          data-testid="idv-data-save"
        >
          Save &amp;&amp; Mark as Completed
        </Button>
      </Form>
    </>
  );
}
