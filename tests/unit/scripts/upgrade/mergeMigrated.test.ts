/**
 * @jest-environment node
 */
// Migrated content merged three ways: the owner's migrated file against the release they started
// from (migrated) and the plan's (migrated). What only one side changed is taken; both sides
// changing the same lines is a conflict that names the file, never a silent pick.
import { mergeMigrated } from '@/scripts/upgrade/mergeMigrated.mjs';
import { tempDir } from './upgradeRepos';

const files = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([file, text]) => [file, Buffer.from(text)]));
const labels = (roles: string, current: string, extra = '') => `export const interfaceText = {\n  experience: {\n    rolesTitle: '${roles}',\n    currentLabel: '${current}',\n  },\n${extra}};\n`;

describe('mergeMigrated', () => {
  it("keeps the owner's wording and the new version's own change, and a file only one side has", () => {
    const { result, merged, conflicts } = mergeMigrated({
      base: files({ 'interface.ts': labels('Work experience', 'Current') }),
      yours: files({ 'interface.ts': labels('Where I have worked', 'Current'), 'mine.ts': 'export const mine = 1;\n' }),
      planned: files({ 'interface.ts': labels('Work experience', 'Current', "  notes: { title: 'Writing' },\n") }),
      tmp: tempDir('merge'),
    });
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(['interface.ts']);
    expect(result.get('interface.ts')?.toString()).toBe(labels('Where I have worked', 'Current', "  notes: { title: 'Writing' },\n"));
    expect(result.get('mine.ts')?.toString()).toBe('export const mine = 1;\n');
  });

  it('names the file when the owner and the new version changed the same lines', () => {
    const { conflicts } = mergeMigrated({
      base: files({ 'interface.ts': labels('Work experience', 'Current') }),
      yours: files({ 'interface.ts': labels('Where I have worked', 'Current') }),
      planned: files({ 'interface.ts': labels('Experience', 'Now') }),
      tmp: tempDir('merge'),
    });
    expect(conflicts).toEqual([{ file: 'interface.ts', reason: expect.stringMatching(/^lines? [\d-]+ of your version changed differently .*\(after the content migrations\)$/) }]);
  });
});
