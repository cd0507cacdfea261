// The owner's add-ons (content/integrations.ts): an analytics provider and giscus comments. The
// schema checks every address before the build; the helpers below say which script a page loads
// and which hosts its Content-Security-Policy must allow, so the policy follows the configuration
// and an owner never edits an engine file or the policy by hand.
import { z } from 'zod';
import { httpsUrl, parsedUrl } from './safeUrl';
import { isSharedHost, scriptSource } from './sharedHosts';

const WILDCARD = 'must not contain a wildcard "*": name each host';
const ONLY_ORIGIN = 'must be an origin only, like https://stats.example.org (no path, query or fragment)';
/** A host the browser may reach, written as its https origin; wildcards never widen the policy. */
const origin = z
  .string()
  .refine((value) => !value.includes('*'), { message: WILDCARD, abort: true })
  .pipe(httpsUrl)
  // An address the URL check refused is not reported twice.
  .refine((value) => {
    const url = parsedUrl(value);
    return !url || url.origin === value.replace(/\/$/, '');
  }, ONLY_ORIGIN)
  .transform((value) => new URL(value).origin);
/** A script address: https, and no wildcard (a policy source cannot be narrower than its host). On
 * a host that serves many parties' files the policy allows this one file, so it must name a file. */
const scriptUrl = z
  .string()
  .refine((value) => !value.includes('*'), { message: WILDCARD, abort: true })
  .pipe(httpsUrl)
  .refine((value) => {
    const url = parsedUrl(value);
    return !url || !isSharedHost(url.hostname) || !url.pathname.endsWith('/');
  }, 'is on a host that serves many parties\' files, so the policy allows only this file: write the address of the script itself, e.g. https://cdn.jsdelivr.net/npm/some-package@1.2.3/dist/script.js');
/** Where a provider's script sends the visits when no host is set: its own origin, which on a
 * shared host is no provider's. */
const ownHostFor = (field: string) => (analytics: { scriptUrl: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
  const url = parsedUrl(analytics.scriptUrl);
  const set = analytics[field];
  if (url && isSharedHost(url.hostname) && (set === undefined || (Array.isArray(set) && set.length === 0))) {
    ctx.addIssue({ code: 'custom', path: [field], message: `must be set when scriptUrl is on ${url.hostname}, a host that serves many parties' files: the script would send the visits there` });
  }
};
/** Plain text on one line: names and labels the pages show or send. */
const label = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[^\u0000-\u001f\u007f-\u009f]+$/, 'must be plain text on one line (no control character)');
/** An id giscus.app or a provider shows, pasted as is. */
const pastedId = (example: string) => z.string().regex(/^[A-Za-z0-9_=-]{4,100}$/, `must be the id exactly as shown (e.g. ${example})`);

const plausible = z.strictObject({
  provider: z.literal('plausible'),
  /** The site's domain as registered in Plausible (e.g. someone.github.io). */
  domain: z.string().regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i, 'must be the domain registered in Plausible (e.g. someone.github.io)'),
  /** Self-hosted Plausible: its script; the events go to the same host unless `apiHost` says otherwise. */
  scriptUrl: scriptUrl.default('https://plausible.io/js/script.js'),
  apiHost: origin.optional(),
}).superRefine(ownHostFor('apiHost'));
const umami = z.strictObject({
  provider: z.literal('umami'),
  websiteId: z.uuid('must be the website id Umami shows (a UUID)'),
  scriptUrl: scriptUrl.default('https://cloud.umami.is/script.js'),
  /** Where the events go when it is not the script's host. */
  hostUrl: origin.optional(),
}).superRefine(ownHostFor('hostUrl'));
const goatcounter = z.strictObject({
  provider: z.literal('goatcounter'),
  /** The code of https://{code}.goatcounter.com. */
  code: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be your GoatCounter code: the {code} of https://{code}.goatcounter.com'),
});
const cloudflare = z.strictObject({
  provider: z.literal('cloudflare'),
  /** The token of the snippet Cloudflare Web Analytics gives ("token": "…"). */
  token: z.string().regex(/^[0-9a-f]{32}$/, 'must be the 32-character token of the Cloudflare Web Analytics snippet'),
});
const custom = z.strictObject({
  provider: z.literal('custom'),
  /** The provider's name, for the privacy line. */
  name: label,
  scriptUrl,
  /** Every host the script sends data to (its own is added). */
  hosts: z.array(origin).default([]),
  /** The data-* attributes its snippet puts on the <script> tag. */
  attributes: z.record(z.string().regex(/^data-[a-z0-9-]+$/, 'must be a data-* attribute name'), label).default({}),
}).superRefine(ownHostFor('hosts'));

export const analyticsSchema = z.discriminatedUnion('provider', [plausible, umami, goatcounter, cloudflare, custom], {
  error: 'must name a provider: "plausible", "umami", "goatcounter", "cloudflare" or "custom"',
});

export const commentsSchema = z.strictObject({
  provider: z.literal('giscus'),
  /** The GitHub repository whose Discussions hold the comments: owner/name. */
  repo: z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, 'must be a GitHub repository written owner/name (e.g. someone/site)')
    .refine((value) => !/\/\.{1,2}$/.test(value), 'must be a GitHub repository written owner/name (e.g. someone/site)'),
  repoId: pastedId('R_kgDOxxxxxx'),
  category: label,
  categoryId: pastedId('DIC_kwDOxxxxxx'),
  /** How a page finds its discussion: by its path (the default), full address or title. */
  mapping: z.enum(['pathname', 'url', 'title', 'og:title']).default('pathname'),
  /** Which pages show comments: notes by default, project pages when asked. */
  on: z.strictObject({ notes: z.boolean().default(true), projects: z.boolean().default(false) }).default({ notes: true, projects: false }),
  reactions: z.boolean().default(true),
  /** A self-hosted giscus. */
  host: origin.default('https://giscus.app'),
});

export const integrationsSchema = z.strictObject({
  analytics: analyticsSchema.optional(),
  comments: commentsSchema.optional(),
});

export type Analytics = z.output<typeof analyticsSchema>;
export type Comments = z.output<typeof commentsSchema>;
export type Integrations = z.output<typeof integrationsSchema>;
/** What an owner writes in content/integrations.ts. */
export type IntegrationsContent = z.input<typeof integrationsSchema>;

/** What the analytics snippet is: its script and the attributes the provider reads from its tag. */
export interface AnalyticsScript {
  provider: string;
  src: string;
  attributes: Record<string, string>;
  /** Every origin the browser reaches for it: the script's and where the visits are sent. */
  scriptOrigins: string[];
  connectOrigins: string[];
  /** What script-src allows for it: its origin, or on a shared host its own address (./sharedHosts.ts). */
  scriptSources: string[];
}

const originOf = (url: string) => new URL(url).origin;

export function analyticsScript(analytics: Analytics): AnalyticsScript {
  const own = (src: string, attributes: Record<string, string>, provider: string, connect = originOf(src)) => ({
    provider,
    src,
    attributes,
    scriptOrigins: [originOf(src)],
    connectOrigins: [connect],
    scriptSources: [scriptSource(src)],
  });
  switch (analytics.provider) {
    case 'plausible':
      return own(
        analytics.scriptUrl,
        { 'data-domain': analytics.domain, ...(analytics.apiHost && { 'data-api': `${analytics.apiHost}/api/event` }) },
        'Plausible',
        analytics.apiHost,
      );
    case 'umami':
      return own(analytics.scriptUrl, { 'data-website-id': analytics.websiteId, ...(analytics.hostUrl && { 'data-host-url': analytics.hostUrl }) }, 'Umami', analytics.hostUrl);
    case 'goatcounter': {
      const endpoint = `https://${analytics.code}.goatcounter.com`;
      return own('https://gc.zgo.at/count.js', { 'data-goatcounter': `${endpoint}/count` }, 'GoatCounter', endpoint);
    }
    case 'cloudflare':
      return own(
        'https://static.cloudflareinsights.com/beacon.min.js',
        { 'data-cf-beacon': JSON.stringify({ token: analytics.token }) },
        'Cloudflare Web Analytics',
        'https://cloudflareinsights.com',
      );
    case 'custom': {
      // A self-hosted script reports to its own host; a shared host is no one's collector.
      const script = new URL(analytics.scriptUrl);
      const reportsHome = isSharedHost(script.hostname) ? [] : [script.origin];
      return {
        ...own(analytics.scriptUrl, analytics.attributes, analytics.name),
        connectOrigins: [...new Set([...reportsHome, ...analytics.hosts])],
      };
    }
  }
}

/** The hosts a page's add-ons reach, by the directive of the policy that must allow them. */
export interface AddOnHosts {
  script: string[];
  connect: string[];
  frame: string[];
}

export const NO_ADD_ONS: AddOnHosts = { script: [], connect: [], frame: [] };

/** What one page's add-ons need: analytics on every page, the comments frame only where it is shown. */
export function addOnHosts(integrations: Integrations | undefined, withComments: boolean): AddOnHosts {
  const analytics = integrations?.analytics && analyticsScript(integrations.analytics);
  const comments = withComments ? integrations?.comments : undefined;
  return {
    script: analytics?.scriptSources ?? [],
    connect: analytics?.connectOrigins ?? [],
    frame: comments ? [comments.host] : [],
  };
}

/** The section of the site a comments-capable page belongs to. */
export type CommentedKind = keyof Comments['on'];

/** Whether any kind of page shows comments: only then does a site carry the frame's code and stylesheets. */
export function commentsShown(integrations: Integrations | undefined): integrations is Integrations & { comments: Comments } {
  const on = integrations?.comments?.on;
  return Boolean(on && (on.notes || on.projects));
}

/** The comments settings when pages of this kind show comments. */
export function commentsOn(integrations: Integrations | undefined, kind: CommentedKind): Comments | undefined {
  return integrations?.comments?.on[kind] ? integrations.comments : undefined;
}
