// Browser client of the optional form endpoint (content/contact.ts `formEndpoint`, else
// NEXT_PUBLIC_CONTACT_ENDPOINT). Without one, the contact form falls back to mailto.
import type { ContactValues } from './contactForm';
import { trimContact } from './contactForm';

/** The endpoint the form POSTs to, or "" when messages go through the e-mail app. */
export function resolveContactEndpoint(fromContent: string, fromEnv: string | undefined): string {
  return fromContent.trim() || (fromEnv ?? '').trim();
}

/** POSTs the message as JSON; true when the endpoint answered 2xx, false on any failure. */
export async function sendContactMessage(
  endpoint: string,
  values: ContactValues,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(trimContact(values)),
    });
    return response.ok;
  } catch {
    // Offline, blocked or refused: the form shows its failure state and the mailto fallback.
    return false;
  }
}
