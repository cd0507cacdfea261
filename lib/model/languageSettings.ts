// The shape of content/site.ts `languages`, checked before the content is parsed. Each translation
// is only an object here: translation.ts checks it against the content it translates, and
// languages.ts types it for the owner's editor (LanguageSettings).
import { z } from 'zod';

/** A language as HTML's lang attribute and the URL want it: "es", "pt-br" (lower case). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;
const code = z.string().regex(LANGUAGE_CODE, 'must be a language code like "es" or "pt-br" (lower case)');

export const languagesSchema = z
  .strictObject({
    default: code,
    others: z.record(code, z.record(z.string(), z.unknown(), { error: 'must be a translation { home: ..., about: ... }' })),
    partial: z.array(code).optional(),
  })
  .superRefine((settings, ctx) => {
    if (settings.default in settings.others) ctx.addIssue({ code: 'custom', path: ['others', settings.default], message: 'is the default language: list only the others' });
    for (const [index, partial] of (settings.partial ?? []).entries()) {
      if (!(partial in settings.others)) ctx.addIssue({ code: 'custom', path: ['partial', index], message: `"${partial}" is not one of others (${Object.keys(settings.others).join(', ')})` });
    }
  });
