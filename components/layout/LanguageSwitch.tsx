import { basePath } from '@/lib/paths';
import { languageHas } from '@/lib/paths/languageRoutes';
import styles from './LanguageSwitch.module.css';

/** A language of the site as the switch links to it. */
export interface SwitchLanguage {
  code: string;
  /** Its own name for itself ("Español"). */
  name: string;
  /** "" for the default language, "/es" for the others. */
  prefix: string;
  /** The notes written in it: a note without a translation links to that language's notes list. */
  noteSlugs: string[];
  /** Its later pages of the notes and tag pages ("/notes/page/2", "/notes/tag/power"). */
  notesLists: string[];
}

export interface LanguageSwitchProps {
  languages: SwitchLanguage[];
  /** The language of this page. */
  current: string;
  /** This page's route within its language ("/notes/x"). */
  pathname: string;
  label: string;
  className?: string;
}

/** The same page in another language: the route as it is where that language has it
 * (languageHas: the languages' notes differ); else, below the notes, that language's notes list,
 * or its home page when it has no notes at all. With trailing slashes, as the export writes every
 * route. */
export function switchTarget(pathname: string, language: SwitchLanguage): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const kept = languageHas(path, language) ? path : languageHas('/notes', language) ? '/notes' : '/';
  return `${basePath}${language.prefix}${kept === '/' ? '/' : `${kept}/`}`;
}

// Plain links (a full page load, no script, no cookie): each language is its own set of pages.
export function LanguageSwitch({ languages, current, pathname, label, className }: LanguageSwitchProps) {
  const others = languages.filter((language) => language.code !== current);
  if (others.length === 0) return null;
  return (
    <ul className={`${styles.switch} ${className ?? ''}`} aria-label={label}>
      {others.map((language) => (
        <li key={language.code}>
          <a href={switchTarget(pathname, language)} hrefLang={language.code} lang={language.code} className={styles.link}>
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
