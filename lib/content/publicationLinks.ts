// The links of a BibTeX entry, read the way researchers' files write them: a DOI bare, as doi:… or as
// a doi.org address; arXiv by `arxiv`, by `eprint` with `archivePrefix = {arXiv}` or by its address;
// `pdf` and `html` as an address, a file of public/, or a bare file name the way al-folio names
// them (assets/pdf/…, assets/html/…); http:// as well as https://. A link field that is no link at
// all is left out with a warning (its DOI taken when it holds one): it never stops the build. Only a
// file that is named and missing from public/ does, like every other file the content names.
import { asWritten } from './bibtexLatex';
import { describe } from './check';
import type { Publication } from '../model/publication';
import { httpUrl } from '../model/safeUrl';

export const ARXIV_ID = /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})(v\d+)?$/;
const DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_INSIDE = /\b10\.\d{4,9}\/[^\s"'<>{},;]+/;
// An HTML link pasted into a field, as some exports write it: <a href="https://…">…</a>.
const HTML_LINK = /^<a\s+href="(https?:\/\/[^"\s]+)"\s*>[^<]*<\/a>$/i;
const DOI_ADDRESS = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/|^doi:\s*/i;
const ARXIV_ADDRESS = /^(?:https?:\/\/(?:www\.)?arxiv\.org\/(?:abs|pdf)\/|arxiv:\s*)/i;
// al-folio's folders of a bare file name in `pdf` and `html`.
const AL_FOLIO_FOLDER: Readonly<Record<string, string>> = { pdf: '/assets/pdf/', html: '/assets/html/' };

/** The link fields, besides BibTeX's own, that the parser must read as written (never as LaTeX: "%20" is no comment). */
export const LINK_FIELDS = ['html', 'code', 'arxiv'];

/** An entry's links, as the publication carries them. */
export type EntryLinks = Pick<Publication, 'pdf' | 'html' | 'url' | 'code' | 'doi' | 'arxiv'>;

export interface LinkNote {
  field: string;
  message: string;
}

// Escapes a file exported for LaTeX puts in an address.
const unescaped = (value: string) => asWritten(value).replace(/\\([_%&#~$])/g, '$1').trim();
/** A path of public/ as the site serves it: inside public/ (no "." or ".." segment, "//" or backslash). File names may hold spaces. */
const isSitePath = (value: string) =>
  value.startsWith('/') && !value.includes('\\') && value.split('/').slice(1).every((segment) => segment !== '' && segment !== '.' && segment !== '..');
// One address: the URL parser would take "a, b" or "a b" as one, with its spaces encoded.
const asUrl = (value: string) => (/^[^\s"<>]+$/.test(value) && httpUrl.safeParse(value).success ? value : undefined);
const asDoi = (value: string) => {
  let doi = value.replace(DOI_ADDRESS, '').trim();
  try {
    doi = decodeURIComponent(doi);
  } catch {
    // Not percent-encoded after all: the pattern decides.
  }
  return DOI.test(doi) ? doi : undefined;
};
const asArxiv = (value: string) => {
  const id = value
    .replace(ARXIV_ADDRESS, '')
    .replace(/\.pdf$/, '')
    .trim();
  return ARXIV_ID.test(id) ? id : undefined;
};

/**
 * The links of an entry's fields (as the parser read them), and what to tell the owner: `problems`
 * stop the build (a named file missing from public/), `warnings` say what was left out and why.
 */
export function entryLinks(
  fields: Readonly<Record<string, unknown>>,
  publicFileExists?: (sitePath: string) => boolean,
): { links: EntryLinks; problems: LinkNote[]; warnings: LinkNote[] } {
  const links: EntryLinks = {};
  const problems: LinkNote[] = [];
  const warnings: LinkNote[] = [];
  const text = (field: string) => (typeof fields[field] === 'string' && fields[field].trim() ? unescaped(fields[field]) : undefined);
  // A field that is no link: its DOI when it holds one (said only when something else is lost), the
  // address of an HTML link, or nothing, with a warning.
  const notLink = (field: string, value: string, wanted: string): string | undefined => {
    const doi = value.match(DOI_INSIDE)?.[0].replace(/[.)\]]+$/, '');
    const otherAddresses = (value.match(/https?:\/\/[^\s"'<>,;]+/g) ?? []).filter((address) => !DOI_ADDRESS.test(address));
    if (doi && (!links.doi || links.doi === doi)) {
      links.doi = doi;
      if (otherAddresses.length) warnings.push({ field, message: `is not ${wanted} (got ${describe(value)}): its DOI ${doi} is linked, the rest left out` });
      return undefined;
    }
    const href = HTML_LINK.exec(value)?.[1];
    if (href && asUrl(href)) {
      warnings.push({ field, message: `is an HTML link, not an address (got ${describe(value)}): its address ${href} is linked` });
      return href;
    }
    warnings.push({ field, message: `is not ${wanted} (got ${describe(value)}): left out` });
    return undefined;
  };

  const doi = text('doi');
  if (doi) {
    links.doi = asDoi(doi);
    if (!links.doi) {
      const href = notLink('doi', doi, 'a DOI such as 10.1000/xyz123');
      links.doi ??= href && asDoi(href);
    }
  }
  const arxiv = text('arxiv') ?? (/^arxiv$/i.test(text('archiveprefix') ?? text('eprinttype') ?? '') ? text('eprint') : undefined);
  if (arxiv) {
    links.arxiv = asArxiv(arxiv);
    if (!links.arxiv) warnings.push({ field: text('arxiv') ? 'arxiv' : 'eprint', message: `is not an arXiv identifier such as 2301.01234 (got ${describe(arxiv)}): left out` });
  }
  for (const field of ['pdf', 'html'] as const) {
    const value = text(field);
    if (!value) continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
      links[field] = asUrl(value) ?? notLink(field, value, 'an http(s) address or a file in public/');
      continue;
    }
    // A site path as it is; a bare name where al-folio keeps it.
    const written = value.startsWith('/') ? value : `${AL_FOLIO_FOLDER[field]}${value}`;
    // A name with accents may be written composed or not, and the file named the other way.
    const sitePath = [written, written.normalize('NFC'), written.normalize('NFD')].find((path) => publicFileExists?.(path)) ?? written;
    if (!isSitePath(sitePath)) links[field] = notLink(field, value, 'an http(s) address or a file in public/');
    else if (publicFileExists && !publicFileExists(sitePath)) {
      const alFolio = value.startsWith('/') ? '' : ` (al-folio keeps "${value}" in ${AL_FOLIO_FOLDER[field]!.slice(1)}: copy it to public${AL_FOLIO_FOLDER[field]})`;
      problems.push({ field, message: `names public${sitePath}, which is not there${alFolio}` });
    } else links[field] = sitePath;
  }
  const code = text('code');
  if (code) {
    links.code = asUrl(code) ?? notLink('code', code, 'an http(s) address');
  }
  const url = text('url');
  if (url) {
    const doiOfUrl = DOI_ADDRESS.test(url) ? asDoi(url) : undefined;
    const arxivOfUrl = ARXIV_ADDRESS.test(url) ? asArxiv(url) : undefined;
    if (doiOfUrl) links.doi ??= doiOfUrl;
    else if (arxivOfUrl) links.arxiv ??= arxivOfUrl;
    else {
      const address = asUrl(url) ?? notLink('url', url, 'one http(s) address');
      if (address && /\.pdf$/i.test(new URL(address).pathname) && !links.pdf) links.pdf = address;
      else if (address && address !== links.html) links.url = address;
    }
  }
  return { links, problems, warnings };
}
