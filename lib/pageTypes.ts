// Types of the owner's About, Experience and Contact content (content/about.ts, experience.ts,
// contact.ts). Kept apart from lib/types.ts, which models the spec's entities.
import type { TechCategory, YearMonth } from './types';

/** More about the owner than the navigation needs: used by About, Contact and the resume. */
export interface ProfileDetails {
  /** One line under the name, e.g. "Computer science student · machine learning". */
  headline: string;
  /** City and country, or "Remote". */
  location: string;
}

export interface Role {
  title: string;
  organization: string;
  location: string;
  /** "Internship", "Part-time", ... shown beside the organisation. */
  employmentType: string;
  startDate: YearMonth;
  /** Leave out while you still hold the role: it is then marked as current. */
  endDate?: YearMonth;
  /** 2–4 bullet points: what you did and what came of it. */
  highlights: string[];
  technologies: string[];
}

export interface Education {
  degree: string;
  school: string;
  location: string;
  startDate: YearMonth;
  endDate: YearMonth;
  /** True until you graduate: the end date is then shown as expected. */
  expected: boolean;
  highlights: string[];
}

export interface Certification {
  name: string;
  issuer: string;
  date: YearMonth;
}

/** A heading with a paragraph under it. */
export interface TextBlock {
  title: string;
  text: string;
}

export interface Interest {
  title: string;
  description: string;
}

export interface AboutContent {
  /** Path of a photo in public/ (e.g. "/images/me.webp"); without one the initials are shown. */
  photo?: string;
  /** Paragraphs of the bio. */
  bio: string[];
  educationTitle: string;
  lookingFor: TextBlock & { points: string[] };
  interestsTitle: string;
  interests: Interest[];
  skills: TextBlock & { groups: Record<TechCategory, string[]> };
  callToAction: TextBlock & { contactLabel: string; resumeLabel: string };
}

export interface ExperienceContent {
  rolesTitle: string;
  /** Shown beside a role without an end date. */
  currentLabel: string;
  /** Accessible name of each role's list of technologies. */
  technologiesLabel: string;
  roles: Role[];
  educationTitle: string;
  /** Shown after an education end date that is still expected. */
  expectedLabel: string;
  education: Education[];
  certificationsTitle: string;
  certifications: Certification[];
}

export interface ContactFormTexts {
  title: string;
  nameLabel: string;
  emailLabel: string;
  subjectLabel: string;
  messageLabel: string;
  /** Under the message box: its length limits. */
  messageHint: string;
  submitLabel: string;
  /** Announced when a submit finds fields to correct (each field also shows its own error). */
  errorSummary: string;
  sendingLabel: string;
  /** Shown after the form opened the visitor's e-mail app. */
  mailtoNote: string;
  /** Link text of the mailto link shown with mailtoNote and after a failed send. */
  mailtoLinkLabel: string;
  successMessage: string;
  failureMessage: string;
}

export interface ContactContent {
  /** The availability line beside the form. */
  availability: string;
  /**
   * Where the form POSTs JSON ({ name, email, subject, message }), e.g. a Formspree form URL.
   * Empty: the form opens the visitor's e-mail app instead (works on any static host).
   * NEXT_PUBLIC_CONTACT_ENDPOINT, when set at build time, is used if this is empty.
   */
  formEndpoint: string;
  directTitle: string;
  emailLabel: string;
  resumeLabel: string;
  form: ContactFormTexts;
}

/** Labels of the spec's tech categories, for the skills summary and the resume. */
export type TechCategoryLabels = Record<TechCategory, string>;
