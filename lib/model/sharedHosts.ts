// Hosts that serve many parties' files from one origin (public CDNs of npm and GitHub, shared
// storage buckets, hosted libraries). Allowing such an origin in script-src would let any of its
// files run on the site, which undoes the hash-only policy if an injection ever appeared; a script
// the owner loads from one is allowed by its own address instead (CSP matches a source with a path
// exactly). A host where each party has a subdomain of its own (someone.github.io, a CloudFront
// distribution) is one party's origin and is not listed.

/** Hosts matched with every subdomain (mirrors of one CDN share its files). */
const SHARED_DOMAINS = [
  'jsdelivr.net', // cdn., fastly., gcore., testingcf.: every npm package and GitHub repository
  'esm.run', // jsDelivr's ES modules
  'unpkg.com',
  'npmcdn.com', // unpkg's old name
  'esm.sh',
  'skypack.dev',
  'pika.dev', // Skypack's old name
  'jspm.io',
  'jspm.dev',
  'deno.land', // deno.land/x: anyone's modules
  'jsr.io',
  'githubusercontent.com', // raw., gist.: every repository's and gist's files
  'githack.com',
  'statically.io',
  'rawgit.com',
  'gitcdn.link',
  'gitcdn.xyz',
];
/** Hosts matched exactly (their subdomains belong to other services or to one party). */
const SHARED_HOSTS = [
  'cdnjs.cloudflare.com',
  'ajax.googleapis.com', // Google's hosted libraries, old Angular among them
  'storage.googleapis.com', // every bucket, by path
  's3.amazonaws.com', // buckets by path; bucket.s3.amazonaws.com is the bucket's own
];
/** Amazon S3's regional endpoints, which also serve buckets by path: s3.eu-west-1.amazonaws.com. */
const S3_REGIONAL = /^s3[.-][a-z0-9-]+\.amazonaws\.com$/;

/** Whether `hostname` (as the URL parser writes it: lower case) serves many parties' files. */
export function isSharedHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  return SHARED_HOSTS.includes(host) || S3_REGIONAL.test(host) || SHARED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The script-src source that allows the script at `address` (a checked https URL): its origin, or
 * on a shared host the script's own path, which matches that file only. A path source cannot hold
 * ";" or "," (they end a directive or a policy), and "&" and "'" would be read as markup or a
 * keyword around it: those are written percent-encoded, which CSP decodes before it compares.
 */
export function scriptSource(address: string): string {
  const url = new URL(address);
  if (!isSharedHost(url.hostname)) return url.origin;
  return `${url.origin}${url.pathname.replace(/[;,&'"<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}
