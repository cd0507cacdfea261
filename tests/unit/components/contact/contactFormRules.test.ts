import {
  EMPTY_CONTACT,
  composeMailto,
  contactBody,
  firstInvalidField,
  validateContact,
  type ContactErrorTexts,
  type ContactValues,
} from '@/components/contact/contactFormRules';

// Short stand-ins for the interface texts: the tests check which error a field gets and what fills
// its placeholders, whatever the owner's wording.
const texts: ContactErrorTexts = {
  nameMissing: 'name missing',
  emailMissing: 'email missing',
  subjectMissing: 'subject missing',
  messageMissing: 'message missing',
  emailInvalid: 'email invalid',
  nameTooLong: 'name over {max}: {count}',
  subjectTooLong: 'subject over {max}: {count}',
  messageTooShort: 'message under {min}: {count}',
  messageTooLong: 'message over {max}: {count}',
};
const validate = (values: ContactValues) => validateContact(values, texts);

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Internship',
  message: 'Hello, I would like to talk.',
};

describe('contact form validation', () => {
  it('requires every field, treating white space as empty', () => {
    expect(validate(EMPTY_CONTACT)).toEqual({
      name: 'name missing',
      email: 'email missing',
      subject: 'subject missing',
      message: 'message missing',
    });
    expect(validate({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: 'name missing',
      message: 'message missing',
    });
  });

  it('accepts a complete form', () => {
    expect(validate(valid)).toEqual({});
  });

  it.each(['ada@example.com', 'first.last+tag@mail.example.org', ' ada@example.co '])('accepts the address %p', (email) => {
    expect(validate({ ...valid, email }).email).toBeUndefined();
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com', 'ada@example..com'])(
    'rejects the address %p',
    (email) => {
      expect(validate({ ...valid, email }).email).toBe('email invalid');
    },
  );

  it('allows a name and a subject of up to 100 characters', () => {
    expect(validate({ ...valid, name: 'a'.repeat(100), subject: 's'.repeat(100) })).toEqual({});
    expect(validate({ ...valid, name: 'a'.repeat(101), subject: 's'.repeat(120) })).toEqual({
      name: 'name over 100: 101',
      subject: 'subject over 100: 120',
    });
  });

  it('wants a message of 10 to 5000 characters, counted after trimming', () => {
    expect(validate({ ...valid, message: '123456789' }).message).toBe('message under 10: 9');
    expect(validate({ ...valid, message: '  123456789  ' }).message).toBe('message under 10: 9');
    expect(validate({ ...valid, message: '1234567890' }).message).toBeUndefined();
    expect(validate({ ...valid, message: 'm'.repeat(5000) }).message).toBeUndefined();
    expect(validate({ ...valid, message: 'm'.repeat(5001) }).message).toBe('message over 5000: 5001');
  });

  it('counts characters as a visitor sees them, not UTF-16 units', () => {
    // Five emoji are ten UTF-16 units but five characters: still too short.
    expect(validate({ ...valid, message: '😀😀😀😀😀' }).message).toBe('message under 10: 5');
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField(validate({ ...valid, email: 'x', message: '' }))).toBe('email');
    expect(firstInvalidField(validate({ ...valid, message: '' }))).toBe('message');
    expect(firstInvalidField(validate(valid))).toBeUndefined();
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
    expect(contactBody(values)).toBe('Hello,\r\nI saw your #1 project.\r\n\r\n50% done\r\n\r\nAda Lovelace <ada@example.com>');
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
