// Which texts of this build a partial language shows in the default language, as the lang
// attributes of the elements that show them (none in the default language or a complete one).
import 'server-only';
import { fallbackTag, untranslatedUnder, type UntranslatedTexts } from '../model/translation';
import type { LoadedContent } from './index';

/** lang for each of a group's fields that fell back: fallbackLangs('aboutPage', ['title']) → { title: 'en-US' }. */
export function fallbackLangs<Field extends string>({ language }: LoadedContent, group: string, fields: readonly Field[]): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const tag = fallbackTag(language.fallbacks, `${group}.${field}`, language.defaultTag);
    if (tag) found[field] = tag;
  }
  return found;
}

/**
 * The texts under `group` ("home.expertise", "projects.{id}") this build shows in the default
 * language, for a component's `untranslated` prop (langOf gives each element's lang); undefined
 * in the default language and a complete one, so their pages are what they always were.
 */
export function untranslatedIn({ language }: LoadedContent, group: string): UntranslatedTexts | undefined {
  return untranslatedUnder(language.fallbacks, group, language.defaultTag, language.tag);
}
