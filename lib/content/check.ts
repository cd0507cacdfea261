// The pre-build check of the owner's content: every content file against its schema
// (lib/model/schema.ts), then what one file cannot know alone: image paths that are not in public/
// and resume projects that do not exist. Each problem names the file, the entry and the field.
// Pure: the caller loads the modules and says which files exist (./index.ts).
import type { z } from 'zod';
import { contentFiles } from '../model/schema';
import { valueAt } from '../model/valueAt';
import type { DrawnDiagrams } from './noteDiagramCache';

export interface ContentProblem {
  /** Path of the content file, relative to the content folder, e.g. "experience.ts". */
  file: string;
  /** The entry the problem is in, e.g. 'project "weather-station"' or 'experience.roles[1] "Intern"'. */
  entry: string;
  field: string;
  message: string;
}

/** The exports of each content file, keyed like contentFiles ("home.ts", "projects/index.ts"). */
export type ContentModules = Partial<Record<keyof typeof contentFiles, Record<string, unknown>>>;

export interface CheckOptions {
  /** Whether a site path ("/images/x.webp") names a file in public/. */
  publicFileExists: (sitePath: string) => boolean;
  /** Weight and pixel size of an image in public/ (by its site path), when it can be read. */
  imageInfo?: (sitePath: string) => ImageInfo | undefined;
  /** The drawings of the notes' diagrams: without them, only what a diagram's text shows is checked. */
  diagrams?: DrawnDiagrams;
}

// ---- Image weight and size -------------------------------------------------------------------
export interface ImageInfo {
  bytes: number;
  width?: number;
  height?: number;
}
/** Pictures heavier or larger than this slow every visitor down for no visible gain. */
export const MAX_IMAGE_BYTES = 1_000_000;
/** The longest side, in pixels: twice the widest place an image is shown, with room to spare. */
export const MAX_IMAGE_SIDE_PX = 3840;

/** What is wrong with an image's weight or size, or undefined when it is within the limits. */
export function imageSizeProblem(info: ImageInfo): string | undefined {
  const side = Math.max(info.width ?? 0, info.height ?? 0);
  if (info.bytes <= MAX_IMAGE_BYTES && side <= MAX_IMAGE_SIDE_PX) return undefined;
  const found = `${info.bytes.toLocaleString('en-US')} bytes${info.width && info.height ? `, ${info.width}×${info.height} px` : ''}`;
  return (
    `is too large (got ${found}): images must be at most ${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes and ` +
    `${MAX_IMAGE_SIDE_PX} px on their longest side; resize or compress it (e.g. to WebP)`
  );
}
// ---- end of image weight and size ------------------------------------------------------------

/** A found value as the short text messages quote. */
export function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  // JSON writes the C0 controls as \u escapes but DEL and C1 as they are, which show as nothing.
  const json = JSON.stringify(value)?.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (json === undefined) return 'nothing';
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function pathName(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

/** A readable name of a list entry: its id, title or name when it has one. */
function label(value: unknown): string {
  for (const key of ['id', 'title', 'name', 'label']) {
    const found = valueAt(value, [key]);
    if (typeof found === 'string' && found) return ` "${found}"`;
  }
  return '';
}

/** Exports that are records of named entries: "colors.dark, accent" reads better than "colors, dark.accent". */
const NAMED_ENTRIES = new Set(['colors']);

/** Splits an issue's path into the entry (up to the last list index) and the field inside it. */
function locate(file: string, exportName: string, value: unknown, keys: readonly PropertyKey[]) {
  if (NAMED_ENTRIES.has(exportName) && typeof keys[0] === 'string' && keys.length > 1) {
    return { file, entry: `${exportName}.${keys[0]}`, field: pathName(keys.slice(1)) };
  }
  if (exportName === 'projects' && typeof keys[0] === 'number') {
    const project = valueAt(value, [keys[0]]);
    const id = valueAt(project, ['id']);
    return {
      file,
      entry: typeof id === 'string' && id ? `project "${id}"` : `project #${keys[0] + 1}`,
      field: pathName(keys.slice(1)) || '(the whole project)',
    };
  }
  let last = -1;
  keys.forEach((key, i) => {
    if (typeof key === 'number') last = i;
  });
  const entryKeys = keys.slice(0, last + 1);
  return {
    file,
    entry: `${pathName([exportName, ...entryKeys])}${last >= 0 ? label(valueAt(value, entryKeys)) : ''}`,
    field: pathName(keys.slice(last + 1)) || '(the whole entry)',
  };
}

/**
 * A value that fits none of a union's shapes (a stat is a count or a years-since) is named by the
 * shape it comes closest to: that shape's own problems, with their fields, instead of "Invalid input".
 */
function closestIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.flatMap((inner) => closestIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

function schemaProblems(file: string, exportName: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap(closestIssues).map((issue): ContentProblem => {
    const unknownKey = issue.code === 'unrecognized_keys';
    const keys = unknownKey ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const found = valueAt(value, keys);
    const message = unknownKey
      ? 'is not a field here (a typo?)'
      : found === undefined && issue.code === 'invalid_type'
        ? 'is missing'
        : `${issue.message} (got ${describe(found)})`;
    return { ...locate(file, exportName, value, keys), message };
  });
}

/** The image paths of a project, by field, that must name files in public/. */
function projectFiles(project: Record<string, unknown>): Array<[string, unknown]> {
  const testimonials = Array.isArray(project.testimonials) ? project.testimonials : [];
  return [
    ...(project.thumbnail === undefined ? [] : [['thumbnail', project.thumbnail] as [string, unknown]]),
    ...(Array.isArray(project.images) ? project.images : []).map((image, i): [string, unknown] => [`images[${i}]`, image]),
    ...testimonials.map((t, i): [string, unknown] => [`testimonials[${i}].avatar`, valueAt(t, ['avatar'])]),
  ].filter(([, file]) => typeof file === 'string');
}

/** A missing file, or an image too heavy or too large. */
export function publicFileProblem(file: string, options: CheckOptions): string | undefined {
  if (!options.publicFileExists(file)) return `names a file that is not in public/ (got ${describe(file)})`;
  const info = options.imageInfo?.(file);
  return info && imageSizeProblem(info);
}

function crossFileProblems(modules: ContentModules, options: CheckOptions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const projects = modules['projects/index.ts']?.projects;
  const projectList = Array.isArray(projects) ? (projects as Array<Record<string, unknown>>) : [];
  projectList.forEach((project, index) => {
    for (const [field, file] of projectFiles(project)) {
      const message = publicFileProblem(file as string, options);
      if (message) problems.push({ ...locate('projects/index.ts', 'projects', projectList, [index, field]), field, message });
    }
  });
  const photo = valueAt(modules['about.ts']?.about, ['photo']);
  const photoProblem = typeof photo === 'string' ? publicFileProblem(photo, options) : undefined;
  if (photoProblem) problems.push({ file: 'about.ts', entry: 'about', field: 'photo', message: photoProblem });
  const ids = new Set(projectList.map((project) => project.id));
  const wanted = valueAt(modules['resume.ts']?.resume, ['projectIds']);
  (Array.isArray(wanted) ? wanted : []).forEach((id, i) => {
    if (!ids.has(id)) {
      problems.push({
        file: 'resume.ts',
        entry: 'resume',
        field: `projectIds[${i}]`,
        message: `names a project that is not in content/projects (got ${describe(id)})`,
      });
    }
  });
  return problems;
}

/** Every problem of the content: schema problems of each file, then the cross-file checks. */
export function checkContent(modules: ContentModules, options: CheckOptions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [file, exports] of Object.entries(contentFiles) as Array<[keyof typeof contentFiles, Record<string, z.ZodType>]>) {
    const loaded = modules[file];
    for (const [exportName, schema] of Object.entries(exports)) {
      if (!loaded || !(exportName in loaded)) {
        // An export the schema lets go without (navigation, interface texts) gets the engine's defaults.
        if (schema.safeParse(undefined).success) continue;
        problems.push({ file, entry: exportName, field: '(the export)', message: `is missing: export const ${exportName} = ...` });
        continue;
      }
      problems.push(...schemaProblems(file, exportName, schema, loaded[exportName]));
    }
  }
  return [...problems, ...crossFileProblems(modules, options)];
}

/** The problems as the short list the build prints: "file, entry, field: problem". */
export function formatProblems(problems: readonly ContentProblem[], contentDir = 'content'): string {
  const lines = problems.map((p) => `  - ${contentDir}/${p.file}, ${p.entry}, ${p.field}: ${p.message}`);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The content has ${count}; fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n${lines.join('\n')}`;
}
