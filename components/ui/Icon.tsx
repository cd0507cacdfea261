import { Briefcase, Folder, House, Mail, NotebookPen, User, type LucideIcon } from 'lucide-react';
import type { NavIconName } from '@/lib/model/types';

// The navigation's icons by name. The top bar draws them on the server, as plain SVG
// (components/layout/topBarIcons.tsx); only the mobile menu, loaded after the page, draws them in
// the browser, at its own size. The social links' icons are in SocialIcon.tsx, the content's in
// ContentIcon.tsx, both drawn on the server only.
export const navIcons: Record<NavIconName, LucideIcon> = {
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
