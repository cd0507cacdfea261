// Browser client of the optional form endpoint (content/contact.ts `formEndpoint`, else
// NEXT_PUBLIC_CONTACT_ENDPOINT: lib/content/load.ts applies it). Without one, the contact form
// falls back to mailto.
import type { ContactValues } from './contactFormRules';
import { trimContact } from './contactFormRules';

/** A send that has not been answered by then is given up: the visitor gets the mailto fallback
 * instead of "Sending…" for good. */
export const CONTACT_TIMEOUT_MS = 15_000;

/**
 * POSTs the message as JSON; true when the endpoint answered 2xx, false on any failure, including
 * no answer within `timeoutMs` (the request is then aborted).
 */
export async function sendContactMessage(
  endpoint: string,
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONTACT_TIMEOUT_MS,
): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  // Settles at the deadline even if the fetch ignores the abort signal.
  const deadline = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false)));
  const request = fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(trimContact(values)),
    signal,
  }).then(
    (response) => response.ok,
    // Offline, blocked, refused or aborted: the form shows its failure state and the mailto fallback.
    () => false,
  );
  return Promise.race([request, deadline]);
}
