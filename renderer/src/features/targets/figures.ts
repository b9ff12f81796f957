import { fmtMoney } from '../../lib/format';
import type { Format } from '@ops/shared/rules/targetComparison';

/** Figures as the targets pages write them: two decimals at most (02 §5), money in L.E. */
export function formatFigure(value: number | null, format: Format = 'decimal'): string {
  if (value === null) return '—';
  switch (format) {
    case 'money':
      return fmtMoney(value);
    case 'percent':
      return `${trim(value)} %`;
    case 'minutes':
      return `${trim(value)} min`;
    case 'count':
      return Number.isInteger(value) ? value.toLocaleString('en-US') : trim(value);
    default:
      return trim(value);
  }
}

/** Two decimals always (02 §5's default rounding), so a column's figures line up. */
function trim(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
}
