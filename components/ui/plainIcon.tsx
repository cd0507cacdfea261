import 'server-only';
import { createElement, type ReactElement } from 'react';
import type { LucideIconData } from '@lucide/icons';
import { buildLucideIconNode } from '@lucide/icons/build';

// Lucide's React icons are client components (their Icon reads a context): one that a server
// component draws, or merely imports, puts lucide's runtime in the page's scripts, and its outline
// in the page's data for the browser to draw it again. The server draws its icons here instead,
// from lucide's icon data (@lucide/icons) with lucide's own builder: plain SVG markup, the same
// lucide-react writes (a unit test under tests/unit/components/ui/ compares them), and no script.

/** The props our icons take: a size, classes, and the attributes that hide them from assistive technology. */
export interface PlainIconProps {
  size?: number;
  className?: string;
  'aria-hidden'?: 'true' | 'false' | boolean;
  focusable?: 'true' | 'false' | boolean;
}
export type PlainIcon = (props: PlainIconProps) => ReactElement;
/** The size and classes an icon component of the site takes. */
export type IconProps = Pick<PlainIconProps, 'size' | 'className'>;

// React's names of the attributes lucide's builder writes with their SVG names.
const REACT_NAMES = {
  class: 'className',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};

/** A lucide icon drawn as plain SVG: lucide-react's props and markup, no script. */
export function plain(icon: LucideIconData): PlainIcon {
  function Drawn({ size = 24, className, ...attributes }: PlainIconProps) {
    const labelled = Object.keys(attributes).some((name) => name.startsWith('aria-'));
    const [tag, svgAttributes, children = []] = buildLucideIconNode(icon, {
      size,
      className,
      hasA11yProp: labelled,
      attributes,
      attributeNames: REACT_NAMES,
    });
    return createElement(tag, svgAttributes, ...children.map(([childTag, childAttributes]) => createElement(childTag, childAttributes)));
  }
  Drawn.displayName = `Plain(${icon.name})`;
  return Drawn;
}

/** Each of the icons drawn as plain SVG, under its own name. */
export function plainAll<Names extends string>(icons: Record<Names, LucideIconData>): Record<Names, PlainIcon> {
  return Object.fromEntries(Object.entries<LucideIconData>(icons).map(([name, icon]) => [name, plain(icon)])) as Record<Names, PlainIcon>;
}
