// The URL checks every content file shares: the schemas of the content files and of the add-ons
// (./integrations.ts) accept an address only through these.
import { z } from 'zod';

/** A URL with a user name or password in it ("https://github.com@evil.example/") shows one host
 * and opens another, and would publish the secret: never accepted. */
export const withoutCredentials = (value: string) => {
  try {
    const url = new URL(value);
    return !url.username && !url.password;
  } catch {
    return true; // the URL check itself reports what is wrong
  }
};
export const NO_CREDENTIALS = 'must not contain a user name or password (the part before "@")';
export const httpUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be an http(s) URL' })
  .refine(withoutCredentials, NO_CREDENTIALS);
/** Where the browser sends visitors' data or where the site lives: an http: address fails as mixed
 * content on an https: page and sends the data unencrypted. */
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// URL' })
  .refine(withoutCredentials, NO_CREDENTIALS);
