// Pages `next build` really exported, before the postbuild (tests/fixtures/export/). After upgrading
// Next.js, refresh them with: node scripts/test/capture-export.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportedSite } from '@/scripts/build/steps/step';

const FIXTURE_DIR = path.join(__dirname, '../../../fixtures/export');

export interface ExportFixture {
  /** The Next.js version that exported the pages. */
  next: string;
  pages: string[];
  otherFiles: string[];
}

export const exportFixture: ExportFixture = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'export.json'), 'utf8'));

/** The exported page, as Next.js wrote it. */
export const exportedPage = (file: string): string => readFileSync(path.join(FIXTURE_DIR, file), 'utf8');

/** The captured export as the postbuild reads it; `change` edits a page's HTML first. */
export function exportedSite(change: (html: string, file: string) => string = (html) => html): ExportedSite {
  return {
    pages: exportFixture.pages.map((file) => ({ file, html: change(exportedPage(file), file) })),
    otherFiles: exportFixture.otherFiles,
    // The stylesheets the captured pages link (the others are not captured).
    stylesheets: Object.fromEntries(
      exportFixture.otherFiles
        .filter((file) => file.endsWith('.css') && existsSync(path.join(FIXTURE_DIR, file)))
        .map((file) => [file, readFileSync(path.join(FIXTURE_DIR, file), 'utf8')]),
    ),
    written: {},
  };
}
