/**
 * @jest-environment node
 */
// Every content migration runs on the previous version's content (tests/fixtures/migrations/NNN/,
// an owner's files as that version had them) and rewrites it into the new shape, comments kept.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOVED, migrate as modelImports } from '@/scripts/upgrade/migrations/001-model-imports.mjs';
import { MOVES, migrate as interfaceLabels } from '@/scripts/upgrade/migrations/002-interface-labels.mjs';
import { movedLabels } from '@/lib/model/movedLabels';
import { movedModules } from '@/lib/model/movedModules';

const root = path.join(__dirname, '../../../..');
const fixtures = path.join(root, 'tests/fixtures/migrations');

/** A copy of a migration's fixture in a temporary folder. */
function previousContent(number: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `migration-${number}-`));
  cpSync(path.join(fixtures, number), dir, { recursive: true });
  return dir;
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

it('every migration has the previous version\'s content to run on', () => {
  const migrations = readdirSync(path.join(root, 'scripts/upgrade/migrations')).filter((file) => /^\d{3}-.+\.mjs$/.test(file));
  expect(migrations.length).toBeGreaterThan(0);
  for (const file of migrations) expect([file, existsSync(path.join(fixtures, file.slice(0, 3)))]).toEqual([file, true]);
});

describe('001-model-imports', () => {
  it('points the type imports at lib/model/, quotes, comments and everything else kept', () => {
    const dir = previousContent('001');
    expect(modelImports(dir).sort()).toEqual(['profile.ts', 'projects/lighthouse.ts']);
    expect(read(dir, 'profile.ts')).toBe(`// An owner's content/profile.ts as the engine before 1.1.0 had it: types from lib/content/.
import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from "@/lib/model/pageTypes"; // my details

export const profile: Profile = {
  name: 'Grace Example',
} as Profile;

export const profileDetails = { headline: 'Keeper of lights' } satisfies Partial<ProfileDetails>;
`);
    const project = read(dir, 'projects/lighthouse.ts');
    expect(project).toContain("import type { ProjectInput } from '@/lib/model/types';\n");
    expect(project).toContain("Partial<import('@/lib/model/types').ProjectInput>");
    // lib/content/index stayed where it was.
    expect(project).toContain("import { helper } from '@/lib/content/index';\n");
    expect(modelImports(dir)).toEqual([]);
  });

  it('rewrites the modules the content model lists as moved, to modules that are there', () => {
    expect(Object.fromEntries(MOVED.map((name) => [`@/lib/content/${name}`, `@/lib/model/${name}`]))).toEqual(movedModules);
    for (const name of MOVED) expect([name, existsSync(path.join(root, 'lib/model', `${name}.ts`))]).toEqual([name, true]);
  });
});

describe('002-interface-labels', () => {
  let dir: string;
  beforeEach(() => {
    dir = previousContent('002');
  });

  it("moves the labels into content/interface.ts under their page's group, with the owner's comments", () => {
    expect(interfaceLabels(dir).sort()).toEqual(['about.ts', 'experience.ts', 'interface.ts']);
    expect(read(dir, 'interface.ts')).toBe(`// An owner's content/interface.ts as the engine before 1.1.0 had it.
export const interfaceText = {
  contactForm: {
    submitLabel: 'Send it',
  },
  experience: {
    // Wording of my own
    rolesTitle: 'Where I have worked',
    currentLabel: 'Now', // on the role I hold
    technologiesLabel: 'Tools',
    educationTitle: 'Schooling',
    expectedLabel: 'expected',
    certificationsTitle: 'Certificates',
  },
  about: {
    educationTitle: 'Schooling',
    interestsTitle: 'Away from the lamp',
    contactLabel: 'Write', // the first button
    resumeLabel: 'My resume',
  },
};
`);
  });

  it('leaves the rest of the page content as it was', () => {
    interfaceLabels(dir);
    const experience = read(dir, 'experience.ts');
    expect(experience).not.toMatch(/rolesTitle|currentLabel|technologiesLabel|educationTitle|expectedLabel|certificationsTitle/);
    expect(experience).toContain("      highlights: ['Kept the light on through 300 storms.', 'Logged every ship that passed.'],\n");
    expect(read(dir, 'about.ts')).toBe(`// An owner's content/about.ts as the engine before 1.1.0 had it.
export const about = {
  bio: ['I keep lights on.'],
  interests: ['Knots'],
  callToAction: {
    title: 'Say hello',
    text: 'Write to me.',
  },
};
`);
  });

  it('moves the labels the content model lists as moved', () => {
    expect(MOVES).toEqual(movedLabels);
  });

  it('changes nothing the second time', () => {
    interfaceLabels(dir);
    const once = ['experience.ts', 'about.ts', 'interface.ts'].map((file) => read(dir, file));
    expect(interfaceLabels(dir)).toEqual([]);
    expect(['experience.ts', 'about.ts', 'interface.ts'].map((file) => read(dir, file))).toEqual(once);
  });

  it("starts interface.ts from the skeleton's when the owner has none", () => {
    rmSync(path.join(dir, 'interface.ts'));
    interfaceLabels(dir);
    const written = read(dir, 'interface.ts');
    expect(written.startsWith(read(path.join(root, 'scripts/content/skeleton'), 'interface.ts').replace(/\{\};\n$/, ''))).toBe(true);
    expect(written).toContain("    rolesTitle: 'Where I have worked',\n");
  });
});
