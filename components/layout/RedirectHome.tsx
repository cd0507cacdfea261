'use client';

import { useEffect } from 'react';
import { basePath } from '@/lib/paths';

/** The home page of an unknown path: its language's ("/es/x" → "/es/") when `prefixes` names it. */
export function homeOf(pathname: string, prefixes: readonly string[] = []): string {
  const prefix = prefixes.find((candidate) => candidate && (pathname === `${basePath}${candidate}` || pathname.startsWith(`${basePath}${candidate}/`)));
  return `${basePath}${prefix ?? ''}/`;
}

// Any other path redirects to its language's home (replacing the history entry), so Back skips
// the bad URL.
export function RedirectHome({ prefixes }: { prefixes?: string[] }) {
  useEffect(() => {
    // A one-language site's build drops homeOf (the variable is inlined): its script is what it was.
    window.location.replace(process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1' ? homeOf(window.location.pathname, prefixes) : `${basePath}/`);
  }, [prefixes]);
  return null;
}
