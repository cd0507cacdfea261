// The contact form's rules and the mailto it composes. Pure functions: the form component only
// wires them to the DOM. The errors' words are interface texts (contactForm.errors), with
// {placeholders} for the limit and the length typed.
import type { InterfaceText } from '@/lib/model/interfaceText';
import { fillTemplate, formatText } from '@/lib/format/text';
import { formatNumber } from '@/lib/format/locale';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

// Name and subject at most 100 characters; message 10–5000 characters.
export const NAME_MAX = 100;
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

// One "@", no spaces, a dot in the domain: the check mail providers apply in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type ContactErrorTexts = InterfaceText['contactForm']['errors'];

/** The form's words; the hint's limits are filled in while prerendering. */
export type ContactFormTexts = Omit<InterfaceText['contactForm'], 'messageHint'> & { messageHint: string };

export function contactFormTexts(texts: InterfaceText['contactForm'], locale?: string): ContactFormTexts {
  return { ...texts, messageHint: formatText(texts.messageHint, { min: MESSAGE_MIN, max: formatNumber(MESSAGE_MAX, locale) }) };
}

function fieldError(field: ContactField, raw: string, texts: ContactErrorTexts): string | undefined {
  const value = raw.trim();
  if (!value) return texts[`${field}Missing` as const];
  // Counted in characters the visitor sees (code points), not UTF-16 units.
  const count = [...value].length;
  switch (field) {
    case 'name':
      return count > NAME_MAX ? fillTemplate(texts.nameTooLong, { max: NAME_MAX, count }) : undefined;
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : texts.emailInvalid;
    case 'subject':
      return count > SUBJECT_MAX ? fillTemplate(texts.subjectTooLong, { max: SUBJECT_MAX, count }) : undefined;
    case 'message':
      if (count < MESSAGE_MIN) return fillTemplate(texts.messageTooShort, { min: MESSAGE_MIN, count });
      if (count > MESSAGE_MAX) return fillTemplate(texts.messageTooLong, { max: MESSAGE_MAX, count });
      return undefined;
  }
}

/** Every field's error, in form order; an empty object when the form can be sent. */
export function validateContact(values: ContactValues, texts: ContactErrorTexts): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, values[field], texts);
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
