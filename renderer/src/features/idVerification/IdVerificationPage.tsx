import { useParams } from 'react-router';
import { RANDOM_VERIFICATION_ID } from '@ops/shared/rules/idVerification';
import { IdVerificationReview } from './IdVerificationReview';

/** /app/id-verify/{_id}: the literal word 'verify' pulls a random pending verification (02 §2). */
export default function IdVerificationPage() {
  const { _id } = useParams();
  const id = !_id || _id === RANDOM_VERIFICATION_ID ? null : _id;
  return (
    <>
      <h1 className="ops-visually-hidden">Verify ID</h1>
      <IdVerificationReview key={id ?? RANDOM_VERIFICATION_ID} id={id} />
    </>
  );
}
