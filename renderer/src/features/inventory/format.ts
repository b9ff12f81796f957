import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';

dayjs.extend(localizedFormat);

export const dateText = (iso: string | null | undefined): string => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '-');

export const MOVEMENT_LABELS: Record<string, string> = {
  input: 'Input',
  transfer: 'Transfer',
  consumption: 'Consumption',
  return: 'Return',
  damaged: 'Damaged',
  sorting: 'Sorting',
};

export const TRANSFER_STATUS_LABELS: Record<string, string> = { in_transit: 'In transit', received: 'Received', cancelled: 'Cancelled' };
export const SORT_OUTCOME_LABELS: Record<string, string> = { recycled: 'Recycled', repairable: 'Repairable', scrap: 'Scrap' };
export const REQUEST_STATUS_LABELS: Record<string, string> = { pending: 'Pending', fulfilled: 'Fulfilled', refused: 'Refused', consumed: 'Consumed' };
