import { Briefcase, Folder, House, Mail, NotebookPen, User, type LucideIcon } from 'lucide-react';
import type { NavIconName, SocialIconName } from '@/lib/model/types';
import { GitHubIcon, LinkedInIcon } from './BrandIcons';

// The icons of the top bar, the menu and the social links, which client components draw: only
// these reach the browser's scripts. The content's own icons are in ContentIcon.tsx, drawn on the
// server only (one module with both put every content icon in every page's first-load scripts).
const navIcons: Record<NavIconName, LucideIcon> = {
  home: House,
  user: User,
  briefcase: Briefcase,
  folder: Folder,
  mail: Mail,
  notebook: NotebookPen,
};

export interface IconProps {
  size?: number;
  className?: string;
}

export function NavIcon({ name, size = 18, className }: IconProps & { name: NavIconName }) {
  const Component = navIcons[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}

export function SocialIcon({ name, size = 20, className }: IconProps & { name: SocialIconName }) {
  if (name === 'github') return <GitHubIcon size={size} className={className} />;
  if (name === 'linkedin') return <LinkedInIcon size={size} className={className} />;
  return <Mail size={size} className={className} aria-hidden="true" focusable="false" />;
}
