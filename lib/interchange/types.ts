// The parts of a JSON Resume (jsonresume.org, draft-07 schema in @jsonresume/schema) that the
// site reads or writes. Every field is optional there, and extra fields are allowed.

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
}

export interface JsonResumeWork {
  name?: string;
  position?: string;
  location?: string;
  description?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  /** Not in the schema; some résumés list a role's technologies here. */
  keywords?: string[];
}

export interface JsonResumeEducation {
  institution?: string;
  url?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface JsonResumeCertificate {
  name?: string;
  date?: string;
  url?: string;
  issuer?: string;
}

export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}

export interface JsonResumeProject {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
  roles?: string[];
  entity?: string;
  type?: string;
}

export interface JsonResumePublication {
  name?: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  certificates?: JsonResumeCertificate[];
  skills?: JsonResumeSkill[];
  languages?: Array<{ language?: string; fluency?: string }>;
  interests?: Array<{ name?: string; keywords?: string[] }>;
  references?: Array<{ name?: string; reference?: string }>;
  projects?: JsonResumeProject[];
  publications?: JsonResumePublication[];
  meta?: Record<string, unknown>;
  [section: string]: unknown;
}
