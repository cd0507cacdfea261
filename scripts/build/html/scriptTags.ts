// Reading <script> elements and their attributes out of exported HTML, whatever order or quoting
// the framework writes them in: the postbuild's checks use this rather than the exact tag shapes
// its rewrites look for, so a changed shape is reported instead of skipped.

export interface ScriptElement {
  /** The opening tag, as written. */
  tag: string;
  /** Its attributes, names lower-cased; a bare attribute (`async`) has the value ''. */
  attributes: ReadonlyMap<string, string>;
  /** The text between the opening and the closing tag (empty for an external script). */
  text: string;
}

const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_OPENING = /<script\b/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of an opening tag, names lower-cased (the first of a repeated name wins, as in HTML). */
export function tagAttributes(tag: string): Map<string, string> {
  const inside = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  const found = new Map<string, string>();
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Every <script> element of `html`, in page order. */
export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].map((match) => {
    const tag = match[1] ?? '';
    return { tag, attributes: tagAttributes(tag), text: match[2] ?? '' };
  });
}

/** How many <script> opening tags `html` has (one without its closing tag counts too). */
export function scriptOpeningCount(html: string): number {
  return html.match(SCRIPT_OPENING)?.length ?? 0;
}
