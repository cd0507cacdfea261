// The content model of the home page (content/home.ts), inferred from lib/model/schema.ts.
import type { z } from 'zod';
import type {
  countStatSchema,
  expertiseAreaSchema,
  homeSchema,
  sectionTextSchema,
  skillSchema,
  statSchema,
  yearsStatSchema,
} from './schema';

/** A stat with a fixed target, e.g. Projects 10+. */
export type CountStat = z.infer<typeof countStatSchema>;
/** A stat counting whole years since a date, computed in the visitor's browser. */
export type YearsStat = z.infer<typeof yearsStatSchema>;
export type Stat = z.infer<typeof statSchema>;
export type ExpertiseArea = z.infer<typeof expertiseAreaSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type SectionText = z.infer<typeof sectionTextSchema>;
export type HomeContent = z.infer<typeof homeSchema>;

export function isYearsStat(stat: Stat): stat is YearsStat {
  return 'yearsSince' in stat;
}
