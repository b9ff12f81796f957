import { useEffect, useRef } from 'react';
import { Button, Card, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { NEXT_VERIFICATION_DELAY_MS } from '@ops/shared/rules/constants';
import { ID_VERIFICATION_MESSAGES, RANDOM_DATA_COMPLETION_ID } from '@ops/shared/rules/idVerification';
import { appPath } from '../../app/paths';
import { DataEntryForm } from './DataEntryForm';
import { useGetVerificationIdForDataCompleteQuery } from './idVerificationListApi';

/** The empty state of random mode: nothing accepted is waiting for its data. */
export const NO_PENDING_DATA = 'No ID Verifications Waiting for Data Completion';

/**
 * /app/id-verify/data-entry/{_id} (users.VIEW_VERIFICATION), 02 §2 Complete ID Verification
 * Data. The word 'complete' fetches a random accepted record whose data is pending; after
 * a save, or after learning someone else completed it first, the next one loads in 3 s.
 */
export default function DataEntryPage() {
  const { _id } = useParams();
  const id = !_id || _id === RANDOM_DATA_COMPLETION_ID ? null : _id;
  return (
    <>
      <h1 className="ops-visually-hidden">Complete ID Verification Data</h1>
      <DataEntry key={id ?? RANDOM_DATA_COMPLETION_ID} id={id} />
    </>
  );
}

function DataEntry({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const {
    data: verification,
    isLoading,
    isError,
    refetch,
    fulfilledTimeStamp,
  } = useGetVerificationIdForDataCompleteQuery(id);
  const next = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (next.current !== null) window.clearTimeout(next.current);
    },
    [],
  );

  const done = () => {
    // Random mode moves on after 3 s (02 §4); a record opened by id stays, showing its answer.
    if (id === null) next.current = window.setTimeout(() => void refetch(), NEXT_VERIFICATION_DELAY_MS);
  };

  if (isLoading) return <Card loading title="Complete ID Verification Data" />;
  if (isError || !verification) {
    return (
      <Result
        status="info"
        title={id ? ID_VERIFICATION_MESSAGES.notFound : NO_PENDING_DATA}
        extra={<Button onClick={() => void navigate(appPath('id-verify'))}>Press to Back</Button>}
        data-testid="idv-data-empty"
      />
    );
  }
  return (
    <Card
      title="Complete ID Verification Data"
      data-testid="idv-data-entry"
      data-verification={verification._id}
    >
      <DataEntryForm
        key={`${verification._id}:${fulfilledTimeStamp ?? 0}`}
        verification={verification}
        onDone={done}
        movesOn={id === null}
      />
    </Card>
  );
}
