'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  EMPTY_CONTACT,
  MESSAGE_MAX,
  composeMailto,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactFormTexts,
  type ContactField,
  type ContactValues,
} from '@/components/contact/contactFormRules';
import { sendContactMessage } from '@/components/contact/contactEndpoint';
import buttons from '@/components/ui/Button.module.css';
import { FormField } from './FormField';
import styles from './ContactForm.module.css';
import { formatNumber } from '@/lib/format/locale';

type Status = 'idle' | 'invalid' | 'mailto' | 'sending' | 'sent' | 'failed';

interface ContactFormProps {
  /** The owner's address: the mailto recipient. */
  to: string;
  /** Where to POST the message; empty: open the visitor's e-mail app instead. */
  endpoint: string;
  texts: ContactFormTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
  /** The send button's and the errors' icons, drawn by the page on the server (components/ui/plainIcon.tsx). */
  icons: { send: ReactNode; error: ReactNode };
}

export function ContactForm({ to, endpoint, texts, locale, icons }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After the first submit, errors follow the text as the visitor fixes it.
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const mailto = composeMailto(to, values);
  const formRef = useRef<HTMLFormElement>(null);
  // The first field to fix is focused once its error is on the page: a screen reader then reads the
  // error with the field (aria-describedby), and the browser lays the form out once, not once
  // before the errors and again after.
  const toFocus = useRef<ContactField | null>(null);
  useLayoutEffect(() => {
    if (!toFocus.current) return;
    // Fields are named after their ContactField, so the form finds the first one to fix.
    (formRef.current?.elements.namedItem(toFocus.current) as HTMLElement | null)?.focus();
    toFocus.current = null;
  });

  const update = (field: ContactField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next, texts.errors));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContact(values, texts.errors);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) {
      setStatus('invalid');
      toFocus.current = first;
      return;
    }
    if (!endpoint) {
      setStatus('mailto');
      window.location.href = mailto;
      return;
    }
    setStatus('sending');
    if (await sendContactMessage(endpoint, values)) {
      setStatus('sent');
      setValues(EMPTY_CONTACT);
      setAttempted(false);
    } else {
      // The text stays in the form; the mailto link offers another way to send it.
      setStatus('failed');
    }
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    value: values[name],
    error: errors[name],
    onChange: update(name),
  });
  const length = [...values.message.trim()].length;
  // Before the scripts run, or without them, the browser sends the form itself: a POST to the
  // endpoint, or the e-mail app with the fields as plain text. Never a GET to this page, which
  // would put the visitor's text in the address bar, the history and the host's logs.
  const nativeSend = endpoint
    ? { action: endpoint, method: 'post' }
    : { action: `mailto:${to}`, method: 'post', encType: 'text/plain' };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate {...nativeSend}>
      <div className={styles.row}>
        <FormField errorIcon={icons.error} {...field('name')} label={texts.nameLabel} autoComplete="name" />
        <FormField errorIcon={icons.error} {...field('email')} label={texts.emailLabel} type="email" autoComplete="email" />
      </div>
      <FormField errorIcon={icons.error} {...field('subject')} label={texts.subjectLabel} />
      <FormField
        errorIcon={icons.error}
        {...field('message')}
        label={texts.messageLabel}
        hint={texts.messageHint}
        multiline
        aside={
          <span className={styles.count} aria-hidden="true" data-over={length > MESSAGE_MAX ? '' : undefined}>
            {formatNumber(length, locale)} / {formatNumber(MESSAGE_MAX, locale)}
          </span>
        }
      />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} aria-disabled={status === 'sending' || undefined}>
        {icons.send}
        {status === 'sending' ? texts.sendingLabel : texts.submitLabel}
      </button>
      <div className={styles.status} role="status" data-tone={status}>
        {status === 'invalid' && <p>{texts.errorSummary}</p>}
        {status === 'sent' && <p>{texts.successMessage}</p>}
        {(status === 'mailto' || status === 'failed') && (
          <p>
            {status === 'mailto' ? texts.mailtoNote : texts.failureMessage} <a href={mailto}>{texts.mailtoLinkLabel}</a>
          </p>
        )}
      </div>
    </form>
  );
}
