import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import { NEXT_VERIFICATION_DELAY_MS } from '@ops/shared/rules/constants';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { useGetSinglePendingIDVerifyQuery } from './idVerificationApi';
import { ReviewForm, type ReviewActionKeys } from './ReviewForm';

/**
 * 02 §2 ID verification review ('Verify National ID'), shared by /app/id-verify/{_id}
 * and the ID-verification task view. `id` null means a random pending one.
 */
export function IdVerificationReview({
  id,
  onChecked,
  actionKeys,
}: {
  id: string | null;
  onChecked?: () => void;
  actionKeys?: ReviewActionKeys;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    data: verification,
    isLoading,
    isError,
    refetch,
    fulfilledTimeStamp,
  } = useGetSinglePendingIDVerifyQuery(id);
  const next = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (next.current !== null) window.clearTimeout(next.current);
    },
    [],
  );

  const checked = () => {
    onChecked?.();
    // Random mode: the next pending verification loads after 3 s (02 §4).
    if (id === null) next.current = window.setTimeout(() => void refetch(), NEXT_VERIFICATION_DELAY_MS);
  };

  if (isLoading) return <Card loading />;
  // A failed load shows the not-found view (02 §8).
  if (isError || !verification) {
    return (
      <Result
        status="info"
        title={id ? ID_VERIFICATION_MESSAGES.notFound : ID_VERIFICATION_MESSAGES.noPending}
        extra={
          id ? null : <Button onClick={() => void navigate('/app/id-verify')}>{t('idReview.back')}</Button>
        }
        data-testid="id-verification-empty"
      />
    );
  }
  return (
    <Card title={t('idReview.title')} data-testid="id-verification-review">
      {/* A new load (next random one, or the same after a decision) starts a fresh form. */}
      <ReviewForm
        key={`${verification._id}:${fulfilledTimeStamp ?? 0}`}
        verification={verification}
        onChecked={checked}
        actionKeys={actionKeys}
      />
    </Card>
  );
}
