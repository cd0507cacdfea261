/**
 * @jest-environment node
 */
import { highlightCode, highlightLanguage, highlightSnippets } from '@/lib/content/highlight';
import { initialOf } from '@/lib/format/text';

describe('highlightLanguage', () => {
  it('accepts the languages shiki bundles, whatever their case', () => {
    expect(highlightLanguage('TypeScript')).toBe('typescript');
    expect(highlightLanguage(' cpp ')).toBe('cpp');
  });

  it('shows an unknown language as plain text instead of failing the build', () => {
    expect(highlightLanguage('not-a-language')).toBe('text');
    expect(highlightLanguage('constructor')).toBe('text');
  });
});

describe('highlightCode', () => {
  it('colours tokens with light and dark CSS variables only (no fixed colour, no <style>)', async () => {
    const html = await highlightCode('const answer = 42; // why', 'ts');
    expect(html).toMatch(/^<pre class="shiki[^"]*"[^>]*tabindex="0"/);
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">const<\/span>/);
    expect(html).toMatch(/--shiki-light-bg:#[0-9a-f]{6};--shiki-dark-bg:#[0-9a-f]{6}/i);
    expect(html).not.toMatch(/[;"]color:|background-color:|<style|<script/);
  });

  it('escapes the code so markup in a snippet stays text', async () => {
    const html = await highlightCode('<img src=x onerror=alert(1)>', 'not-a-language');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#x3C;img');
  });
});

describe('highlightSnippets', () => {
  it('keeps each snippet and its order and adds its HTML', async () => {
    const snippets = [
      { language: 'python', title: 'First', code: 'def f(): pass' },
      { language: 'bash', title: 'Second', code: 'echo hi' },
    ];
    const result = await highlightSnippets(snippets);
    expect(result.map(({ title, language, code }) => ({ title, language, code }))).toEqual(snippets);
    expect(result[0]!.html).toContain('>def</span>');
    expect(result[1]!.html).toContain('echo');
  });

  it('gives an empty list for a project without snippets', async () => {
    await expect(highlightSnippets()).resolves.toEqual([]);
    await expect(highlightSnippets([])).resolves.toEqual([]);
  });
});

describe('initialOf', () => {
  it('is the first letter of the name, upper-cased, ignoring leading spaces', () => {
    expect(initialOf('  alex Rivera')).toBe('A');
    expect(initialOf('Émile')).toBe('É');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(initialOf('𝒜da')).toBe('𝒜');
  });
});
