import type { NavItem, SocialLink } from '@/lib/content/types';
import { profile } from './profile';

// The menu: the routes of the top bar, in order (id is the route path); change the labels if you like.
export const navItems: NavItem[] = [
  { id: '/', label: 'Home', icon: 'home' },
  { id: '/about', label: 'About', icon: 'user' },
  { id: '/experience', label: 'Experience', icon: 'briefcase' },
  { id: '/projects', label: 'Projects', icon: 'folder' },
  { id: '/contact', label: 'Contact', icon: 'mail' },
];

// The external profiles shown in the bar, the menu and the footer.
export const socialLinks: SocialLink[] = [
  { icon: 'github', url: profile.githubUrl, label: 'GitHub' },
  { icon: 'linkedin', url: profile.linkedinUrl, label: 'LinkedIn' },
];

// The footer's quick links.
export const footerLinks: NavItem[] = [
  { id: '/projects', label: 'Projects', icon: 'folder' },
  { id: '/about', label: 'About', icon: 'user' },
  { id: '/contact', label: 'Contact', icon: 'mail' },
];
