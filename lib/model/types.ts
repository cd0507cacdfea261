// The content model, inferred from the schemas in lib/model/schema.ts: change a
// field there and these types follow. Type-only imports: nothing here reaches the browser bundle.
import type { z } from 'zod';
import type {
  codeSnippetSchema,
  featureSchema,
  metricSchema,
  navItemSchema,
  profileSchema,
  projectColorsSchema,
  projectSchema,
  socialLinkSchema,
  techItemSchema,
  testimonialSchema,
} from './schema';
import type {
  IconName,
  NavIconName,
  ProjectCategory,
  ProjectStatus,
  SocialIconName,
  TechCategory,
} from './vocabulary';

export type { IconName, NavIconName, ProjectCategory, ProjectStatus, SocialIconName, TechCategory };

/** A year and month, "YYYY-MM". */
export type YearMonth = `${number}-${number}`;

export type TechItem = z.infer<typeof techItemSchema>;
export type Metric = z.infer<typeof metricSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CodeSnippet = z.infer<typeof codeSnippetSchema>;
export type ProjectColors = z.infer<typeof projectColorsSchema>;
/** A project as the site uses it: optional lists filled in, thumbnail always set. */
export type Project = z.infer<typeof projectSchema>;
/** A project as the owner writes it in content/projects (impact, testimonials, codeSnippets, thumbnail optional). */
export type ProjectInput = z.input<typeof projectSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Profile = z.infer<typeof profileSchema>;
