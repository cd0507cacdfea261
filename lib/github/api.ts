// The one way to the code-hosting API, for the visitor's browser (live stats), the build
// (prerendered stats) and `npm run import:github`: the address, a timeout on every request, the
// token (build and import only: never in the browser), the answer's JSON checked, what a rate limit
// says, and the pages of a long list. Plain fetch: no client library for three GETs.

/** The code-hosting service's public REST API. */
export const GITHUB_API_BASE = 'https://api.github.com';

// A hung code-hosting API request is aborted after this long and treated as a failure.
export const GITHUB_TIMEOUT_MS = 8000;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiOptions {
  /** Another fetch (the unit tests' stand-in). */
  fetch?: FetchLike;
  /** A hung request is aborted after this long and counts as a failure. */
  timeoutMs?: number;
  /** The API base (the build's GITHUB_API_URL, e.g. a test's stub server); the browser uses the default. */
  apiBase?: string;
  /** Build and import only: a token for the higher rate limit. Never given in the browser. */
  token?: string;
}

/**
 * GET `path` of the API (e.g. "/repos/octo/demo"): the answer, with its JSON body when it is OK.
 * Throws on a network failure, a timeout or an OK body that is not JSON. Lean on purpose: the
 * project page loads it with the page (getOrFail words the faults for the scripts).
 */
export async function getJson(path: string, options: ApiOptions): Promise<{ response: Response; body?: unknown }> {
  const url = `${options.apiBase ?? GITHUB_API_BASE}${path}`;
  const timeoutMs = options.timeoutMs ?? GITHUB_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/vnd.github+json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  try {
    const response = await fetchImpl(url, { headers, signal });
    if (!response.ok) return { response };
    return { response, body: await response.json() };
  } catch (error) {
    if (signal.aborted) throw new Error(`GitHub request timed out after ${timeoutMs} ms: ${url}`);
    throw error;
  }
}

/** A fault of the API a script cannot go on from; its message is one line for a person. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
}

/**
 * The OK answer's body of `path`, for a caller that stops at any fault (the import): no answer,
 * an answer that is not JSON and a refusal are each one GitHubApiError; `what` names what was
 * asked for.
 */
export async function getOrFail(path: string, options: ApiOptions, what: string): Promise<unknown> {
  let answer: Awaited<ReturnType<typeof getJson>>;
  try {
    answer = await getJson(path, options);
  } catch (error) {
    if (error instanceof SyntaxError) throw new GitHubApiError(`The code-hosting API answered ${what} with something that is not JSON.`);
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new GitHubApiError(`Could not reach the code-hosting API at ${new URL(options.apiBase ?? GITHUB_API_BASE).origin} (${reason}).`);
  }
  if (!answer.response.ok) throw refusedError(answer.response, what);
  return answer.body;
}

export type HeaderSource = Pick<Response, 'status'> & { headers?: Pick<Headers, 'get'> };

/**
 * Whether an answer is the API's rate limit (429, or 403 with no requests left or a retry-after):
 * undefined for any other answer; else until when it holds (epoch ms: retry-after, else
 * x-ratelimit-reset), or 0 when the answer does not say.
 */
export function rateLimitReset(response: HeaderSource, now: number): number | undefined {
  const header = (name: string) => response.headers?.get(name) ?? null;
  const retryAfter = header('retry-after');
  if (response.status !== 429 && (response.status !== 403 || (header('x-ratelimit-remaining') !== '0' && retryAfter === null))) return undefined;
  const reset = Number(header('x-ratelimit-reset'));
  let until = 0;
  if (retryAfter !== null) {
    const seconds = Number(retryAfter);
    const date = Date.parse(retryAfter);
    if (retryAfter.trim() !== '' && Number.isFinite(seconds)) until = now + seconds * 1000;
    else if (Number.isFinite(date)) until = date;
  } else if (Number.isFinite(reset) && reset > 0) {
    until = reset * 1000;
  }
  return until;
}

/** The one-line fault of an answer that is not OK: the rate limit, an unknown `what`, or the status. */
export function refusedError(response: Response, what: string): GitHubApiError {
  const reset = rateLimitReset(response, Date.now());
  if (reset !== undefined) {
    const when = reset ? ` until ${new Date(reset).toISOString().slice(11, 16)} UTC` : '';
    return new GitHubApiError(`The code-hosting API's rate limit is used up${when}; set GITHUB_TOKEN for a higher one, or try again later.`);
  }
  if (response.status === 404) return new GitHubApiError(`The code-hosting API knows no ${what}.`);
  return new GitHubApiError(`The code-hosting API answered ${response.status} ${response.statusText} for ${what}.`);
}

/** Pages of 100 entries read at most: 500 repositories are more than any portfolio shows. */
const MAX_PAGES = 5;

/** Every entry of a paged list (`path` without its page parameters); any fault throws GitHubApiError. */
export async function getAllPages(path: string, options: ApiOptions, what: string): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await getOrFail(`${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`, options, what);
    if (!Array.isArray(body)) throw new GitHubApiError(`The code-hosting API answered ${what} with something that is not a list.`);
    entries.push(...body);
    if (body.length < 100) break;
  }
  return entries;
}
