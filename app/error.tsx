'use client';
// A fault while rendering a page: the site's header and footer stay, with a message in the page.
import { PageError } from '@/components/errors/PageError';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container">
      <PageError error={error} retry={reset} />
    </div>
  );
}
