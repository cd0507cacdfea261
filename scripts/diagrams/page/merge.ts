// In the drawing page: the light and the dark drawing of a diagram merged into one SVG, element by
// element, each colour that differs written as a light-dark() pair the page's colour scheme picks
// from. Any other difference means the two are not the same picture: it is named, not guessed.
import type { DiagramKit } from './kit';

export function installMerge() {
  // Colours a theme sets, the inherited ones among them.
  const COLOURS = ['fill', 'stroke', 'color', 'stop-color', 'flood-color', 'lighting-color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color'];
  const INHERITED = new Set(['fill', 'stroke', 'color']);
  /** Colours that follow the element's text colour unless a rule sets them. */
  const FOLLOWS_TEXT = new Set(['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color']);
  const asColour = (value: string) => (value === 'none' ? 'transparent' : value);
  const isColour = (value: string) => value === 'none' || CSS.supports('color', value);
  type Colours = Record<string, string>;

  /**
   * The ids of the dark drawing by those of the light one, element by element: Mermaid numbers
   * some parts with counters that run on from one drawing to the next.
   */
  function idMap(light: Element, dark: Element, map = new Map<string, string>()) {
    if (dark.id && light.id && dark.id !== light.id) map.set(dark.id, light.id);
    const count = Math.min(light.children.length, dark.children.length);
    for (let i = 0; i < count; i++) idMap(light.children[i]!, dark.children[i]!, map);
    return map;
  }

  /** The light drawing with the dark one's colours as light-dark() pairs, or where the two differ. */
  function merge(light: Element, dark: Element, ids: Map<string, string>, parent?: { light: Colours; dark: Colours }): string | undefined {
    if (light.tagName !== dark.tagName || light.childNodes.length !== dark.childNodes.length) return `<${light.tagName}> and <${dark.tagName}>`;
    const renamed = (value: string) =>
      ids.get(value) ?? value.replace(/#([^\s)"',]+)/g, (whole, id: string) => (ids.has(id) ? `#${ids.get(id)}` : whole)).split(' ').map((token) => ids.get(token) ?? token).join(' ');
    const lightComputed = getComputedStyle(light);
    const darkComputed = getComputedStyle(dark);
    const colours = { light: {} as Colours, dark: {} as Colours };
    for (const name of COLOURS) {
      colours.light[name] = lightComputed.getPropertyValue(name);
      colours.dark[name] = darkComputed.getPropertyValue(name);
    }
    for (const name of new Set([...light.getAttributeNames(), ...dark.getAttributeNames()])) {
      const a = light.getAttribute(name);
      const b = dark.getAttribute(name);
      if (name === 'style' || a === b || name === 'id' || (a !== null && b !== null && a === renamed(b))) continue;
      if (!COLOURS.includes(name)) return `${name}="${a}" and "${b}"`;
      light.removeAttribute(name);
    }
    const lightStyle = (light as HTMLElement).style;
    const darkStyle = (dark as HTMLElement).style;
    if (lightStyle && darkStyle) {
      for (const name of new Set([...lightStyle, ...darkStyle])) {
        if (COLOURS.includes(name)) continue;
        const a = lightComputed.getPropertyValue(name);
        const b = darkComputed.getPropertyValue(name);
        if (a === b || a === renamed(b)) continue;
        // A line one theme leaves out (width 0) is drawn in the other theme's width, in no colour.
        if (name === 'stroke-width' && (parseFloat(a) === 0 || parseFloat(b) === 0)) {
          const side = parseFloat(a) === 0 ? 'light' : 'dark';
          colours[side].stroke = 'transparent';
          lightStyle.setProperty(name, side === 'light' ? b : a);
          continue;
        }
        return `${name}: ${a} and ${b}`;
      }
      for (const name of COLOURS) {
        const a = colours.light[name]!;
        const b = colours.dark[name]!;
        const inherits = INHERITED.has(name) && parent && parent.light[name] === a && parent.dark[name] === b && !lightStyle.getPropertyValue(name);
        const followsText = FOLLOWS_TEXT.has(name) && a === colours.light.color && b === colours.dark.color;
        if (a === b || a === renamed(b) || inherits || followsText) continue;
        if (!isColour(a) || !isColour(b)) return `${name}: ${a} and ${b}`;
        const important = lightStyle.getPropertyPriority(name) || darkStyle.getPropertyPriority(name);
        lightStyle.setProperty(name, `light-dark(${asColour(a)}, ${asColour(b)})`, important);
      }
    }
    for (let i = 0; i < light.childNodes.length; i++) {
      const a = light.childNodes[i]!;
      const b = dark.childNodes[i]!;
      if (a.nodeType !== b.nodeType) return 'a text and an element';
      if (a.nodeType === Node.TEXT_NODE && a.textContent !== b.textContent) return `"${a.textContent}" and "${b.textContent}"`;
      if (a.nodeType === Node.ELEMENT_NODE) {
        const different = merge(a as Element, b as Element, ids, colours);
        if (different) return different;
      }
    }
    return undefined;
  }

  const kit: Partial<DiagramKit> = { idMap: (light, dark) => idMap(light, dark), merge: (light, dark, ids) => merge(light, dark, ids) };
  window.__diagramKit = { ...window.__diagramKit, ...kit };
}
