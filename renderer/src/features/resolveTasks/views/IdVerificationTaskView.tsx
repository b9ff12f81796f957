import type { WorkspaceTask } from '../resolveTasksApi';
import { IdVerificationReview } from '../../idVerification/IdVerificationReview';

/** 01 §2: the ID-verification task embeds the review for the task's verificationId. */
export function IdVerificationTaskView({ task }: { task: WorkspaceTask }) {
  // The task resolves on the server when the verification is checked; the
  // 'UPDATED TASK' event then clears it here (01 §4).
  return <IdVerificationReview id={task.verificationId} />;
}
