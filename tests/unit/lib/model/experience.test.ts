import { isCurrentRole, sortRolesNewestFirst } from '@/lib/model/experience';

describe('the experience timeline order', () => {
  const role = (title: string, startDate: `${number}-${number}`, endDate?: `${number}-${number}`) => ({ title, startDate, endDate });

  it('puts current roles first, then ended roles by end date, newest first', () => {
    const sorted = sortRolesNewestFirst([
      role('old internship', '2024-06', '2024-08'),
      role('teaching', '2025-09'),
      role('recent internship', '2026-05', '2026-08'),
      role('newer current', '2026-10'),
      role('research', '2025-01', '2025-05'),
    ]);
    expect(sorted.map((r) => r.title)).toEqual(['newer current', 'teaching', 'recent internship', 'research', 'old internship']);
  });

  it('breaks a tie on the end date with the later start', () => {
    const sorted = sortRolesNewestFirst([role('long', '2024-01', '2025-06'), role('short', '2025-03', '2025-06')]);
    expect(sorted.map((r) => r.title)).toEqual(['short', 'long']);
  });

  it('does not reorder the list it is given', () => {
    const roles = [role('a', '2024-01', '2024-02'), role('b', '2025-01')];
    sortRolesNewestFirst(roles);
    expect(roles.map((r) => r.title)).toEqual(['a', 'b']);
  });

  it('treats a role without an end date as current', () => {
    expect(isCurrentRole({ endDate: undefined })).toBe(true);
    expect(isCurrentRole({ endDate: '2025-05' })).toBe(false);
  });

});
