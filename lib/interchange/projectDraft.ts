// A project file's content from the little an import knows (a résumé entry or a repository):
// the id, the colours of its generated cover, its technologies and tags, and the required fields
// the source has nothing for left empty where the schema allows it.
import type { ProjectInput, TechCategory } from '../model/types';
import { isRepositoryUrl } from '../github/repositoryUrl';
import { projectCategoryOf, techCategoryOf } from './categories';

export interface ProjectFacts {
  title: string;
  subtitle: string;
  description: string;
  longDescription?: string;
  /** Technologies, in order (languages of a repository, keywords of a résumé). */
  technologies: readonly string[];
  tags: readonly string[];
  /** Words that hint at the category beyond the technologies (a résumé's project type). */
  hints?: readonly string[];
  startDate: `${number}-${number}`;
  endDate?: `${number}-${number}`;
  /** A repository address, a live demo or any other page of the project. */
  urls: ReadonlyArray<string | undefined>;
  impact?: readonly string[];
  featured: boolean;
}

/** An id from a name: ASCII words joined by hyphens ("Café Ñandú" → "cafe-nandu"); undefined when nothing is left. */
export function slugOf(name: string): string | undefined {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || undefined;
}

/** A unique id for each name, in order: a name without ASCII letters gets project-{n}. */
export function uniqueIds(names: readonly string[], taken: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set(taken);
  return names.map((name, index) => {
    const base = slugOf(name) ?? `project-${index + 1}`;
    let id = base;
    for (let n = 2; seen.has(id); n += 1) id = `${base.slice(0, 60)}-${n}`;
    seen.add(id);
    return id;
  });
}

/** The same text once, compared without case: tags must be unique that way. */
export function uniqueTexts(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** An HSL colour as #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

/** Cover colours picked from the id, so each project looks different and stays the same on re-import. */
export function coloursFor(id: string): ProjectInput['color'] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return { primary: hsl(hue, 65, 32), secondary: hsl((hue + 40) % 360, 60, 38), accent: hsl(hue, 80, 82) };
}

/** How well the owner knows a technology is theirs to say: the import writes a neutral middle. */
export const IMPORTED_PROFICIENCY = 50;

export function projectDraft(id: string, facts: ProjectFacts): ProjectInput {
  const urls = facts.urls.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)));
  const github = urls.find(isRepositoryUrl);
  const liveDemo = urls.find((url) => !isRepositoryUrl(url));
  const technologies = uniqueTexts(facts.technologies);
  return {
    id,
    title: facts.title,
    subtitle: facts.subtitle,
    description: facts.description,
    longDescription: facts.longDescription ?? facts.description,
    category: projectCategoryOf([...(facts.hints ?? []), ...technologies]),
    featured: facts.featured,
    status: facts.endDate ? 'completed' : 'in-progress',
    startDate: facts.startDate,
    ...(facts.endDate ? { endDate: facts.endDate } : {}),
    images: [],
    techStack: technologies.map((name) => ({ name, category: techCategoryOf(name) as TechCategory, proficiency: IMPORTED_PROFICIENCY })),
    metrics: [],
    features: [],
    challenges: [],
    solutions: [],
    ...(facts.impact?.length ? { impact: [...facts.impact] } : {}),
    ...(liveDemo ? { liveDemo } : {}),
    ...(github ? { github } : {}),
    tags: uniqueTexts(facts.tags),
    color: coloursFor(id),
  };
}
