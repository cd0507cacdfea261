import {
  Activity,
  Calculator,
  Calendar,
  ChartColumn,
  ChartPie,
  Check,
  Clock,
  Cpu,
  Database,
  DollarSign,
  Rewind,
  Search,
  Server,
  Target,
  TrendingUp,
  Users,
  Zap,
} from '@/components/ui/serverIcons';
import type { IconName } from '@/lib/model/types';
import type { IconProps, PlainIcon } from './plainIcon';

// The one place where the icon names used in content/ become components.
const contentIcons: Record<IconName, PlainIcon> = {
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

/** A metric or feature icon by its name; unknown names fall back to "zap". */
export function ContentIcon({ name, size = 20, className }: IconProps & { name: string }) {
  const Component = contentIcons[name as IconName] ?? Zap;
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
