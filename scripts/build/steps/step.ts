// The postbuild (scripts/build/postbuild.mjs) is a list of named steps run in order over the whole
// export. Each step rewrites what it owns and then checks its own result on every page: Next.js
// writes the HTML these steps rewrite, and a step that silently did half its work after a framework
// upgrade would ship slower or blocked pages. A failed check stops the build, naming the step and
// the page.
import type { Integrations } from '@/lib/model/integrations';
import type { RedirectSettings } from '@/scripts/build/steps/redirects';

/** One HTML file of the export: its path under the export folder ("about/index.html") and its text. */
export interface ExportedPage {
  readonly file: string;
  readonly html: string;
}

/** What the steps work on: every page of the export, its other files, and the files steps add. */
export interface ExportedSite {
  readonly pages: readonly ExportedPage[];
  /** Every file of the export that is not a page, by path under the export folder. */
  readonly otherFiles: readonly string[];
  /** The text of every stylesheet of the export, by path under the export folder. */
  readonly stylesheets: Readonly<Record<string, string>>;
  /** Files the steps write, by path under the export folder ("_headers") → text. */
  readonly written: Readonly<Record<string, string>>;
  /** Files of the export the steps drop, by path under the export folder. */
  readonly removed?: readonly string[];
  /** The owner's contact-form endpoint, if any: the policies must let the form reach it. */
  readonly formEndpoint?: string;
  /** The owner's add-ons (content/integrations.ts): the policies allow exactly the hosts each page's add-ons reach. */
  readonly integrations?: Integrations;
  /** The notes' old addresses and what their redirect pages say (scripts/build/steps/redirects.ts). */
  readonly redirects?: RedirectSettings;
}

export interface StepResult {
  site: ExportedSite;
  /** One line on what the step did and checked, for the build log. */
  summary: string;
}

export interface PostbuildStep {
  readonly name: string;
  run(site: ExportedSite): StepResult;
}

/** One thing a step found wrong, and where: a page of the export or a file the step wrote. */
export interface Problem {
  page: string;
  problem: string;
}

/** A step's checks failed: one line per problem, each naming the step and the page. */
export class PostbuildError extends Error {
  constructor(
    readonly step: string,
    readonly problems: readonly Problem[],
  ) {
    super(problems.map(({ page, problem }) => `${step}: ${page}: ${problem}`).join('\n'));
    this.name = 'PostbuildError';
  }
}

/**
 * Rewrites every page, then checks each rewritten page; any problem (or a rewrite that throws)
 * fails the step with every page that has one.
 */
export function rewritePages(
  step: string,
  pages: readonly ExportedPage[],
  rewrite: (page: ExportedPage) => string,
  check: (html: string) => string[],
): ExportedPage[] {
  const problems: Problem[] = [];
  const rewritten = pages.map((page) => {
    try {
      const html = rewrite(page);
      problems.push(...check(html).map((problem) => ({ page: page.file, problem })));
      return { file: page.file, html };
    } catch (error) {
      problems.push({ page: page.file, problem: error instanceof Error ? error.message : String(error) });
      return page;
    }
  });
  if (problems.length > 0) throw new PostbuildError(step, problems);
  return rewritten;
}

/** Runs the steps in order; `log` gets one line per step that passed. */
export function runSteps(site: ExportedSite, steps: readonly PostbuildStep[], log: (line: string) => void): ExportedSite {
  return steps.reduce((current, step) => {
    const result = step.run(current);
    log(`${step.name}: ${result.summary}`);
    return result.site;
  }, site);
}
