// The links an owner gets without writing them in content/navigation.ts: the five pages in the top
// bar (and the publications page when content/publications.bib exists), three of them in the
// footer, and the two profiles of content/profile.ts. The labels are the interface texts' page
// names, so renaming a page there renames its links too.
import type { InterfaceText } from './interfaceText';
import type { NavItem, Profile, SocialLink } from './types';
import { PUBLICATIONS_ROUTE } from './publication';

/** The top bar's links; with `publications` (the page's name), the publications page last. */
export function defaultNavItems(routes: InterfaceText['routes'], publications?: string): NavItem[] {
  return [
    { id: '/', label: routes.home, icon: 'home' },
    { id: '/about', label: routes.about, icon: 'user' },
    { id: '/experience', label: routes.experience, icon: 'briefcase' },
    { id: '/projects', label: routes.projects, icon: 'folder' },
    { id: '/contact', label: routes.contact, icon: 'mail' },
    ...(publications ? [{ id: PUBLICATIONS_ROUTE, label: publications, icon: 'notebook' } as const] : []),
  ];
}

/** The footer's Quick Links. */
export function defaultFooterLinks(routes: InterfaceText['routes']): NavItem[] {
  return [
    { id: '/projects', label: routes.projects, icon: 'folder' },
    { id: '/about', label: routes.about, icon: 'user' },
    { id: '/contact', label: routes.contact, icon: 'mail' },
  ];
}

/** The profiles shown in the top bar, the menu, the footer, the home and the contact page. */
export function defaultSocialLinks(profile: Pick<Profile, 'githubUrl' | 'linkedinUrl'>): SocialLink[] {
  // A profile the owner left out is not linked.
  const links: Array<SocialLink | false> = [
    Boolean(profile.githubUrl) && { icon: 'github', url: profile.githubUrl!, label: 'GitHub' },
    Boolean(profile.linkedinUrl) && { icon: 'linkedin', url: profile.linkedinUrl!, label: 'LinkedIn' },
  ];
  return links.filter((link): link is SocialLink => link !== false);
}
