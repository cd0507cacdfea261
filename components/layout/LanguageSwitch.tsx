import { basePath } from '@/lib/paths';
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

/** The same page in another language: the route as it is, except that below the notes list only a
 * translated note, or a tag page or later page that language's notes make too, is kept (the
 * languages' notes differ): anything else becomes that language's notes list. With trailing
 * slashes, as the export writes every route. */
export function switchTarget(pathname: string, language: SwitchLanguage): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const note = /^\/notes\/([^/]+)$/.exec(path)?.[1];
  const there = note ? language.noteSlugs.includes(note) : language.notesLists.includes(path);
  const kept = path.startsWith('/notes/') && !there ? '/notes' : path;
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
