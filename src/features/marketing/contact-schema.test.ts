import { CONTACT_LIMITS, contactSchema } from './contact-schema';

const valid = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  subject: 'Question about the planner',
  message: 'Hello there!',
};

function messages(input: Record<string, string>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contactSchema', () => {
  it('accepts a complete message and trims every field', () => {
    expect(
      contactSchema.parse({
        name: '  Sam  ',
        email: ' sam@example.com ',
        subject: ' Hi ',
        message: '\n Hello \n',
      }),
    ).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
  });

  it('requires all four fields', () => {
    expect(messages({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
  });

  it('never accepts a whitespace-only message, name or subject', () => {
    expect(messages({ ...valid, message: ' \n\t  ' })).toEqual({ message: 'Please enter a message.' });
    expect(messages({ ...valid, name: '   ', subject: '\t' })).toEqual({
      name: 'Please enter your name.',
      subject: 'Please enter a subject.',
    });
  });

  it('refuses a malformed email address', () => {
    for (const email of ['not-an-email', 'a@b', 'sam@', '@example.com', 'sam example@example.com']) {
      expect(messages({ ...valid, email })).toEqual({
        email: 'Please enter a valid email address, like name@example.com.',
      });
    }
  });

  it('accepts fields exactly at their limits', () => {
    // A structurally valid address of exactly 320 characters: 64-character local part, 63-character labels.
    const label = (c: string, n = 63) => c.repeat(n);
    const domain =
      [label('a'), label('b'), label('c')].join('.') + '.' + label('d', 320 - 64 - 1 - 3 * 64 - 4) + '.com';
    const email = `${'e'.repeat(64)}@${domain}`;
    expect(email).toHaveLength(CONTACT_LIMITS.email);
    const atLimit = {
      name: 'n'.repeat(CONTACT_LIMITS.name),
      email,
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    };
    expect(contactSchema.safeParse(atLimit).success).toBe(true);
    expect(messages({ ...atLimit, email: `e${email}` })).toEqual({
      email: 'Your email address must be 320 characters or fewer.',
    });
  });

  it('refuses over-long fields with a clear message', () => {
    expect(
      messages({
        name: 'n'.repeat(201),
        email: `${'e'.repeat(320)}@example.com`,
        subject: 's'.repeat(201),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      name: 'Your name must be 200 characters or fewer.',
      email: 'Your email address must be 320 characters or fewer.',
      subject: 'A subject must be 200 characters or fewer.',
      message: 'A message must be 5,000 characters or fewer.',
    });
  });

  it('measures the limit after trimming, so surrounding spaces do not count', () => {
    expect(contactSchema.safeParse({ ...valid, message: `  ${'m'.repeat(5000)}  ` }).success).toBe(true);
  });
});
