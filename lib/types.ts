// The content model (spec section 3). Owner data in content/ is typed with these.
import type {
  IconName,
  NavIconName,
  ProjectCategory,
  ProjectStatus,
  SocialIconName,
  TechCategory,
} from './constants';

export type { IconName, NavIconName, ProjectCategory, ProjectStatus, SocialIconName, TechCategory };

/** A year and month, "YYYY-MM". */
export type YearMonth = `${number}-${number}`;

export interface TechItem {
  name: string;
  category: TechCategory;
  /** How well the owner knows it, 0–100. */
  proficiency: number;
}

export interface Metric {
  icon: IconName;
  value: string;
  label: string;
}

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export interface Testimonial {
  content: string;
  name: string;
  role: string;
  /** Path of an image in public/, e.g. "/images/people/ada.webp". */
  avatar?: string;
}

export interface CodeSnippet {
  language: string;
  title: string;
  code: string;
}

export interface ProjectColors {
  /** Hex colours, e.g. "#2563eb": the detail hero runs from primary to secondary. */
  primary: string;
  secondary: string;
  accent: string;
}

export interface Project {
  /** URL slug: /projects/{id}. Lower-case letters, digits and hyphens. */
  id: string;
  title: string;
  subtitle: string;
  /** One or two sentences for cards and search results. */
  description: string;
  /** Paragraphs of the Overview tab, separated by blank lines. */
  longDescription: string;
  category: ProjectCategory;
  featured: boolean;
  status: ProjectStatus;
  startDate: YearMonth;
  endDate?: YearMonth;
  /** Path of an image in public/, e.g. "/images/projects/stockscope/thumb.webp". */
  thumbnail: string;
  /** Paths of screenshots in public/, first one shown large. */
  images: string[];
  techStack: TechItem[];
  metrics: Metric[];
  features: Feature[];
  /** challenges[i] is solved by solutions[i]. */
  challenges: string[];
  solutions: string[];
  impact: string[];
  testimonials: Testimonial[];
  codeSnippets?: CodeSnippet[];
  documentation?: string;
  liveDemo?: string;
  /** Repository address of the form https://github.com/{owner}/{repo}. */
  github?: string;
  tags: string[];
  color: ProjectColors;
}

export interface NavItem {
  /** The route path, e.g. "/projects". */
  id: string;
  label: string;
  icon: NavIconName;
}

export interface SocialLink {
  icon: SocialIconName;
  url: string;
  label: string;
}

export interface Profile {
  name: string;
  /** Shown in the avatar circle. */
  initials: string;
  email: string;
  githubUrl: string;
  linkedinUrl: string;
  /** File name of the resume PDF in public/, served from the site root. */
  resumeFile: string;
}
