// next/link to a route of the page's language, for server components: "/about" is "/es/about" on a
// Spanish page (the prefix its layout and page set, lib/content/pageLanguage.ts). Written into the
// page, so the browser's code has nothing of a language to read.
import Link, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { pagePrefix } from '@/lib/content/pageLanguage';
import { inLanguage } from '@/lib/paths';

type LanguageLinkProps = LinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & { children?: ReactNode };

export function LanguageLink({ href, ...props }: LanguageLinkProps) {
  return <Link href={typeof href === 'string' ? inLanguage(pagePrefix(), href) : href} {...props} />;
}
