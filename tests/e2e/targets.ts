// The builds the end-to-end suite runs against (E2E_TARGET), and which tests each one runs:
//   full      the full test owner (tests/fixtures/full-owner), out-full-owner/: the engine suite
//   sparse    the sparse test owner (tests/fixtures/sparse-owner, with another accent and name:
//             .owner-paths/sparse-owner/), out-sparse-owner/: an owner without notes, pictures or
//             roles (desktop only): the smoke tests (in the gate that built it) and the tests tagged
//             @sparse, those whose result depends on which optional content the owner left out (the
//             rest of the engine suite checks code that does not look at the content: it runs once,
//             on the full owner)
//   bilingual the owner in two languages (tests/fixtures/bilingual-owner, its Arabic named by the
//             docs' steps: .owner-paths/bilingual-owner/), out-bilingual-owner/, built under
//             BASE_PATH with a form endpoint and build-time repository stats: the tests
//             tagged @languages, @basepath and @prerendered-stats (desktop only)
//   owner     the owner's own site, out/ from content/: the smoke tests (@smoke) of `npm run gate`
// Built by `npm run test:engine` (the first three) and `npm run build` (the owner's).
import basepathBuild from '../basepath-build.json';

export interface Target {
  /** The export served. */
  dir: string;
  /** The content folder it was built from (tests/e2e/content.ts reads it); undefined: content/. */
  contentDir?: string;
  /** Its pictures, when not public/. */
  publicDir?: string;
  basePath: string;
  /** The tests this build runs (the layouts pick theirs on top: playwright.config.ts). */
  grep: RegExp;
  /** Whether the mobile layout runs too. */
  mobile: boolean;
}

const ENGINE_ONLY = /^(?!.*(@basepath|@prerendered-stats|@languages))/;

export const TARGETS: Record<string, Target> = {
  full: {
    dir: 'out-full-owner',
    contentDir: 'tests/fixtures/full-owner',
    publicDir: 'tests/fixtures/full-owner/public',
    basePath: '',
    grep: ENGINE_ONLY,
    mobile: true,
  },
  // The sparse owner's site after two owner paths (scripts/test/engine.mjs): the gate there ran its
  // smoke tests on this export; the tagged ones run here.
  sparse: {
    dir: 'out-sparse-owner',
    contentDir: '.owner-paths/sparse-owner/content',
    publicDir: '.owner-paths/sparse-owner/public',
    basePath: '',
    grep: /^(?!.*@smoke).*@sparse/,
    mobile: false,
  },
  bilingual: {
    dir: 'out-bilingual-owner',
    contentDir: '.owner-paths/bilingual-owner/content',
    publicDir: '.owner-paths/bilingual-owner/public',
    basePath: basepathBuild.basePath,
    grep: /@languages|@basepath|@prerendered-stats/,
    mobile: false,
  },
  owner: { dir: 'out', basePath: '', grep: /@smoke/, mobile: false },
};

export const targetName = process.env.E2E_TARGET || 'full';
const chosen = TARGETS[targetName];
if (!chosen) throw new Error(`E2E_TARGET=${targetName} is not one of ${Object.keys(TARGETS).join(', ')}.`);
export const target: Target = chosen;
