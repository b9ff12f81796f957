import { RESERVATION_MONEY_FIGURES, type ReservationFigure } from '@ops/shared/analytics/reservations';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';

export const reservationFigureFormat = (figure: ReservationFigure): ValueFormat =>
  RESERVATION_MONEY_FIGURES.includes(figure) ? 'money' : 'count';
