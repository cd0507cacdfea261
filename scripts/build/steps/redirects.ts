// redirects: every old address of a note (`redirectFrom:`, lib/content/noteRedirects.ts) answers
// twice over. A line of out/_redirects, which Netlify and Cloudflare Pages read, gives a real 301;
// a small page at the old path, for every other host, sends the visitor on with a meta refresh and
// shows a link for whoever stops there, and tells search engines where the note lives now
// (rel=canonical, noindex). The page has no script and no stylesheet, so the policy the next step
// gives it allows none. It runs before csp-hashes and headers, which then treat it like any page.
import { escapeUTF8 } from 'entities';
import { redirectPageFile, type NoteRedirect } from '@/lib/content/noteRedirects';
import { PostbuildError, type ExportedPage, type PostbuildStep, type Problem } from '@/scripts/build/steps/step';

export const REDIRECTS_FILE = '_redirects';

/** What the step needs beside the export: the redirects and how the site is addressed and worded. */
export interface RedirectSettings {
  redirects: readonly NoteRedirect[];
  /** "/portfolio" or "". */
  basePath: string;
  /** The public address without the base path, e.g. "https://you.dev". */
  siteUrl: string;
  /** The default language's tag and its sentence before the link ("This note has moved:"). */
  lang: string;
  moved: string;
  /** The title of each note by the page it leads to ("/notes/x/"). */
  titles: Readonly<Record<string, string>>;
}

/** The page at an old address: a meta refresh to the note, its canonical address and a link to it. */
export function redirectPage(to: string, settings: RedirectSettings): string {
  const href = escapeUTF8(`${settings.basePath}${to}`);
  const canonical = escapeUTF8(`${settings.siteUrl.replace(/\/+$/, '')}${settings.basePath}${to}`);
  const title = escapeUTF8(settings.titles[to] ?? to);
  return `<!DOCTYPE html>
<html lang="${escapeUTF8(settings.lang)}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main><p>${escapeUTF8(settings.moved)} <a href="${href}">${title}</a></p></main>
</body>
</html>
`;
}

/** The `_redirects` file: one permanent redirect per old address, base path on both sides. */
export function redirectsFile(settings: Pick<RedirectSettings, 'redirects' | 'basePath'>): string {
  return settings.redirects.map(({ from, to }) => `${settings.basePath}${from} ${settings.basePath}${to} 301\n`).join('');
}

/** The redirect step: the settings come with the export (the postbuild reads them from the content). */
export const redirectsStep: PostbuildStep = {
  name: 'redirects',
  run(site) {
    const settings = site.redirects;
    if (!settings?.redirects.length) return { site, summary: 'no old addresses of notes: no redirects.' };
    {
      const exported = new Set([...site.pages.map((page) => page.file), ...site.otherFiles, ...Object.keys(site.written)]);
      const problems: Problem[] = [];
      const pages: ExportedPage[] = [];
      for (const redirect of settings.redirects) {
        const file = redirectPageFile(redirect.from);
        if (exported.has(file)) problems.push({ page: file, problem: `${redirect.file} lists ${redirect.from} in redirectFrom, but the build writes a file there: remove the line.` });
        else if (!exported.has(redirectPageFile(redirect.to))) problems.push({ page: file, problem: `${redirect.file} redirects ${redirect.from} to ${redirect.to}, a page the export does not have.` });
        else pages.push({ file, html: redirectPage(redirect.to, settings) });
      }
      if (problems.length > 0) throw new PostbuildError('redirects', problems);
      return {
        site: { ...site, pages: [...site.pages, ...pages], written: { ...site.written, [REDIRECTS_FILE]: redirectsFile(settings) } },
        summary: `${pages.length} old addresses of notes: a line each in ${REDIRECTS_FILE} and a page without script at each.`,
      };
    }
  },
};
