// The postbuild's steps, in the order they run: the CSP hashes are taken after the deferral has
// added its inline loader to each page; the last step only checks.
import { cspHashesStep } from '@/scripts/build/steps/cspHashes';
import { deferScriptsStep } from '@/scripts/build/steps/deferScripts';
import { headersStep } from '@/scripts/build/steps/headers';
import { noscriptFallbackStep } from '@/scripts/build/steps/noscriptFallback';
import type { PostbuildStep } from '@/scripts/build/steps/step';

export const POSTBUILD_STEPS: readonly PostbuildStep[] = [deferScriptsStep, cspHashesStep, headersStep, noscriptFallbackStep];
export { PostbuildError, runSteps, type ExportedPage, type ExportedSite } from '@/scripts/build/steps/step';
