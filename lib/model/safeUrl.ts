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
/** The URL parser drops a line break or tab inside an address without a word ("https://a.example\nb"
 * is https://a.exampleb): an address is refused with one, and with any other control character. */
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
export const ONE_LINE_MESSAGE = 'must be one address on one line (no line break, tab or other control character)';
const address = (check: z.ZodType<string, string>) =>
  z.string().regex(ONE_LINE, { message: ONE_LINE_MESSAGE, abort: true }).pipe(check).refine(withoutCredentials, NO_CREDENTIALS);
export const httpUrl = address(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be an http(s) URL' }));
/** Where the browser sends visitors' data or where the site lives: an http: address fails as mixed
 * content on an https: page and sends the data unencrypted. */
export const httpsUrl = address(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// URL' }));
/** The address `value` names, or undefined when it is none (a check after a failed one must not throw). */
export const parsedUrl = (value: string): URL | undefined => (URL.canParse(value) ? new URL(value) : undefined);
