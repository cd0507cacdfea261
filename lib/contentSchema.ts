// Build-time validation of the owner's content (never imported by client code).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ICON_NAMES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  TECH_CATEGORIES,
} from './constants';
import type { Project } from './types';

const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a year and month written YYYY-MM (e.g. 2025-07)');
const text = z.string().trim().min(1, 'must not be empty');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #1d4ed8');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const publicFile = z.string().regex(/^\/[^\s]+$/, 'must be a path in public/ starting with "/"');
// spec (section 5): a repository URL has the code-hosting owner/repo form
const repositoryUrl = z
  .string()
  .regex(
    /^https:\/\/github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]+\/?$/,
    'must be a repository address of the form https://github.com/{owner}/{repo}',
  );

const projectSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    title: text,
    subtitle: text,
    description: text,
    longDescription: text,
    category: z.enum(PROJECT_CATEGORIES),
    featured: z.boolean(),
    status: z.enum(PROJECT_STATUSES),
    startDate: yearMonth,
    endDate: yearMonth.optional(),
    thumbnail: publicFile,
    images: z.array(publicFile),
    techStack: z.array(
      z.object({
        name: text,
        category: z.enum(TECH_CATEGORIES),
        proficiency: z.number().min(0).max(100),
      }),
    ),
    metrics: z.array(z.object({ icon: z.enum(ICON_NAMES), value: text, label: text })),
    features: z.array(z.object({ icon: z.enum(ICON_NAMES), title: text, description: text })),
    challenges: z.array(text),
    solutions: z.array(text),
    impact: z.array(text),
    testimonials: z.array(
      z.object({ content: text, name: text, role: text, avatar: publicFile.optional() }),
    ),
    codeSnippets: z.array(z.object({ language: text, title: text, code: text })).optional(),
    documentation: httpUrl.optional(),
    liveDemo: httpUrl.optional(),
    github: repositoryUrl.optional(),
    tags: z.array(text),
    color: z.object({ primary: hexColour, secondary: hexColour, accent: hexColour }),
  })
  .strict();

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid content in content/projects:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function describe(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) return 'undefined';
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function fieldName(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

/** Every problem with the projects, each naming the project, the field and the bad value. */
export function findContentProblems(projects: readonly unknown[], publicDir?: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();

  projects.forEach((raw, index) => {
    const rawId = valueAt(raw, ['id']);
    const name = typeof rawId === 'string' && rawId ? rawId : `#${index + 1}`;
    const report = (field: string, message: string, value: unknown) =>
      problems.push(`Project "${name}": field "${field}" ${message} (got ${describe(value)})`);

    const parsed = projectSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
        const message = issue.code === 'unrecognized_keys' ? 'is not a field of a project' : issue.message;
        report(fieldName(keys), message, valueAt(raw, keys));
      }
      return;
    }
    const project: Project = parsed.data as Project;

    if (seen.has(project.id)) report('id', 'is used by another project; ids must be unique', project.id);
    seen.add(project.id);

    if (project.endDate && project.endDate <= project.startDate) {
      report('endDate', `must be after startDate ${project.startDate}`, project.endDate);
    }
    if (project.challenges.length !== project.solutions.length) {
      report(
        'solutions',
        `must have one solution per challenge (${project.challenges.length} challenges, ${project.solutions.length} solutions)`,
        project.solutions.length,
      );
    }
    if (publicDir) {
      const files: Array<[string, string]> = [
        ['thumbnail', project.thumbnail],
        ...project.images.map((image, i): [string, string] => [`images[${i}]`, image]),
        ...project.testimonials.flatMap((t, i): Array<[string, string]> =>
          t.avatar ? [[`testimonials[${i}].avatar`, t.avatar]] : [],
        ),
      ];
      for (const [field, file] of files) {
        if (!existsSync(path.join(publicDir, file))) report(field, 'names a file that is not in public/', file);
      }
    }
  });
  return problems;
}

/** Throws a ContentError listing every problem; returns the projects typed when there is none. */
export function validateProjects(projects: readonly unknown[], publicDir?: string): Project[] {
  const problems = findContentProblems(projects, publicDir);
  if (problems.length > 0) throw new ContentError(problems);
  return projects as Project[];
}
