import type { ContactContent } from '@/lib/content/pageTypes';

// The Contact page (/contact). Its heading and introduction are in pages.ts.
export const contact: ContactContent = {
  availability: 'When and for what kind of work you are available.',
  // Leave empty to send messages through the visitor's e-mail app (no backend needed). Set a form
  // service URL (e.g. https://formspree.io/f/your-id) to receive them as JSON POSTs instead.
  formEndpoint: '',
  directTitle: 'Reach me directly',
  emailLabel: 'Email',
  resumeLabel: 'Download Resume',
  form: {
    title: 'Send a message',
    nameLabel: 'Name',
    emailLabel: 'Email',
    subjectLabel: 'Subject',
    messageLabel: 'Message',
    messageHint: 'Between 10 and 5,000 characters.',
    submitLabel: 'Send Message',
    sendingLabel: 'Sending...',
    errorSummary: 'Some fields need your attention. Each one says what to change.',
    mailtoNote: 'Your e-mail app should open with the message ready to send. Nothing opened?',
    mailtoLinkLabel: 'Open it in your e-mail app',
    successMessage: 'Thank you, your message is on its way.',
    failureMessage: 'Sorry, the message could not be sent. Your text is still in the form: try again, or send it from your e-mail app.',
  },
};
