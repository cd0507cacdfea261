// Draws ```mermaid blocks with the official Mermaid renderer in a headless browser, one page for
// all of them: each is read (lib/content/noteDiagramSource.ts), checked and counted by Mermaid's
// parser, drawn in both themes and merged (./page/). A diagram past its time is named, and the
// next one gets a fresh page.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { SMALLEST_TEXT_ATTRIBUTE } from '@/lib/content/noteDiagram';
import { DIAGRAM_LIMITS, readDiagramSource, type DiagramProblem } from '@/lib/content/noteDiagramSource';
import { installCheck } from './page/check';
import { drawInPage } from './page/drawInPage';
import type { DrawnInPage, DrawRequest, DrawResult } from './page/kit';
import { installMerge } from './page/merge';
import { installShown } from './page/shown';
import { installStyles } from './page/styles';

/**
 * Text is measured in Verdana (DejaVu Sans on Linux, of about its widths): the widest of the
 * common sans fonts, so a label fits its box in whatever font the visitor's system shows it. The
 * page shows it in the site's own font.
 */
const MEASURE_FONT = 'Verdana, "DejaVu Sans", sans-serif';
const DISPLAY_FONT = 'var(--font-sans, sans-serif)';

export type Drawing = DrawnInPage | { problems: DiagramProblem[] };

/** Mermaid's browser build, looked up when a diagram is drawn: a host that only builds may not have it installed. */
const mermaidScript = () => createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

export interface Drawer {
  /** `seconds`: this diagram's time, the drawer's unless given. */
  draw(code: string, options?: { seconds?: number }): Promise<Drawing>;
  close(): Promise<void>;
}

/** A drawer on `browser`: one page with Mermaid loaded, replaced when a diagram runs out of time. */
export async function openDrawer(browser: Browser, { seconds = DIAGRAM_LIMITS.seconds as number } = {}): Promise<Drawer> {
  let page: Page | undefined;
  const ready = async () => {
    if (page) return page;
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ path: mermaidScript() });
    for (const install of [installCheck, installStyles, installMerge, installShown]) await page.evaluate(install);
    return page;
  };
  return {
    async draw(code, { seconds: limit = seconds } = {}) {
      const source = readDiagramSource(code);
      if (source.problems.length) return { problems: source.problems };
      const request: DrawRequest = {
        code,
        checkText: source.checkText,
        headerIndex: source.headerIndex,
        limits: { nodes: DIAGRAM_LIMITS.nodes, edges: DIAGRAM_LIMITS.edges, problems: DIAGRAM_LIMITS.problems },
        measureFont: MEASURE_FONT,
        displayFont: DISPLAY_FONT,
        smallestTextAttribute: SMALLEST_TEXT_ATTRIBUTE,
        titles: source.titles,
      };
      const current = await ready();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), limit * 1000);
      });
      try {
        const result: DrawResult | 'late' = await Promise.race([current.evaluate(drawInPage, request), late]);
        if (result === 'late') {
          page = undefined;
          await current.close().catch(() => undefined);
          return { problems: [{ line: source.headerIndex + 1, message: `that took longer than ${limit} s to draw (the limit): split it into smaller diagrams` }] };
        }
        return result;
      } catch (error) {
        const message = String((error as Error).message ?? error).replace(/^page\.evaluate:\s*(Error:\s*)?/, '').split('\n')[0];
        return { problems: [{ line: source.headerIndex + 1, message: `Mermaid could not draw: ${message}` }] };
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await page?.close().catch(() => undefined);
    },
  };
}
