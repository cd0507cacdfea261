// The contact form with a form endpoint configured: sending, success and failure states, and
// validation that keeps what was typed. (The mailto path is covered end to end in e2e.)
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeMailto, contactFormTexts } from '@/components/contact/contactFormRules';
import { ContactForm } from '@/components/contact/ContactForm';
import { CircleAlert, Send } from '@/components/ui/serverIcons';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { fillTemplate } from '@/lib/format/text';

// As the contact page draws them.
const icons = { send: <Send size={18} aria-hidden="true" />, error: <CircleAlert size={16} aria-hidden="true" /> };

const texts = contactFormTexts(interfaceDefaults.contactForm);
const ENDPOINT = 'https://forms.example/f/portfolio';
const filled = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Internship', message: 'Hello, I would like to talk.' };

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

function setup(respond: () => Promise<{ ok: boolean }>, options: { endpoint?: string; fakeTimers?: boolean } = {}) {
  const requests: Array<{ url: string; body: unknown }> = [];
  global.fetch = ((url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) });
    return respond();
  }) as unknown as typeof fetch;
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const { container } = render(<ContactForm to="you@example.com" endpoint={options.endpoint ?? ENDPOINT} texts={texts} icons={icons} />);
  const fields = {
    name: screen.getByRole('textbox', { name: texts.nameLabel }),
    email: screen.getByRole('textbox', { name: texts.emailLabel }),
    subject: screen.getByRole('textbox', { name: texts.subjectLabel }),
    message: screen.getByRole('textbox', { name: texts.messageLabel }),
  };
  const fill = async (values: Partial<typeof filled>) => {
    // Click and paste: quicker than typing key by key, and still real input events.
    for (const [key, value] of Object.entries(values)) {
      await user.click(fields[key as keyof typeof fields]);
      await user.paste(value);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: (name) => name === texts.submitLabel || name === texts.sendingLabel }));
  const form = container.querySelector('form') as HTMLFormElement;
  return { user, fields, fill, submit, requests, form };
}

describe('ContactForm with an endpoint', () => {
  it('shows Sending... while the request is open, then the success message, and clears the form', async () => {
    let finish: (value: { ok: boolean }) => void = () => {};
    const { fields, fill, submit, requests } = setup(() => new Promise((resolve) => (finish = resolve)));
    await fill(filled);
    await submit();
    expect(screen.getByRole('button', { name: texts.sendingLabel })).toHaveAttribute('aria-disabled', 'true');
    expect(requests).toEqual([{ url: ENDPOINT, body: filled }]);
    finish({ ok: true });
    expect(await screen.findByText(texts.successMessage)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.successMessage);
    expect(fields.message).toHaveValue('');
    expect(screen.getByRole('button', { name: texts.submitLabel })).not.toHaveAttribute('aria-disabled');
  });

  it('ignores a second submit while sending', async () => {
    const { fill, submit, requests } = setup(() => new Promise(() => {}));
    await fill(filled);
    await submit();
    await submit();
    expect(requests).toHaveLength(1);
  });

  it('keeps the message after a failure and offers the mailto fallback', async () => {
    const { fields, fill, submit } = setup(async () => ({ ok: false }));
    await fill(filled);
    await submit();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(texts.failureMessage));
    expect(screen.getByRole('link', { name: texts.mailtoLinkLabel })).toHaveAttribute(
      'href',
      composeMailto('you@example.com', filled),
    );
    expect(fields.name).toHaveValue(filled.name);
    expect(fields.message).toHaveValue(filled.message);
  });

  it('treats a network error like a failed send', async () => {
    const { fill, submit } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await fill(filled);
    await submit();
    expect(await screen.findByText(new RegExp(texts.failureMessage.slice(0, 30)))).toBeInTheDocument();
  });
});

describe('ContactForm when the endpoint hangs', () => {
  afterEach(() => jest.useRealTimers());

  it('after 15 s without an answer shows the failure message and the mailto fallback, keeps the text and can send again', async () => {
    jest.useFakeTimers();
    const { fields, fill, submit, requests } = setup(() => new Promise(() => {}), { fakeTimers: true });
    await fill(filled);
    await submit();
    expect(screen.getByRole('button', { name: texts.sendingLabel })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(texts.failureMessage);
    expect(screen.getByRole('link', { name: texts.mailtoLinkLabel })).toHaveAttribute('href', composeMailto('you@example.com', filled));
    expect(fields.message).toHaveValue(filled.message);
    expect(fields.name).toHaveValue(filled.name);
    // The sending guard is lifted: a retry goes out.
    await submit();
    expect(requests).toHaveLength(2);
  });
});

describe('ContactForm before its script runs or without JavaScript', () => {
  it('posts to the endpoint, never a GET to the page', () => {
    const { form } = setup(async () => ({ ok: true }));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ENDPOINT);
  });

  it('opens the e-mail app with the fields as plain text when there is no endpoint', () => {
    const { form } = setup(async () => ({ ok: true }), { endpoint: '' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('mailto:you@example.com');
    expect(form.getAttribute('enctype')).toBe('text/plain');
  });
});

describe('ContactForm validation', () => {
  it('sends nothing, marks each invalid field with its error and focuses the first one', async () => {
    const { fields, fill, submit, requests } = setup(async () => ({ ok: true }));
    await fill({ subject: 'Hello', message: 'Too short' });
    // What a screen reader reads when focus arrives: the field with its error, already on the page.
    const readOnFocus: Array<string | null> = [];
    fields.name.addEventListener('focus', () => readOnFocus.push(document.getElementById('contact-name-error')?.textContent ?? null));
    await submit();
    expect(requests).toHaveLength(0);
    expect(fields.name).toHaveFocus();
    expect(readOnFocus).toEqual([texts.errors.nameMissing]);
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription(texts.errors.nameMissing);
    expect(fields.email).toHaveAccessibleDescription(texts.errors.emailMissing);
    expect(fields.subject).not.toHaveAttribute('aria-invalid');
    expect(fields.message).toHaveAccessibleDescription(
      `${texts.messageHint} ${fillTemplate(texts.errors.messageTooShort, { min: 10, count: 9 })}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(texts.errorSummary);
    // Nothing typed is lost.
    expect(fields.subject).toHaveValue('Hello');
    expect(fields.message).toHaveValue('Too short');
  });

  it('updates errors as the visitor fixes them and moves focus to the next invalid field', async () => {
    const { user, fields, fill, submit } = setup(async () => ({ ok: true }));
    await fill({ email: 'ada@example', subject: 'Hi', message: 'A long enough message.' });
    await submit();
    await user.type(fields.name, 'Ada');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAccessibleDescription(texts.errors.emailInvalid);
    expect(fields.email).toHaveValue('ada@example');
  });
});
