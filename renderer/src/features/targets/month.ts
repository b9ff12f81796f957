/** The month both targets pages show: ?month=YYYY-MM in the address, this month by default. */
const MONTH = /^(\d{4})-(\d{2})$/;

export interface YearMonth {
  year: number;
  month: number;
}

export function readMonth(param: string | null, today: Date): YearMonth {
  const match = param ? MONTH.exec(param) : null;
  const month = match ? Number(match[2]) : 0;
  if (match && month >= 1 && month <= 12) return { year: Number(match[1]), month };
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

export const monthParam = ({ year, month }: YearMonth): string => `${year}-${String(month).padStart(2, '0')}`;
