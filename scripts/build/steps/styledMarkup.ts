// styled-markup: every class of a CSS module that a page's prerendered markup uses is styled by a
// stylesheet the page links, so the page paints as designed at once and without JavaScript. A
// component that renders on the server but whose code comes later (React.lazy) can have its
// styles only in a stylesheet that comes with that code (scripts/build/html/stylesheets.ts): this
// check-only step fails the build naming the page and the classes, instead of shipping a page
// that paints unstyled and is restyled and laid out again when the script arrives.
import { styledClasses, unstyledClasses } from '@/scripts/build/html/stylesheets';
import { rewritePages, type ExportedSite, type PostbuildStep } from '@/scripts/build/steps/step';

/**
 * The classes a linked stylesheet styles: those of the export's stylesheet whose path ends its href
 * (a base path may lead), read once however many pages link it.
 */
function stylesheetClasses(site: ExportedSite): (href: string) => ReadonlySet<string> | undefined {
  const files = Object.keys(site.stylesheets);
  const read = new Map<string, ReadonlySet<string>>();
  return (href) => {
    const pathname = href.split(/[?#]/)[0] ?? '';
    const file = files.find((candidate) => pathname === `/${candidate}` || pathname.endsWith(`/${candidate}`));
    if (file === undefined) return undefined;
    if (!read.has(file)) read.set(file, styledClasses(site.stylesheets[file] ?? ''));
    return read.get(file);
  };
}

export const styledMarkupStep: PostbuildStep = {
  name: 'styled-markup',
  run(site) {
    const classesOf = stylesheetClasses(site);
    let classes = 0;
    const pages = rewritePages(
      this.name,
      site.pages,
      (page) => page.html,
      (html) => {
        const { missing, unreadable, used } = unstyledClasses(html, classesOf);
        classes += used;
        return [
          ...unreadable.map((href) => `links the stylesheet ${href}, which is not in the export.`),
          ...(missing.length
            ? [
                `${missing.length} classes of its markup have no rule in the stylesheets it links (${missing.join(', ')}): ` +
                  'the page paints them unstyled until a script brings their styles, if one does. Import their CSS module in a component the page renders on the server.',
              ]
            : []),
        ];
      },
    );
    return { site, summary: `${pages.length} pages, ${classes} CSS-module classes in their markup in all: each styled by a stylesheet its page links.` };
  },
};
