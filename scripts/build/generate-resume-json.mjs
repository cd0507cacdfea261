// Writes public/resume.json (git-ignored) from content/: the owner's résumé in the JSON Resume
// format (lib/interchange/toResume.ts), checked against @jsonresume/schema before it is written,
// so the file the site links never fails the ecosystem's own validator. Runs in npm "prebuild"
// beside the resume PDF; a problem stops the build with one line per JSON path and rule.
import '../node/load-env.mjs';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';

// The absolute URLs in the file carry the base path, which next.config.ts hands the site as
// NEXT_PUBLIC_BASE_PATH; this step runs before Next, so it sets it the same way.
const base = (process.env.BASE_PATH ?? '').trim().replace(/\/+$/, '');
process.env.NEXT_PUBLIC_BASE_PATH = base && !base.startsWith('/') ? `/${base}` : base;

const content = await loadContent();
const { absoluteUrl } = await import('@/lib/seo/siteUrl');
const { toResume } = await import('@/lib/interchange/toResume');
const { jsonResumeProblems } = await import('@/lib/interchange/validate');
const { RESUME_JSON_FILE } = await import('@/lib/paths');

const absolute = (sitePath) => absoluteUrl(content, sitePath);
const resume = toResume(content, { home: absolute('/'), absolute });
const problems = jsonResumeProblems(resume);
if (problems.length) {
  console.error(`The resume.json written from content/ is not a valid JSON Resume:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
// Usage: node scripts/build/generate-resume-json.mjs [outFile] (default public/resume.json).
const out = process.argv[2] ?? fileURLToPath(new URL(`../../public${RESUME_JSON_FILE}`, import.meta.url));
writeFileSync(out, `${JSON.stringify(resume, null, 2)}\n`);
console.log(`Wrote ${out} (a valid JSON Resume: ${resume.work?.length ?? 0} roles, ${resume.projects?.length ?? 0} projects)`);
