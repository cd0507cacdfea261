// drop-sources: the bundler compiles the 3D background's worker from its TypeScript source
// (`new Worker(new URL('./sceneWorker.tsx', import.meta.url))`) and also copies that source into
// _next/static/media/ as a file nothing loads. This step drops such sources from the export: dead
// weight, and source the site need not publish. It runs before `headers`, so no rule is written
// for them.
import type { PostbuildStep } from '@/scripts/build/steps/step';

/** A TypeScript source the bundler copied among the build files. */
const BUNDLER_SOURCE_COPY = /^_next\/static\/media\/[^/]+\.[cm]?tsx?$/i;

export const dropSourcesStep: PostbuildStep = {
  name: 'drop-sources',
  run(site) {
    const removed = site.otherFiles.filter((file) => BUNDLER_SOURCE_COPY.test(file));
    return {
      site: { ...site, otherFiles: site.otherFiles.filter((file) => !removed.includes(file)), removed: [...(site.removed ?? []), ...removed] },
      summary: removed.length ? `dropped ${removed.length} TypeScript source${removed.length === 1 ? '' : 's'} nothing loads (${removed.join(', ')}).` : 'no TypeScript source in the build files.',
    };
  },
};
