// The content model of the home page (content/home.ts is typed with these).
import type { IconName, TechCategory } from './types';

/** A stat with a fixed target, e.g. Projects 10+. */
export interface CountStat {
  label: string;
  target: number;
  /** Shown after the number, e.g. "+". */
  suffix?: string;
}

/** A stat counting whole years since a date, computed in the visitor's browser. */
export interface YearsStat {
  label: string;
  /** "YYYY-MM-DD" */
  yearsSince: string;
}

export type Stat = CountStat | YearsStat;

export interface ExpertiseArea {
  title: string;
  /** One of the spec's icon names, mapped to a component in components/ui/Icon.tsx. */
  icon: IconName;
  description: string;
}

export interface Skill {
  name: string;
  /** Picks the fallback icon when the skill has no known logo. */
  category: TechCategory;
}

export interface SectionText {
  heading: string;
  intro: string;
}

export interface HomeContent {
  greeting: string;
  roles: string[];
  bio: string;
  primaryAction: string;
  secondaryAction: string;
  stats: { heading: string; items: Stat[] };
  expertise: SectionText & { areas: ExpertiseArea[] };
  skills: SectionText & { items: Skill[] };
  collaborate: SectionText & { action: string };
}

export function isYearsStat(stat: Stat): stat is YearsStat {
  return 'yearsSince' in stat;
}
