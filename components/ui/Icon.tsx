import {
  Activity,
  Briefcase,
  Calculator,
  Calendar,
  ChartColumn,
  ChartPie,
  Check,
  Clock,
  Cpu,
  Database,
  DollarSign,
  Folder,
  House,
  Mail,
  NotebookPen,
  Rewind,
  Search,
  Server,
  Target,
  TrendingUp,
  User,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName, NavIconName, SocialIconName } from '@/lib/model/types';
import { GitHubIcon, LinkedInIcon } from './BrandIcons';

// The one place where the icon names used in content/ become components.
const contentIcons: Record<IconName, LucideIcon> = {
  'bar-chart': ChartColumn,
  zap: Zap,
  activity: Activity,
  users: Users,
  server: Server,
  database: Database,
  search: Search,
  check: Check,
  'dollar-sign': DollarSign,
  target: Target,
  cpu: Cpu,
  calendar: Calendar,
  rewind: Rewind,
  'trending-up': TrendingUp,
  calculator: Calculator,
  clock: Clock,
  'pie-chart': ChartPie,
};

const navIcons: Record<NavIconName, LucideIcon> = {
  home: House,
  user: User,
  briefcase: Briefcase,
  folder: Folder,
  mail: Mail,
  notebook: NotebookPen,
};

interface IconProps {
  size?: number;
  className?: string;
}

/** A metric or feature icon by its name; unknown names fall back to "zap". */
export function ContentIcon({ name, size = 20, className }: IconProps & { name: string }) {
  const Component = contentIcons[name as IconName] ?? Zap;
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
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
