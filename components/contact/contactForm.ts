// The contact form's rules (issue 6; the spec leaves them open) and the mailto it composes.
// Pure functions: the form component only wires them to the DOM.

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

// issue 6: name and subject at most 100 characters; message 10–5000 characters
export const NAME_MAX = 100;
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

// One "@", no spaces, a dot in the domain: the check mail providers apply in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const REQUIRED: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
};

function fieldError(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return REQUIRED[field];
  // Counted in characters the visitor sees (code points), not UTF-16 units.
  const length = [...value].length;
  switch (field) {
    case 'name':
      return length > NAME_MAX ? `Your name must be at most ${NAME_MAX} characters (now ${length}).` : undefined;
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : 'Please enter an e-mail address like name@example.com.';
    case 'subject':
      return length > SUBJECT_MAX ? `The subject must be at most ${SUBJECT_MAX} characters (now ${length}).` : undefined;
    case 'message':
      if (length < MESSAGE_MIN) return `The message must be at least ${MESSAGE_MIN} characters (now ${length}).`;
      if (length > MESSAGE_MAX) return `The message must be at most ${MESSAGE_MAX} characters (now ${length}).`;
      return undefined;
  }
}

/** Every field's error, in form order; an empty object when the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field with an error, in form order: where focus goes after a failed submit. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}

/** The values as sent: surrounding white space removed. */
export function trimContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** The e-mail body: the message, then who wrote it. Lines end in CRLF as RFC 6068 asks. */
export function contactBody(values: ContactValues): string {
  const { name, email, message } = trimContact(values);
  return [...message.split(/\r\n|\r|\n/), '', `${name} <${email}>`].join('\r\n');
}

/**
 * mailto:{to}?subject=…&body=… with subject and body encoded by encodeURIComponent, so spaces
 * become %20 (not "+"), line breaks %0D%0A and "&", "?", "#" cannot end a field early.
 */
export function composeMailto(to: string, values: ContactValues): string {
  const subject = encodeURIComponent(trimContact(values).subject);
  const body = encodeURIComponent(contactBody(values));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
