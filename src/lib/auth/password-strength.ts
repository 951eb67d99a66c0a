import { MIN_PASSWORD_LENGTH } from './auth-errors';

/**
 * A plain-words estimate of how hard a new password is to guess, shown under the password field as the user types
 * (sign-up, reset, settings). Advice only: the rule the forms and the server enforce is the minimum length. Length
 * counts most; a mix of letters, digits and symbols helps; very common passwords, runs ("12345678", "aaaaaaaa")
 * and the user's own email name are weak whatever their length.
 */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'letmein',
  'iloveyou',
  'welcome',
  'admin',
  'login',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'abc123',
  'wedding',
  'marriage',
  'loveyou',
  'forever',
];

/** Every character the same, or a run up or down the alphabet or digits ("abcdefgh", "87654321"). */
function isRun(text: string): boolean {
  if (text.length < 2) return false;
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i++) steps.add(text.charCodeAt(i) - text.charCodeAt(i - 1));
  return steps.size === 1 && Math.abs([...steps][0]) <= 1;
}

export function passwordStrength(password: string, email = ''): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  const lower = password.toLowerCase();
  // Drop what people add to a common word to pass a rule ("Password1!", "wedding2026").
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const name = email.split('@')[0]?.toLowerCase() ?? '';
  if (
    isRun(lower) ||
    COMMON.includes(core) ||
    /^\d+$/.test(lower) ||
    (name.length >= 3 && lower.includes(name))
  )
    return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (
    password.length >= 16 ||
    (password.length >= 12 && classes >= 2) ||
    (password.length >= 10 && classes >= 3)
  )
    return 'strong';
  return classes >= 2 ? 'fair' : 'weak';
}

const ADVICE: Record<PasswordStrength, string> = {
  weak: 'Weak — easy to guess. Use a longer password, or mix letters with numbers and symbols; avoid common words.',
  fair: 'Fair — a longer password (12 or more characters) is much harder to guess.',
  strong: 'Strong.',
};

/** The hint under a new-password field: the rule before anything is typed, then how strong the password is. */
export function passwordHint(password: string, email = ''): string {
  if (password === '') return `At least ${MIN_PASSWORD_LENGTH} characters. Longer is stronger.`;
  return `Password strength: ${ADVICE[passwordStrength(password, email)]}`;
}
