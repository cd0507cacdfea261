// styled-markup: every class of a CSS module that a page's prerendered markup uses is styled by a
// stylesheet the page links, so the page paints as designed at once and without JavaScript. A
// component that renders on the server but whose code comes later (React.lazy) can have its
// styles only in a stylesheet that comes with that code (scripts/build/html/stylesheets.ts): this
// check-only step fails the build naming the page and the classes, instead of shipping a page
// that paints unstyled and is restyled and laid out again when the script arrives.
import { unstyledClasses } from '@/scripts/build/html/stylesheets';
import { rewritePages, type ExportedSite, type PostbuildStep } from '@/scripts/build/steps/step';

/** A linked stylesheet's text: the stylesheet of the export whose path ends its href (a base path may lead). */
function stylesheetReader(site: ExportedSite): (href: string) => string | undefined {
  const files = Object.keys(site.stylesheets);
  return (href) => {
    const pathname = href.split(/[?#]/)[0] ?? '';
    const file = files.find((candidate) => pathname === `/${candidate}` || pathname.endsWith(`/${candidate}`));
    return file === undefined ? undefined : site.stylesheets[file];
  };
}

export const styledMarkupStep: PostbuildStep = {
  name: 'styled-markup',
  run(site) {
    const read = stylesheetReader(site);
    let classes = 0;
    const pages = rewritePages(
      this.name,
      site.pages,
      (page) => page.html,
      (html) => {
        const { missing, unreadable, used } = unstyledClasses(html, read);
        classes += used;
        return [
          ...unreadable.map((href) => `links the stylesheet ${href}, which is not in the export.`),
          ...(missing.length
            ? [
                `${missing.length} classes of its markup have no rule in the stylesheets it links (${missing.join(', ')}): ` +
                  'they come only with a script, so the page paints unstyled until it runs. Import their CSS module in a component the page renders on the server.',
              ]
            : []),
        ];
      },
    );
    return { site, summary: `${pages.length} pages: the ${classes} CSS-module classes their markup uses are styled by the stylesheets each links.` };
  },
};
