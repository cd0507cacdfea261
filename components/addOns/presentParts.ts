// A page's parts with an add-on's part among them only where the owner turned it on. A part left
// out of JSX as `{x && <Part />}` would still take a slot ("$undefined") in the page data each
// page carries, so a site without add-ons would not build as it did before them; a keyless
// fragment of only the parts present renders as the list of those parts.
import { createElement, Fragment, type ReactNode } from 'react';

/** The parts given, in order, without the ones left out (undefined, null or false). */
export function presentParts(...parts: ReactNode[]): ReactNode {
  return createElement(Fragment, null, ...parts.filter((part) => part !== undefined && part !== null && part !== false));
}
