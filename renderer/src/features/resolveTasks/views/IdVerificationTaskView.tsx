import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceTask } from '../workspaceTypes';
import { IdVerificationReview } from '../../idVerification/IdVerificationReview';
import type { ReviewAction, ReviewActionKeys } from '../../idVerification/ReviewForm';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut, type ShortcutAction } from '../shortcuts';

const KEYS: Record<ReviewAction, ShortcutAction> = { accept: 'accept', decline: 'reject', skip: 'skip' };

/** 01 §2: the ID-verification task embeds the review for the task's verificationId. */
export function IdVerificationTaskView({ task }: { task: WorkspaceTask }) {
  // The task resolves on the server when the verification is checked; the
  // 'UPDATED TASK' event then clears it here (01 §4).
  const { t } = useTranslation();
  const actions = useRef<Record<ReviewAction, () => void> | null>(null);
  const actionKeys = useMemo<ReviewActionKeys>(
    () => ({
      bind: (next) => {
        actions.current = next;
      },
      tip: (action) => withShortcut(t(`workspace.review.${action}`), KEYS[action]),
    }),
    [t],
  );
  useShortcutHandler('accept', () => actions.current?.accept());
  useShortcutHandler('reject', () => actions.current?.decline());
  useShortcutHandler('skip', () => actions.current?.skip());
  return <IdVerificationReview id={task.verificationId} actionKeys={actionKeys} />;
}
