// What a note's code fence says after its language: a title (title="a.js", or title='a.js') and the
// lines to highlight ({2,4-5}), as Docusaurus, Astro's Expressive Code and the Next.js starters
// write them.

export interface CodeFenceMeta {
  title?: string;
  /** The meta as the highlighter's line marking reads it ("{2,4-5}"), when it names lines. */
  lines?: string;
}

export function codeFenceMeta(meta: string | null | undefined): CodeFenceMeta {
  if (!meta) return {};
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const lines = /\{[\d,\s-]+\}/.exec(meta);
  return { title: (title?.[1] ?? title?.[2] ?? title?.[3])?.trim() || undefined, lines: lines?.[0].replace(/\s/g, '') };
}
