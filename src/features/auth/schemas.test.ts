import { newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } from './schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-up validation', () => {
  it('accepts a good sign-up and trims the address', () => {
    const result = signUpSchema.safeParse({
      email: '  pat@example.com ',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(result.success && result.data.email).toBe('pat@example.com');
  });

  it('passwords under 8 characters: the spec’s message, with 8', () => {
    expect(
      issues(
        signUpSchema.safeParse({ email: 'pat@example.com', password: '1234567', confirmPassword: '1234567' }),
      ),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });

  it('mismatched passwords: the spec message on the confirmation', () => {
    expect(
      issues(
        signUpSchema.safeParse({
          email: 'pat@example.com',
          password: 'secret12',
          confirmPassword: 'secret13',
        }),
      ),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('everything required; a bad or over-long address says so', () => {
    expect(issues(signUpSchema.safeParse({ email: '', password: '', confirmPassword: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      issues(signUpSchema.safeParse({ email: 'pat@', password: 'secret12', confirmPassword: 'secret12' })),
    ).toEqual({
      email: 'Invalid email address. Please check and try again.',
    });
    expect(
      issues(
        signUpSchema.safeParse({
          email: `${'a'.repeat(250)}@example.com`,
          password: 'secret12',
          confirmPassword: 'secret12',
        }),
      ).email,
    ).toBe('Email address must be at most 254 characters long');
  });

  it('refuses an over-long password', () => {
    const long = 'x'.repeat(73);
    expect(
      issues(signUpSchema.safeParse({ email: 'pat@example.com', password: long, confirmPassword: long }))
        .password,
    ).toBe('Password must be at most 72 characters long');
  });
});

describe('the other auth forms', () => {
  it('sign-in needs both fields but no minimum length', () => {
    expect(signInSchema.safeParse({ email: 'pat@example.com', password: '1', remember: true }).success).toBe(
      true,
    );
    expect(issues(signInSchema.safeParse({ email: '', password: '', remember: false }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('the new password follows the sign-up rules', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '123', confirmPassword: '124' }))).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('the reset request needs an email', () => {
    expect(issues(resetRequestSchema.safeParse({ email: ' ' }))).toEqual({ email: 'Email is required' });
  });
});
