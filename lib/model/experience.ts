// Ordering and labelling of the Experience timeline.
import type { Role } from './pageTypes';

/** A role without an end date is one the owner still holds. */
export function isCurrentRole(role: Pick<Role, 'endDate'>): boolean {
  return !role.endDate;
}

/**
 * Newest first: current roles, then by end date, then by start date (both descending), so a
 * long-running current role stays above a short internship that started later and has ended.
 */
export function sortRolesNewestFirst<T extends Pick<Role, 'startDate' | 'endDate'>>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => {
    const current = Number(isCurrentRole(b)) - Number(isCurrentRole(a));
    if (current !== 0) return current;
    const end = (b.endDate ?? '').localeCompare(a.endDate ?? '');
    return end !== 0 ? end : b.startDate.localeCompare(a.startDate);
  });
}
