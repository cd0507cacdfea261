// The postbuild's steps, in the order they run: the bundler's copies of sources are dropped before
// the headers are written for the files left; boundaries are put in place before the scripts that
// would have moved them are hashed; the CSP hashes are taken after the deferral has
// added its inline loader to each page; the last two steps only check.
import { cspHashesStep } from '@/scripts/build/steps/cspHashes';
import { deferScriptsStep } from '@/scripts/build/steps/deferScripts';
import { dropSourcesStep } from '@/scripts/build/steps/dropSources';
import { headersStep } from '@/scripts/build/steps/headers';
import { inlineBoundariesStep } from '@/scripts/build/steps/inlineBoundaries';
import { noscriptFallbackStep } from '@/scripts/build/steps/noscriptFallback';
import { redirectsStep } from '@/scripts/build/steps/redirects';
import { styledMarkupStep } from '@/scripts/build/steps/styledMarkup';
import type { PostbuildStep } from '@/scripts/build/steps/step';

// The notes' redirect pages are added before the policies and headers are, which then cover them.
export const POSTBUILD_STEPS: readonly PostbuildStep[] = [
  dropSourcesStep,
  inlineBoundariesStep,
  deferScriptsStep,
  redirectsStep,
  cspHashesStep,
  headersStep,
  noscriptFallbackStep,
  styledMarkupStep,
];
export { PostbuildError, runSteps, type ExportedPage, type ExportedSite } from '@/scripts/build/steps/step';
