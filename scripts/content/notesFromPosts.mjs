// The notes an import writes, worked out before anything is written: each post converted
// (lib/interchange/posts/convertPost.ts), given a slug no other note has, its pictures fetched
// (./postPictures.mjs) and its links to other posts pointed at their notes, its tags spelled one
// way, and its text made: frontmatter in the note's fields, with its old addresses as redirectFrom.
import path from 'node:path';
import { stringify } from 'yaml';
import { fetchPicture, pictureName } from './postPictures.mjs';
import { firstCommitDay } from './postSources.mjs';

const { convertPost } = await import('@/lib/interchange/posts/convertPost');
const { rewriteReferences } = await import('@/lib/interchange/posts/references');
const { NOTE_SLUG, tagSlug } = await import('@/lib/model/noteSchema');

const RESERVED = new Set(['tag', 'series', 'page']);
/** An address as it is compared: no base path, no ".html", "/index" or trailing slash. */
const normal = (address, basePath = '') => {
  const bare = basePath && address.startsWith(`${basePath}/`) ? address.slice(basePath.length) : address;
  return (bare.replace(/(\/index)?\.html?$/, '').replace(/\/+$/, '') || '/').toLowerCase();
};
/** An old address as a note's redirectFrom takes it: URL characters only. */
const asRedirect = (address) => encodeURI(decodeURIComponentSafe(address)).replace(/[?#*:]/g, (c) => encodeURIComponent(c));
function decodeURIComponentSafe(text) {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Strips control characters, which a note refuses. */
const plain = (text) => (typeof text === 'string' ? text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '') : text);

/**
 * The notes of `sources` (posts of the old site at `root`), for a site whose notes are `taken`
 * (slug → true) and whose tags are spelled `spellings` (tag slug → tag).
 */
export async function notesFromPosts(sources, { root, oldSite, convention, oldUrlPattern, offline, taken, spellings }) {
  const drafts = [];
  const refused = [];
  for (const source of sources) {
    const draft = convertPost(source, { site: oldSite, siteConvention: convention, oldUrlPattern });
    if ('error' in draft) refused.push({ path: source.path, reasons: [draft.error] });
    else drafts.push(draft);
  }
  // Slugs: the post's own, made a note's, once each; a note of the site already there is never overwritten.
  const skipped = [];
  const used = new Set();
  for (const draft of drafts) {
    let slug = draft.slug.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || tagSlug(draft.fields.title ?? '') || 'post';
    if (RESERVED.has(slug)) slug = `${slug}-note`;
    if (taken.has(slug)) {
      skipped.push(`${draft.source.path}: content/notes/${slug}.md exists already (never overwritten)`);
      draft.skip = true;
      continue;
    }
    let unique = slug;
    for (let n = 2; used.has(unique); n += 1) unique = `${slug}-${n}`;
    if (unique !== slug) draft.reports.push({ message: `another post takes the slug ${slug}: this one is ${unique}` });
    used.add(unique);
    draft.noteSlug = unique;
  }
  const live = drafts.filter((draft) => !draft.skip);
  // Where each post was: its old addresses and its file, to point links between posts at the notes.
  const byAddress = new Map();
  const byFile = new Map();
  for (const draft of live) {
    for (const address of draft.oldUrls) byAddress.set(normal(address, oldSite.basePath), draft);
    const file = draft.source.path.replace(/\.(md|markdown|mdx|mdown)$/i, '');
    for (let parts = file.split('/'); parts.length; parts = parts.slice(1)) if (!byFile.has(parts.join('/'))) byFile.set(parts.join('/'), draft);
    byFile.set(path.posix.basename(file), draft);
  }
  const siteHost = oldSite.url ? (() => { try { return new URL(oldSite.url).host; } catch { return undefined; } })() : undefined;
  const pictures = new Map(); // source → site path
  const files = [];
  const settle = async (draft, kind, reference, line) => {
    const where = (message) => draft.reports.push({ line, message: `${line ? 'line ' + line + ' of the note: ' : ''}${message}` });
    if (kind === 'link') {
      if (reference.startsWith('#') || /^mailto:/i.test(reference)) return reference;
      const marker = /^(post|file):(.*)$/.exec(reference);
      const [address, hash = ''] = (marker ? marker[2] : reference).split(/(?=#)/);
      if (marker) {
        const key = address.trim().replace(/^\/+|\/+$/g, '').replace(/\.(md|markdown|mdx)$/i, '').replace(/^(_posts|content)\//, '');
        const target = byFile.get(key) ?? byFile.get(key.replace(/\/index$/, '')) ?? byFile.get(path.posix.basename(key)) ?? byFile.get(key.replace(/^\d{4}-\d{2}-\d{2}-/, ''));
        if (target) return `/notes/${target.noteSlug}/${hash}`;
        where(`links to the post ${address}, which is not among those imported: the link is its text now; import that post too, or link its new address`);
        return undefined;
      }
      let pathname;
      if (/^https?:\/\//i.test(reference)) {
        const url = new URL(reference);
        if (!siteHost || url.host !== siteHost) return reference;
        pathname = url.pathname;
      } else if (reference.startsWith('/') && !reference.startsWith('//')) pathname = address;
      else if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) {
        where(`has a link the site does not allow (${reference}): the link is its text now`);
        return undefined;
      } else {
        // Relative: another post's file, or an address beside the post's old one.
        const byPath = postFile(path.posix.normalize(path.posix.join(path.posix.dirname(draft.source.path), address))) ?? postFile(address);
        if (byPath) return `/notes/${byPath.noteSlug}/${hash}`;
        pathname = new URL(address, `http://old.invalid${draft.oldUrls[0] ?? '/'}`).pathname;
      }
      const target = byAddress.get(normal(pathname, oldSite.basePath)) ?? postFile(pathname);
      if (target) return `/notes/${target.noteSlug}/${hash}`;
      if (/\.[a-z0-9]{2,5}$/i.test(pathname) && !/\.(html?|md|mdx|markdown)$/i.test(pathname)) {
        const copied = await copy(draft, pathname, 'link');
        if (copied.path) return copied.path;
      }
      if (oldSite.url) {
        const absolute = `${oldSite.url.replace(/\/+$/, '')}${pathname}${hash}`;
        where(`links to ${pathname}, a page of the old site that was not imported: it now points at ${absolute}`);
        return absolute;
      }
      where(`links to ${pathname}, a page of the old site that was not imported: the link is its text now; link its new address if it has one`);
      return undefined;
    }
    const copied = await copy(draft, reference, 'image');
    if (copied.error) where(`the picture ${reference} is not imported: ${copied.error}; it is ${/^https?:/.test(reference) ? 'a link to where it was' : 'its description'} now. Save it in public/ and write its path`);
    else if (copied.resized) where(`the picture ${reference} was too large for the site: ${copied.resized}`);
    return copied.path;
  };
  /** A post among those imported, by its file's path (with or without its extension, from any folder up). */
  const postFile = (file) => {
    const key = file.replace(/^\/+|\/+$/g, '').replace(/\.(md|markdown|mdx)$/i, '');
    return /\.(md|markdown|mdx)$/i.test(file) || !file.includes('.') ? byFile.get(key) ?? byFile.get(key.replace(/\/index$/, '')) : undefined;
  };
  /** A picture or file of a post copied into public/ once, whoever names it: its site path, or why not. */
  const copy = async (draft, reference, kind) => {
    if (pictures.has(reference)) return pictures.get(reference);
    const got = await fetchPicture(reference, { root, postPath: draft.source.path, basePath: oldSite.basePath, siteHost, offline, kind });
    if (got.error) return got;
    let name = pictureName(got.name, got.type);
    const folder = `images/notes/${draft.noteSlug}`;
    while (files.some((file) => file.path === `public/${folder}/${name}`)) name = name.replace(/(-\d+)?(\.[a-z0-9]+)$/, (_, n, ext) => `-${n ? Number(n.slice(1)) + 1 : 2}${ext}`);
    files.push({ path: `public/${folder}/${name}`, bytes: got.bytes, source: got.source });
    const result = { path: `/${folder}/${name}`, resized: got.resized };
    pictures.set(reference, result);
    return result;
  };
  const notes = [];
  for (const draft of live) {
    const addresses = new Map();
    for (const { kind, url, line } of draft.references) addresses.set(`${kind} ${url}`, await settle(draft, kind, url, line));
    const body = rewriteReferences(draft.body, (kind, url) => addresses.get(`${kind} ${url}`));
    const { fields } = draft;
    const cover = fields.cover ? await settle(draft, 'image', fields.cover) : undefined;
    const tags = [];
    for (const tag of fields.tags.map(plain)) {
      const key = tagSlug(tag);
      if (!key) {
        draft.reports.push({ message: `the tag ${JSON.stringify(tag)} has no letter a-z or digit, which a tag's page address needs: left out` });
        continue;
      }
      if (!spellings.has(key)) spellings.set(key, tag);
      if (!tags.includes(spellings.get(key))) tags.push(spellings.get(key));
    }
    if (!tags.length) {
      tags.push('imported');
      draft.reports.push({ message: 'has no tags: tagged "imported"; give it its own' });
    }
    if (!fields.date) {
      fields.date = firstCommitDay(root, draft.source.path);
      if (fields.date) draft.reports.push({ message: `has no date of its own (its generator keeps it): dated ${fields.date}, the day its file was first committed; write date: YYYY-MM-DD if it was published another day` });
    }
    const missing = [!fields.title && ['title', 'title: …'], !fields.date && ['date', 'date: YYYY-MM-DD'], !fields.summary && ['summary', 'description: …']].filter(Boolean);
    if (missing.length) {
      refused.push({ path: draft.source.path, reasons: [`has no ${missing.map(([name]) => name).join(' or ')}, which a note needs: add ${missing.map(([, field]) => field).join(', ')} to its frontmatter and run the import again`] });
      continue;
    }
    const updated = fields.updated && fields.updated > fields.date ? fields.updated : undefined;
    if (fields.updated && !updated && fields.updated !== fields.date) draft.reports.push({ message: `its last change ${fields.updated} is before its date ${fields.date}: left out` });
    const redirectFrom = [...new Set(draft.oldUrls.map(asRedirect))].filter((address) => normal(address) !== `/notes/${draft.noteSlug}` && /^\/[A-Za-z0-9._~!$&'()+,;=@%/-]*$/.test(address) && /(^|\/)([^/.]*|[^/]+\.html?)$/.test(address));
    const frontmatter = {
      title: plain(fields.title),
      date: fields.date,
      summary: plain(fields.summary),
      tags,
      ...(updated ? { updated } : {}),
      ...(fields.draft ? { draft: true } : {}),
      ...(cover ? { cover, coverAlt: plain(fields.coverAlt) || plain(fields.title) } : {}),
      ...(fields.series ? { series: plain(fields.series) } : {}),
      ...(redirectFrom.length ? { redirectFrom } : {}),
    };
    if (cover && !fields.coverAlt) draft.reports.push({ message: 'its cover has no description: coverAlt is its title; describe the picture' });
    if (!NOTE_SLUG.test(draft.noteSlug)) throw new Error(`slug ${draft.noteSlug}`);
    notes.push({ draft, slug: draft.noteSlug, file: `content/notes/${draft.noteSlug}.md`, text: `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n\n${plain(body).trim()}\n`, redirectFrom });
  }
  return { notes, files, refused, skipped };
}
