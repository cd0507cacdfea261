import type { ContactContent } from '@/lib/model/pageTypes';

// The Contact page (/contact). Its heading and introduction are in pages.ts; the form's labels
// and messages are interface texts (engine defaults, changed in interface.ts).
export const contact: ContactContent = {
  availability: 'When and for what kind of work you are available.',
  // Leave empty to send messages through the visitor's e-mail app (no backend needed). Set a form
  // service URL (e.g. https://formspree.io/f/your-id) to receive them as JSON POSTs instead.
  formEndpoint: '',
};
