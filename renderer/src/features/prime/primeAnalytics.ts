import type { PrimeFigure } from '@ops/shared/analytics/prime';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';

export const primeFigureFormat = (figure: PrimeFigure): ValueFormat =>
  figure === 'revenues' ? 'money' : 'count';
