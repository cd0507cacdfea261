import type { ContactContent } from '@/lib/model/pageTypes';

// The Contact page (/contact). Its heading and introduction are in content/pages.ts; the form's
// labels and messages are interface texts (content/interface.ts).
export const contact: ContactContent = {
  availability: 'Available for graduate roles from July 2027, and for part-time or contract work now.',
  // Leave empty to send messages through the visitor's e-mail app (no backend needed). Set a form
  // service URL (e.g. https://formspree.io/f/your-id) to receive them as JSON POSTs instead.
  formEndpoint: '',
};
