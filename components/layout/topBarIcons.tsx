import 'server-only';
import type { ReactNode } from 'react';
import type { NavIconName, NavItem, SocialIconName, SocialLink } from '@/lib/model/types';
import type { PlainIcon } from '@/components/ui/plainIcon';
import { Briefcase, Download, Folder, House, Mail, Menu, Monitor, Moon, NotebookPen, Search, Sun, User, X } from '@/components/ui/serverIcons';
import { SocialIcon } from '@/components/ui/SocialIcon';
import type { ThemeChoice } from './theme';

// The top bar's icons, drawn on the server by the site's layout as plain SVG and handed to the
// bar's client components as finished elements: drawn in the browser (or by lucide's components,
// which are client components), they put lucide's runtime and every icon's outline into the
// scripts of every page's first load. Server-only: a client component that imported this module
// would bring them back.

// The navigation's icons by name.
const navIcons: Record<NavIconName, PlainIcon> = {
  home: House,
  user: User,
  briefcase: Briefcase,
  folder: Folder,
  mail: Mail,
  notebook: NotebookPen,
};

/** The icons of the top bar and its mobile menu, each at the size the bar shows it (the menu's
 * stylesheet draws some larger). */
export interface TopBarIcons {
  /** By name, for the names the bar's items use. */
  nav: Partial<Record<NavIconName, ReactNode>>;
  /** By name, for the names the social links use (the menu shows them at the same size). */
  social: Partial<Record<SocialIconName, ReactNode>>;
  /** The theme switch's buttons (the menu's switch shows them at the same size). */
  theme: Record<ThemeChoice, ReactNode>;
  search: ReactNode;
  download: ReactNode;
  menu: ReactNode;
  /** The mobile menu's close button. */
  close: ReactNode;
}

/** Only the icons the items and links name: each one drawn is in every page's markup. */
export function topBarIcons(items: NavItem[], socialLinks: SocialLink[]): TopBarIcons {
  const byName = <Name extends string>(names: Name[], draw: (name: Name) => ReactNode) =>
    Object.fromEntries(names.map((name) => [name, draw(name)])) as Partial<Record<Name, ReactNode>>;
  return {
    nav: byName(
      items.map((item) => item.icon),
      (name) => {
        const Icon = navIcons[name];
        return <Icon size={16} aria-hidden="true" focusable="false" />;
      },
    ),
    social: byName(
      socialLinks.map((link) => link.icon),
      (name) => <SocialIcon name={name} size={20} />,
    ),
    theme: {
      light: <Sun size={16} aria-hidden="true" />,
      dark: <Moon size={16} aria-hidden="true" />,
      system: <Monitor size={16} aria-hidden="true" />,
    },
    search: <Search size={18} aria-hidden="true" />,
    download: <Download size={16} aria-hidden="true" />,
    menu: <Menu size={24} aria-hidden="true" />,
    close: <X size={24} aria-hidden="true" />,
  };
}
