import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import {
  MOVEMENT_LABELS as SHARED_MOVEMENT_LABELS,
  REQUEST_STATUS_LABELS as SHARED_REQUEST_STATUS_LABELS,
  SORT_OUTCOME_LABELS as SHARED_SORT_OUTCOME_LABELS,
  TRANSFER_STATUS_LABELS as SHARED_TRANSFER_STATUS_LABELS,
} from '@ops/shared/rules/inventoryLabels';
import { fmtDate } from '../../lib/format';

dayjs.extend(localizedFormat);

export const dateText = (iso: string | null | undefined): string => fmtDate(iso);

// The words live in shared so the exports say the same; widened here because the API's rows carry plain strings.
export const MOVEMENT_LABELS: Record<string, string> = SHARED_MOVEMENT_LABELS;
export const TRANSFER_STATUS_LABELS: Record<string, string> = SHARED_TRANSFER_STATUS_LABELS;
export const SORT_OUTCOME_LABELS: Record<string, string> = SHARED_SORT_OUTCOME_LABELS;
export const REQUEST_STATUS_LABELS: Record<string, string> = SHARED_REQUEST_STATUS_LABELS;
