// Build-time syntax highlighting for the project pages' code snippets. Server only: the project
// page awaits it while prerendering and passes plain HTML down, so no highlighter reaches the
// browser. Colours come out as CSS variables in style attributes (--shiki-light / --shiki-dark, the
// CSP allows style attributes), and CSS picks one with light-dark() for the current theme.
import 'server-only';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { bundledLanguages, codeToHtml } from 'shiki';
import type { CodeSnippet } from '../model/types';

export interface HighlightedSnippet extends CodeSnippet {
  /** A `<pre class="shiki">` with one `<span>` per token, coloured through --shiki-* variables. */
  html: string;
}

/** The highlight theme of each site theme. The code is drawn on the theme's own background
 * (CodeHighlights.module.css), whatever the owner's colours. */
export const HIGHLIGHT_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Token colours of those themes that would read below WCAG AA (4.5:1) on their background or on a
 * highlighted line's band (NoteArticle.module.css), each replaced by a colour of the same theme: the
 * scopes an editor paints on a background of their own, which shiki leaves out (light text on the
 * light code, dark on the dark), take that background as their text colour; the light comments take
 * the theme's muted text, its function names its function icons' purple. Figures:
 * docs/measurements/readable.md. */
export const COLOR_REPLACEMENTS: Record<(typeof HIGHLIGHT_THEMES)[keyof typeof HIGHLIGHT_THEMES], Record<string, string>> = {
  'github-light-default': { '#6e7781': '#656d76', '#8250df': '#6639ba', '#f6f8fa': '#cf222e', '#eaeef2': '#0550ae' },
  'github-dark-default': { '#161b22': '#79c0ff' },
};

/** The shiki language id for an owner-written language name; unknown names are shown as plain text. */
export function highlightLanguage(language: string): string {
  const id = language.trim().toLowerCase();
  return Object.hasOwn(bundledLanguages, id) ? id : 'text';
}

/**
 * Highlights one piece of code in both themes at once (no default colour: variables only); `lines`
 * ("{2,4-5}") marks lines with the class "highlighted".
 */
export function highlightCode(code: string, language: string, lines?: string): Promise<string> {
  return codeToHtml(code, {
    lang: highlightLanguage(language),
    themes: HIGHLIGHT_THEMES,
    colorReplacements: COLOR_REPLACEMENTS,
    defaultColor: false,
    ...(lines ? { meta: { __raw: lines }, transformers: [transformerMetaHighlight()] } : {}),
  });
}

/** Every snippet of a project with its highlighted HTML, in the owner's order. */
export function highlightSnippets(snippets: readonly CodeSnippet[] = []): Promise<HighlightedSnippet[]> {
  return Promise.all(snippets.map(async (snippet) => ({ ...snippet, html: await highlightCode(snippet.code, snippet.language) })));
}
