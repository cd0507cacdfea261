// An embedded video or post of another site, as a note shows it: a link, with the video's
// thumbnail as its picture where the service has one at a known address. A frame would need the
// other site in the page's policy and load its scripts on every visit.

/** The YouTube or Vimeo video an address or id names. */
export function videoOf(reference: string, service?: 'youtube' | 'vimeo'): { service: 'youtube' | 'vimeo'; id: string } | undefined {
  const text = reference.trim().replace(/^["']|["']$/g, '');
  const youtube = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{6,})/.exec(text);
  if (youtube) return { service: 'youtube', id: youtube[1]! };
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(text);
  if (vimeo) return { service: 'vimeo', id: vimeo[1]! };
  if (service && /^[\w-]{4,}$/.test(text)) return { service, id: text };
  return undefined;
}

/** The Markdown of a video: its thumbnail (YouTube's) linking to it, or a plain link. */
export function videoMarkdown(video: { service: 'youtube' | 'vimeo'; id: string }, title?: string): string {
  const name = `Video${title ? `: ${title}` : ''} (${video.service === 'youtube' ? 'YouTube' : 'Vimeo'})`.replace(/[[\]]/g, '');
  if (video.service === 'vimeo') return `[${name}](https://vimeo.com/${video.id})`;
  return `[![${name}](https://i.ytimg.com/vi/${video.id}/hqdefault.jpg)](https://www.youtube.com/watch?v=${video.id})`;
}

/** The Markdown of any other embed: a link to what it showed. */
export function embedMarkdown(url: string, what: string): string {
  const video = videoOf(url);
  return video ? videoMarkdown(video) : `[${what}: ${url.replace(/^https?:\/\//, '')}](${url})`;
}
