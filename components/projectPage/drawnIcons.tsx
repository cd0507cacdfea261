import 'server-only';
import { Activity, Check, Clock, Copy, GitFork, History, Star } from '@/components/ui/serverIcons';
import type { StatusIcons } from '@/components/ui/StatusBadge';
import type { CopyIcons } from './CopyButton';
import type { StatsIcons } from './RepositoryStatsCard';

// The icons of the project page's client components (the copy button, also in notes and
// publications, and the repository card), drawn on the server once for every use on the page
// (components/ui/plainIcon.tsx says why); and its status badge's, drawn as plain SVG (the projects
// list's cards, drawn in the browser, take lucide's: components/ui/statusIcons.ts).

export const COPY_ICONS: CopyIcons = {
  copy: <Copy size={16} aria-hidden="true" />,
  copied: <Check size={16} aria-hidden="true" />,
};

export const STATS_ICONS: StatsIcons = {
  stars: <Star size={16} aria-hidden="true" />,
  forks: <GitFork size={16} aria-hidden="true" />,
  updated: <History size={16} aria-hidden="true" />,
};

export const STATUS_ICONS: StatusIcons = { activity: Activity, check: Check, clock: Clock };
