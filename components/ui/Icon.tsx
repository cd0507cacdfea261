import { Briefcase, Folder, House, Mail, NotebookPen, User, type LucideIcon } from 'lucide-react';
import type { NavIconName, SocialIconName } from '@/lib/model/types';
import { GitHubIcon, LinkedInIcon } from './BrandIcons';

// The icons of the navigation and the social links. The top bar's are drawn on the server
// (components/layout/topBarIcons.tsx); only the mobile menu, loaded after the page, draws its
// navigation icons in the browser. The content's own icons are in ContentIcon.tsx, drawn on the
// server only (one module with both put every content icon in the menu's scripts).
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
