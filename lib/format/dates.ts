// Dates of the content model are "YYYY-MM" strings, computed in UTC so the result never drifts with
// the visitor's time zone; only the whole years since a day (the home page's Years stat) are counted
// in the visitor's own calendar, where the anniversary falls.
import type { InterfaceText } from '../model/interfaceText';
import { dateFormat, LOCALE } from './locale';
import { formatText } from './text';

// Duration in months = (end - start) / 30 days.
const DAYS_PER_MONTH = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

function parseYearMonth(value: string): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) throw new Error(`Expected a YYYY-MM date, got "${value}"`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** "2025-07" → "July 2025" (long month, in the site's language). */
export function formatMonthYear(value: string, locale = LOCALE): string {
  return dateFormat(locale, 'monthYear').format(parseYearMonth(value));
}

/** Months = (end − start) / 30 days, rounded up. */
export function durationMonths(start: string, end: string): number {
  const days = (parseYearMonth(end).getTime() - parseYearMonth(start).getTime()) / DAY_MS;
  return Math.ceil(days / DAYS_PER_MONTH);
}

/** "Ongoing" without an end date, else the number of months (the words are interface texts). */
export function formatDuration(start: string, end: string | undefined, texts: Pick<InterfaceText['dates'], 'ongoing' | 'months'>): string {
  return end ? formatText(texts.months, { count: durationMonths(start, end) }) : texts.ongoing;
}

/** "July 2025 – June 2026", or "July 2025 – {present}" while it lasts. */
export function formatDateRange(start: string, end: string | undefined, present: string, locale = LOCALE): string {
  return `${formatMonthYear(start, locale)} – ${end ? formatMonthYear(end, locale) : present}`;
}

/** "2025-03-01" → "March 1, 2025" (long month in the site's language, the day as written whatever the time zone). */
export function formatDay(value: string, locale = LOCALE): string {
  return dateFormat(locale, 'day').format(new Date(`${value}T00:00:00Z`));
}

/** Completed years between `since` and `now`; 0 before the first anniversary (or before the start). */
export function yearsSince(since: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  if (!match) throw new Error(`yearsSince: expected YYYY-MM-DD, got "${since}"`);
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  let years = now.getFullYear() - year;
  // Not yet at this year's anniversary: the current year is not complete.
  const beforeAnniversary =
    now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < date);
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

/** The Years stat: "<1" until a whole year has passed. */
export function formatYears(years: number): string {
  return years < 1 ? '<1' : String(years);
}
