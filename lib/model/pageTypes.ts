// Types of the owner's About, Experience, Contact, page and resume content, inferred from the
// schemas in lib/model/schema.ts (type-only imports: nothing here reaches the browser bundle).
import type { z } from 'zod';
import type {
  aboutSchema,
  certificationSchema,
  contactSchema,
  educationSchema,
  experienceSchema,
  interestSchema,
  pageIntroSchema,
  profileDetailsSchema,
  resumeSchema,
  roleSchema,
  siteSchema,
  textBlockSchema,
} from './schema';
import type { TechCategory } from './vocabulary';
import type { brandColorsSchema, paletteSchema } from './themeSchema';

/** More about the owner than the navigation needs: used by About, Contact and the resume. */
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Certification = z.infer<typeof certificationSchema>;
/** A heading with a paragraph under it. */
export type TextBlock = z.infer<typeof textBlockSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type ExperienceContent = z.infer<typeof experienceSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
/** The names of the technology categories, for the skills summary and the resume (interface texts). */
export type TechCategoryLabels = Readonly<Record<TechCategory, string>>;
/** A page's heading and introduction (content/pages.ts). */
export type PageIntro = z.infer<typeof pageIntroSchema>;
export type ResumeContent = z.infer<typeof resumeSchema>;
/** content/site.ts as the owner writes it: the settings with an engine default may be left out. */
export type SiteSettings = z.input<typeof siteSchema>;
/** One theme's colours (content/theme.ts). */
export type Palette = z.infer<typeof paletteSchema>;
/** The owner's brand colours: a palette for the light theme and one for the dark theme. */
export type BrandColors = z.infer<typeof brandColorsSchema>;
