'use client';

import { useEffect } from 'react';
import { basePath } from '@/lib/paths';

// Any other path redirects to / (replacing the history entry), so Back skips the bad URL.
export function RedirectHome() {
  useEffect(() => {
    window.location.replace(`${basePath}/`);
  }, []);
  return null;
}
