/**
 * @jest-environment node
 */
// The tools content migrations are written with: moving a field of a TypeScript content file into
// another object, and editing a note's frontmatter. The owner's comments, quotes and layout stay.
import { moveField } from '@/scripts/upgrade/moveFields.mjs';
import { editFrontmatter } from '@/scripts/upgrade/frontmatter.mjs';
import { checkNotes } from '@/lib/content/noteFiles';

const experience = `import type { ExperienceContent } from '@/lib/content/pageTypes';

// My work.
export const experience: ExperienceContent = {
  // The heading above my jobs
  rolesTitle: "Where I've worked",
  currentLabel: 'Now', // shown on the job I hold
  roles: [],
};
`;
const source = (text: string) => ({ name: 'experience.ts', object: 'experience', text });
const destination = (text: string) => ({ name: 'interface.ts', object: 'interfaceText', text });

describe('moveField', () => {
  it("moves a field with its comments into a new group, and leaves every other byte of the owner's", () => {
    const result = moveField({
      source: source(experience),
      destination: destination("export const interfaceText = {\n  contactForm: { submitLabel: 'Send' },\n};\n"),
      field: 'rolesTitle',
      to: ['experience', 'rolesTitle'],
    });
    expect(result.source).toBe(experience.replace(`  // The heading above my jobs\n  rolesTitle: "Where I've worked",\n`, ''));
    expect(result.destination).toBe(
      "export const interfaceText = {\n  contactForm: { submitLabel: 'Send' },\n" +
        "  experience: {\n    // The heading above my jobs\n    rolesTitle: \"Where I've worked\",\n  },\n};\n",
    );
  });

  it('renames the field, keeps its trailing comment, and adds to a group that is already there', () => {
    const result = moveField({
      source: source(experience),
      destination: destination("export const interfaceText: Overrides = {\n  experience: {\n    rolesTitle: 'Jobs'\n  }\n} satisfies Overrides;\n"),
      field: 'currentLabel',
      to: ['experience', 'current'],
    });
    expect(result.source).not.toContain('currentLabel');
    expect(result.destination).toBe(
      "export const interfaceText: Overrides = {\n  experience: {\n    rolesTitle: 'Jobs',\n    current: 'Now', // shown on the job I hold\n  }\n} satisfies Overrides;\n",
    );
  });

  it('opens an empty object, and leaves a field the destination already sets as it is', () => {
    const first = moveField({ source: source(experience), destination: destination('export const interfaceText = {};\n'), field: 'currentLabel', to: ['experience', 'current'] });
    expect(first.destination).toBe("export const interfaceText = {\n  experience: {\n    current: 'Now', // shown on the job I hold\n  },\n};\n");
    const second = moveField({ source: source(experience), destination: destination(first.destination), field: 'currentLabel', to: ['experience', 'current'] });
    expect(second.destination).toBe(first.destination);
    expect(second.source).not.toContain('currentLabel');
  });

  it('opens a group written on one line onto lines of its own, one entry a line', () => {
    const result = moveField({
      source: source(experience),
      destination: destination("export const interfaceText = {\n  experience: { rolesTitle: 'Jobs' },\n};\n"),
      field: 'currentLabel',
      to: ['experience', 'current'],
    });
    expect(result.destination).toBe(
      "export const interfaceText = {\n  experience: {\n    rolesTitle: 'Jobs',\n    current: 'Now', // shown on the job I hold\n  },\n};\n",
    );
  });

  it('changes nothing when the field is not there', () => {
    const text = 'export const interfaceText = {};\n';
    expect(moveField({ source: source(experience), destination: destination(text), field: 'missing', to: ['x', 'y'] })).toEqual({
      source: experience,
      destination: text,
      moved: false,
    });
  });
});

describe('editFrontmatter', () => {
  it("changes a field and keeps the owner's comments, quotes and body", () => {
    const note = "---\n# my own reminder\ntitle: 'Hello'\nsummary: Old # why\n---\n\nThe body, untouched.\n";
    const edited = editFrontmatter(note, (document) => {
      document.set('description', document.get('summary'));
      document.delete('summary');
    });
    expect(edited).toBe("---\n# my own reminder\ntitle: 'Hello'\ndescription: Old\n---\n\nThe body, untouched.\n");
  });

  it('edits every note the build reads: a byte order mark, blanks after the "---" lines, Windows line ends', () => {
    const note = '\uFEFF--- \r\ntitle: Hello\r\ndate: 2025-03-01\r\nsummary: Old\r\ntags: [x]\r\n---\t\r\nThe body.\r\n';
    const read = (text: string) => checkNotes([{ file: 'notes/hello.md', source: text }]);
    expect(read(note).notes[0]).toMatchObject({ title: 'Hello', summary: 'Old' });
    const edited = editFrontmatter(note, (document) => document.set('summary', 'New'));
    expect(read(edited)).toMatchObject({ problems: [], notes: [{ title: 'Hello', summary: 'New', body: 'The body.\r\n' }] });
  });

  it('leaves a note without frontmatter as it is', () => {
    expect(editFrontmatter('Just text.\n', () => undefined)).toBe('Just text.\n');
  });
});
