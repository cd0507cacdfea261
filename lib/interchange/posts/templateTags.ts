// The template tags of other generators in a post: Liquid (Jekyll, Eleventy, dev.to) and Hugo's
// shortcodes. Those with a Markdown equivalent become it (code highlighting, figures, links to
// other posts, videos and embeds as links, Hugo's notices as GitHub alerts); the rest are kept
// visible as code and reported with their line, since a note runs no template.
import { embedMarkdown, videoMarkdown, videoOf } from './embeds';
import type { PostReport } from './types';

type Syntax = 'liquid' | 'shortcodes' | 'none';

/** Arguments of a tag: `key="v"`, `key=v` and positional values, in order. */
export function tagArguments(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (const match of text.matchAll(/(?:([\w-]+)\s*=\s*)?("(?:[^"\\]|\\.)*"|'[^']*'|`[^`]*`|[^\s,]+)/g)) {
    const value = match[2]!.replace(/^(["'`])([\s\S]*)\1$/, '$2').replace(/\\"/g, '"');
    if (match[1]) named[match[1].toLowerCase()] = value;
    else positional.push(value);
  }
  return { named, positional };
}

/** Highlighted lines written "1 3-4", "8,15-17" or [8, "15-17"] as a code fence's "{1,3-4}". */
export function lineMarks(text: string | undefined): string {
  const lines = (text ?? '').match(/\d+(?:\s*-\s*\d+)?/g) ?? [];
  return lines.length ? ` {${lines.map((line) => line.replace(/\s/g, '')).join(',')}}` : '';
}

const fence = (language: string, code: string, marks = '') => `\n\`\`\`${language}${marks}\n${code.replace(/^\n+|\s+$/g, '')}\n\`\`\`\n`;
const kept = (source: string, language: string) => fence(language, source);

/** A Liquid block's end tag, from `from`: the offset after it and the content before it. */
function blockEnd(text: string, from: number, name: string): { content: string; end: number } | undefined {
  const pattern = new RegExp(`\\{%-?\\s*(${name}|end${name})\\b[\\s\\S]*?-?%\\}`, 'g');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    depth += match[1] === name ? 1 : -1;
    if (depth === 0) return { content: text.slice(from, match.index), end: match.index + match[0].length };
  }
  return undefined;
}

const LIQUID_BLOCKS = new Set(['if', 'unless', 'for', 'case', 'capture', 'tablerow', 'raw', 'comment', 'highlight', 'katexmm', 'details', 'spoiler']);
const ALERT_KINDS: Readonly<Record<string, string>> = {
  note: 'NOTE',
  info: 'NOTE',
  notice: 'NOTE',
  tip: 'TIP',
  hint: 'TIP',
  success: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
  error: 'CAUTION',
};

/** Text as a GitHub alert of a kind ("> [!NOTE]" then the text, quoted). */
const alert = (kind: string, text: string) => `\n> [!${kind}]\n${text.trim().split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n')}\n`;

export interface TagContext {
  /** The file's line the body starts on. */
  bodyLine: number;
  syntax: Syntax;
}

/** The body with its template tags turned into Markdown or kept as code; what was kept is reported. */
export function convertTemplateTags(body: string, context: TagContext): { text: string; reports: PostReport[] } {
  const reports: PostReport[] = [];
  if (context.syntax === 'none') return { text: body, reports };
  const lineAt = (offset: number) => context.bodyLine + body.slice(0, offset).split('\n').length - 1;
  const report = (offset: number, message: string) => reports.push({ line: lineAt(offset), message });
  const out: string[] = [];
  let at = 0;
  // Fenced code is the author's example: only Liquid's raw markers inside it are the template's.
  const token = context.syntax === 'liquid'
    ? /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$|\{%-?\s*(\w+)([\s\S]*?)-?%\}|\{\{-?\s*([\s\S]*?)\s*-?\}\}/gm
    : /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$|\{\{([<%])\/\*([\s\S]*?)\*\/[>%]\}\}|\{\{([<%])\s*([\w./-]+)([\s\S]*?)\s*[>%]\}\}/gm;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    out.push(body.slice(at, match.index));
    at = match.index + match[0].length;
    const source = match[0];
    if (match[1]) {
      out.push(context.syntax === 'liquid' ? source.replace(/\{%-?\s*(?:end)?raw\s*-?%\}/g, '') : source);
      continue;
    }
    const replaced = context.syntax === 'liquid' ? liquid(match, body, report) : shortcode(match, body, report);
    out.push(replaced.text);
    if (replaced.end !== undefined) {
      at = replaced.end;
      token.lastIndex = replaced.end;
    }
  }
  out.push(body.slice(at));
  return { text: out.join(''), reports };
}

type Replaced = { text: string; end?: number };
type Report = (offset: number, message: string) => void;

function liquid(match: RegExpExecArray, body: string, report: Report): Replaced {
  const offset = match.index;
  const after = offset + match[0].length;
  if (match[4] !== undefined) return liquidOutput(match[4], match[0], offset, report);
  const name = match[2]!;
  const args = match[3]!.trim();
  const { named, positional } = tagArguments(args);
  const block = LIQUID_BLOCKS.has(name) ? blockEnd(body, after, name) : undefined;
  const whole = block ? body.slice(offset, block.end) : match[0];
  const end = block?.end;
  switch (name) {
    case 'raw':
      return { text: block?.content ?? '', end };
    case 'comment':
      return { text: `<!--${(block?.content ?? '').replace(/--/g, '- -')}-->`, end };
    case 'highlight': {
      const [language = 'text'] = positional;
      return { text: fence(language, block?.content ?? '', lineMarks(named.mark_lines ?? named.hl_lines)), end };
    }
    case 'post_url':
      return { text: `post:${positional[0] ?? ''}` };
    case 'link':
      return { text: /^https?:/.test(positional[0] ?? '') ? embedMarkdown(positional[0]!, 'Post') : `file:${positional[0] ?? ''}` };
    case 'youtube':
    case 'vimeo': {
      const video = videoOf(positional[0] ?? '', name);
      if (video) return { text: `\n${videoMarkdown(video)}\n` };
      break;
    }
    case 'embed':
    case 'codepen':
    case 'codesandbox':
    case 'stackblitz':
    case 'github':
    case 'gist':
    case 'glitch':
    case 'replit':
    case 'jsfiddle':
      if (/^https?:\/\//.test(positional[0] ?? '')) return { text: `\n${embedMarkdown(positional[0]!, name === 'embed' ? 'Embedded' : name)}\n` };
      if (name === 'github' && positional[0]) return { text: `\n${embedMarkdown(`https://github.com/${positional[0]}`, 'GitHub')}\n` };
      break;
    case 'twitter':
    case 'tweet':
      if (positional[0]) return { text: `\n${embedMarkdown(/^\d+$/.test(positional[0]) ? `https://twitter.com/i/status/${positional[0]}` : positional[0], 'Post on X')}\n` };
      break;
    case 'image':
      if (positional[0]) return { text: `![${(positional[1] ?? '').replace(/[[\]]/g, '')}](${positional[0]})` };
      break;
    default:
  }
  report(offset, `the template tag {% ${name} %} has no place in a note (nothing runs a template here): kept as code; write what it showed, or delete it`);
  return { text: kept(whole, 'liquid'), end };
}

/** `{{ … }}`: the old site's own address is dropped from paths; anything else is kept as code. */
function liquidOutput(expression: string, source: string, offset: number, report: Report): Replaced {
  if (/^site\.(baseurl|url|github\.url)$|^base_path$/.test(expression)) return { text: '' };
  const path = /^(["'])([^"']*)\1\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.(?:baseurl|url))\s*$/.exec(expression);
  if (path) return { text: path[2]! };
  report(offset, `the template value ${source} has no place in a note: kept as code; write its value instead`);
  return { text: `\`${source}\`` };
}

function shortcode(match: RegExpExecArray, body: string, report: Report): Replaced {
  const offset = match.index;
  // {{</* x */>}}: the author's way of showing a shortcode as it is written.
  if (match[2]) return { text: `{{${match[2]}${match[3]}${match[2] === '<' ? '>' : '%'}}}` };
  const delimiter = match[4]!;
  const name = match[5]!;
  const { named, positional } = tagArguments(match[6]!);
  const closing = new RegExp(`\\{\\{${delimiter === '<' ? '<' : '%'}\\s*/${name.replace(/[.]/g, '\\.')}\\s*${delimiter === '<' ? '>' : '%'}\\}\\}`, 'g');
  closing.lastIndex = offset + match[0].length;
  const close = closing.exec(body);
  const paired = close !== null && !body.slice(offset + match[0].length, close.index).includes(`{{${delimiter} ${name} `);
  const inner = paired ? body.slice(offset + match[0].length, close!.index) : '';
  const end = paired ? close!.index + close![0].length : undefined;
  const kind = ALERT_KINDS[(named.type ?? named.theme ?? positional[0] ?? name).toLowerCase()] ?? ALERT_KINDS[name.toLowerCase()];
  switch (name) {
    case 'figure':
    case 'img':
    case 'image': {
      const src = named.src ?? positional[0];
      if (!src) break;
      const caption = (named.caption ?? named.title ?? '').replace(/"/g, '\\"');
      return { text: `![${(named.alt ?? '').replace(/[[\]]/g, '')}](${src}${caption ? ` "${caption}"` : ''})` };
    }
    case 'youtube':
    case 'vimeo':
    case 'youtube_simple':
    case 'vimeo_simple': {
      const video = videoOf(named.id ?? positional[0] ?? '', name.startsWith('vimeo') ? 'vimeo' : 'youtube');
      if (video) return { text: `\n${videoMarkdown(video, named.title)}\n` };
      break;
    }
    case 'highlight':
      if (paired) return { text: fence(positional[0] ?? 'text', inner, lineMarks(/hl_lines=([^,"]*(?:,\s*\d[^,"]*)*)/.exec(positional[1] ?? '')?.[1])), end };
      break;
    case 'ref':
    case 'relref':
      return { text: `file:${positional[0] ?? named.path ?? ''}` };
    case 'tweet':
    case 'twitter':
    case 'twitter_simple':
    case 'x':
      if (named.id ?? positional[1] ?? positional[0]) {
        const user = named.user ?? (positional.length > 1 ? positional[0] : 'i');
        return { text: `\n${embedMarkdown(`https://x.com/${user}/status/${named.id ?? positional[1] ?? positional[0]}`, 'Post on X')}\n` };
      }
      break;
    case 'gist':
      if (positional.length >= 2) return { text: `\n${embedMarkdown(`https://gist.github.com/${positional[0]}/${positional[1]}`, 'Gist')}\n` };
      break;
    case 'instagram':
      if (positional[0]) return { text: `\n${embedMarkdown(`https://www.instagram.com/p/${positional[0]}/`, 'Instagram')}\n` };
      break;
    default:
      if (paired && kind) return { text: alert(kind, inner), end };
      if (paired) {
        report(offset, `the shortcode {{${delimiter} ${name} ${delimiter === '<' ? '>' : '%'}}} has no place in a note: its content is kept, its effect (${name}) is not; check how it reads`);
        return { text: named.summary || named.title ? `**${named.summary ?? named.title}**\n\n${inner}` : inner, end };
      }
  }
  report(offset, `the shortcode {{${delimiter} ${name} ${delimiter === '<' ? '>' : '%'}}} has no place in a note (nothing runs a template here): kept as code; write what it showed, or delete it`);
  return { text: kept(body.slice(offset, end ?? offset + match[0].length), 'go-html-template'), end };
}
