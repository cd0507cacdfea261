// In the drawing page: one theme's drawing made fit for a page whose policy allows no <style>.
// Mermaid's stylesheet is written onto the elements (each property only where it changes
// something), labels made readable, unused definitions dropped; then the merged drawing is
// compacted and measured for its smallest text.
import type { DiagramKit } from './kit';

export function installStyles() {
  /** Mermaid's stylesheet for the drawing, written onto its elements, each only where it changes something. */
  function inlineStyles(svg: SVGSVGElement) {
    const sheetElements = [...svg.querySelectorAll('style')];
    const properties = new Set<string>();
    for (const element of sheetElements) {
      for (const rule of [...(element.sheet?.cssRules ?? [])]) {
        const style = (rule as CSSStyleRule).style;
        if (!style) continue;
        for (let i = 0; i < style.length; i++) if (!style[i]!.startsWith('--')) properties.add(style[i]!);
      }
    }
    const names = [...properties];
    const elements = [svg, ...svg.querySelectorAll('*')].filter((element) => !element.closest('style'));
    const styled = elements.map((element) => {
      const computed = getComputedStyle(element);
      return names.map((name) => computed.getPropertyValue(name));
    });
    for (const element of sheetElements) element.remove();
    // Parents first, a level at a time: a child inherits what its parent was just given, so an
    // inherited colour is written once, on the element that sets it.
    const depth = (element: Element) => {
      let d = 0;
      for (let node: Element | null = element; node && node !== svg; node = node.parentElement) d++;
      return d;
    };
    const byDepth = new Map<number, number[]>();
    elements.forEach((element, i) => byDepth.set(depth(element), [...(byDepth.get(depth(element)) ?? []), i]));
    for (const level of [...byDepth.keys()].sort((a, b) => a - b)) {
      const indexes = byDepth.get(level)!;
      const changes = indexes.map((i) => {
        const computed = getComputedStyle(elements[i]!);
        return names.flatMap((name, j) => (computed.getPropertyValue(name) === styled[i]![j] ? [] : [[name, styled[i]![j]!] as const]));
      });
      indexes.forEach((i, k) => {
        const element = elements[i] as HTMLElement | SVGElement;
        for (const [name, value] of changes[k]!) element.style.setProperty(name, value);
      });
    }
  }

  const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]: number[]) => 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  /** WCAG's contrast ratio of two opaque colours. */
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  /** A colour over another, by its alpha. */
  const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[i]! * (top[3] ?? 1) + under[i]! * (1 - (top[3] ?? 1)));
  const rounded = (colour: number[]) => colour.slice(0, 3).map(Math.round).join(',');

  /**
   * Text on a label's own background, made readable where the theme falls short of WCAG AA
   * (4.5:1; Mermaid's dark edge labels are #ccc on #585858, 4.4:1): the text moved toward black
   * or white just enough. Text on a shape is left as the theme has it.
   */
  function readableLabels(svg: SVGSVGElement, page: number[]) {
    for (const element of svg.querySelectorAll('foreignObject *')) {
      if (!ownText(element)) continue;
      const backgrounds: number[][] = [];
      for (let node: Element | null = element; node && node.tagName !== 'foreignObject'; node = node.parentElement) {
        const background = channels(getComputedStyle(node).backgroundColor);
        if (background.length && (background[3] ?? 1) > 0) backgrounds.push(background);
      }
      if (!backgrounds.length) continue;
      const background = backgrounds.reduceRight((under, top) => over(top, under), page);
      const given = channels(getComputedStyle(element).color);
      let text = over(given, background);
      const toward = luminance(background) > 0.18 ? 0 : 255;
      for (let step = 0; step < 20 && contrast(text, background) < 4.5; step++) text = text.map((v) => v + (toward - v) * 0.15);
      if (contrast(text, background) >= 4.5 && rounded(text) !== rounded(given)) (element as HTMLElement).style.color = `rgb(${text.map(Math.round).join(', ')})`;
    }
  }

  /**
   * Definitions nothing points at (Mermaid defines every arrowhead and filter of the kind, and the
   * dark theme a gradient the classic look never uses): left out, and the two themes' drawings
   * then hold the same elements.
   */
  function pruneDefinitions(svg: SVGSVGElement) {
    const used = new Set<string>();
    for (const element of svg.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name)!;
        for (const match of value.matchAll(/url\(\s*["']?#([^)"'\s]+)/g)) used.add(match[1]!);
        if (/(^|:)href$/.test(name) && value.startsWith('#')) used.add(value.slice(1));
      }
    }
    for (const definition of svg.querySelectorAll('linearGradient, radialGradient, filter, pattern, marker, clipPath, mask, symbol')) {
      if (!used.has(definition.id)) definition.remove();
    }
    for (const defs of svg.querySelectorAll('defs')) if (!defs.children.length) defs.remove();
    // Mermaid's data-* attributes serve its scripts and its stylesheet, now written onto the elements.
    for (const marked of svg.querySelectorAll('*')) {
      for (const name of marked.getAttributeNames()) if (name.startsWith('data-')) marked.removeAttribute(name);
    }
  }

  /** The size of a drawing's smallest text, at the drawing's own scale. */
  function smallestText(svg: SVGSVGElement): number {
    let smallest = Infinity;
    for (const element of svg.querySelectorAll('*')) {
      if (!ownText(element)) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      const placed = element instanceof SVGGraphicsElement ? element : element.closest('foreignObject');
      const matrix = placed instanceof SVGGraphicsElement ? placed.getCTM() : null;
      const scale = matrix ? Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c)) : 1;
      if (size * scale > 0) smallest = Math.min(smallest, size * scale);
    }
    return Number.isFinite(smallest) ? smallest : 16;
  }

  /** Box properties, which do nothing on an SVG shape, and coordinates to a hundredth of a pixel. */
  function compact(svg: SVGSVGElement) {
    const BOX = /^(background|border|margin|padding|outline|max-width|min-width)/;
    const COORDINATES = ['d', 'points', 'transform', 'viewBox', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'dx', 'dy'];
    for (const element of [svg, ...svg.querySelectorAll('*')]) {
      const svgElement = element.namespaceURI === 'http://www.w3.org/2000/svg';
      const style = (element as SVGElement).style;
      if (svgElement && style) for (const name of [...style]) if (BOX.test(name)) style.removeProperty(name);
      if (element.getAttribute('style') === '') element.removeAttribute('style');
      for (const name of COORDINATES) {
        const value = element.getAttribute(name);
        if (value && svgElement) element.setAttribute(name, value.replace(/-?\d*\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100)));
      }
    }
  }

  const kit: Partial<DiagramKit> = { inlineStyles, readableLabels, pruneDefinitions, smallestText, compact };
  window.__diagramKit = { ...window.__diagramKit, ...kit };
}
