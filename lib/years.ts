// Whole years since a start date ("YYYY-MM-DD"), counted in the visitor's local calendar.

/** Completed years between `since` and `now`; 0 before the first anniversary (or before the start). */
export function yearsSince(since: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  if (!match) throw new Error(`yearsSince: expected YYYY-MM-DD, got "${since}"`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  let years = now.getFullYear() - year;
  // Not yet at this year's anniversary: the current year is not complete.
  const beforeAnniversary =
    now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

/** spec: the Years stat shows "<1" when no whole year has passed. */
export function formatYears(years: number): string {
  return years < 1 ? '<1' : String(years);
}
