import {
  EMPTY_CONTACT,
  composeMailto,
  contactBody,
  firstInvalidField,
  validateContact,
  type ContactValues,
} from '@/components/contact/contactForm';

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Internship',
  message: 'Hello, I would like to talk.',
};

describe('contact form validation', () => {
  it('requires every field, treating white space as empty', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
    expect(validateContact({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'Please enter your name.',
      message: 'Please enter a message.',
    });
  });

  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each(['ada@example.com', 'first.last+tag@mail.example.org', ' ada@example.co '])('accepts the address %p', (email) => {
    expect(validateContact({ ...valid, email }).email).toBeUndefined();
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com', 'ada@example..com'])(
    'rejects the address %p',
    (email) => {
      expect(validateContact({ ...valid, email }).email).toBe('Please enter an e-mail address like name@example.com.');
    },
  );

  it('allows a name and a subject of up to 100 characters', () => {
    expect(validateContact({ ...valid, name: 'a'.repeat(100), subject: 's'.repeat(100) })).toEqual({});
    expect(validateContact({ ...valid, name: 'a'.repeat(101), subject: 's'.repeat(120) })).toEqual({
      name: 'Your name must be at most 100 characters (now 101).',
      subject: 'The subject must be at most 100 characters (now 120).',
    });
  });

  it('wants a message of 10 to 5000 characters, counted after trimming', () => {
    expect(validateContact({ ...valid, message: '123456789' }).message).toBe(
      'The message must be at least 10 characters (now 9).',
    );
    expect(validateContact({ ...valid, message: '  123456789  ' }).message).toBe(
      'The message must be at least 10 characters (now 9).',
    );
    expect(validateContact({ ...valid, message: '1234567890' }).message).toBeUndefined();
    expect(validateContact({ ...valid, message: 'm'.repeat(5000) }).message).toBeUndefined();
    expect(validateContact({ ...valid, message: 'm'.repeat(5001) }).message).toBe(
      'The message must be at most 5000 characters (now 5001).',
    );
  });

  it('counts characters as a visitor sees them, not UTF-16 units', () => {
    // Five emoji are ten UTF-16 units but five characters: still too short.
    expect(validateContact({ ...valid, message: '😀😀😀😀😀' }).message).toBe(
      'The message must be at least 10 characters (now 5).',
    );
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField(validateContact({ ...valid, email: 'x', message: '' }))).toBe('email');
    expect(firstInvalidField(validateContact({ ...valid, message: '' }))).toBe('message');
    expect(firstInvalidField(validateContact(valid))).toBeUndefined();
  });
});

describe('the composed e-mail', () => {
  const values: ContactValues = {
    name: ' Ada Lovelace ',
    email: 'ada@example.com',
    subject: ' Internship & data role? ',
    message: 'Hello,\nI saw your #1 project.\r\n\r\n50% done',
  };

  it('ends the message with the sender, with CRLF line breaks', () => {
    expect(contactBody(values)).toBe(
      'Hello,\r\nI saw your #1 project.\r\n\r\n50% done\r\n\r\nAda Lovelace <ada@example.com>',
    );
  });

  it('is a mailto URL with subject and body percent-encoded exactly', () => {
    expect(composeMailto('you@example.com', values)).toBe(
      'mailto:you@example.com?subject=Internship%20%26%20data%20role%3F' +
        '&body=Hello%2C%0D%0AI%20saw%20your%20%231%20project.%0D%0A%0D%0A50%25%20done%0D%0A%0D%0AAda%20Lovelace%20%3Cada%40example.com%3E',
    );
  });

  it('encodes non-ASCII text as UTF-8', () => {
    const url = composeMailto('you@example.com', { ...values, subject: 'Grüße', message: 'Ça va? 10 chars' });
    expect(url).toContain('?subject=Gr%C3%BC%C3%9Fe&body=%C3%87a%20va%3F%2010%20chars');
  });
});
