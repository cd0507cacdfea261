// Dates as other generators write them, to the YYYY-MM-DD a note wants: the day the author wrote,
// not the day in UTC ("2019-05-01 23:30:00 -0700" is the 1st, where it was written).

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a date value, YYYY-MM-DD, or undefined when it reads as no date. */
export function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // "Jul 08 2022", "Mon Sep 09 2024 04:38:21 GMT+0000 (…)", "September 9, 2022", "9 Sep 2022".
  const named = /(?:^|\s)([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text) ?? /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/.exec(text);
  if (named) {
    const [word, day] = /^\d/.test(named[1]!) ? [named[2]!, named[1]!] : [named[1]!, named[2]!];
    const month = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
    if (month >= 0) return valid(Number(named[3]), month + 1, Number(day));
  }
  if (/^\d{10,13}$/.test(text)) return dayOf(new Date(Number(text) * (text.length === 10 ? 1000 : 1)));
  return undefined;
}

function valid(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}
