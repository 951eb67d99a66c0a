import { dialable, displayPhone, phoneField, toE164 } from './phone';

describe('phone numbers', () => {
  it('stores a number typed without its code in E.164, with the default country’s code', () => {
    expect(toE164('98765 43210', 'IN')).toBe('+919876543210');
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('07400 123456', 'GB')).toBe('+447400123456');
    // A "+" and a code win over the default country.
    expect(toE164('+44 7400 123456', 'IN')).toBe('+447400123456');
  });

  it('refuses what is not a number of that country', () => {
    for (const junk of ['12345', 'call me', '98765 4321O', '+00 123', '98765 43210 99999', '---'])
      expect(toE164(junk, 'IN')).toBeNull();
    // A valid Indian mobile is no US number.
    expect(toE164('98765 43210', 'US')).toBeNull();
  });

  it('shows the default country’s numbers in its national format, others with their code', () => {
    expect(displayPhone('+919876543210', 'IN')).toBe('98765 43210');
    expect(displayPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(displayPhone('+447400123456', 'GB')).toBe('07400 123456');
    expect(displayPhone('+447400123456', 'IN')).toBe('+44 7400 123456');
    // A number saved as free text before numbers were checked: normalised when it parses, else as typed.
    expect(displayPhone('9876543210', 'IN')).toBe('98765 43210');
    expect(displayPhone('ask Ravi', 'IN')).toBe('ask Ravi');
    expect(dialable('98765-43210', 'IN')).toBe('+919876543210');
    expect(dialable('0044 7400', 'IN')).toBe('0044 7400');
    expect(dialable(undefined, 'IN')).toBeUndefined();
  });

  it('the form field stores E.164, keeps empty as none and says what to type', () => {
    expect(phoneField('IN').parse(' 98765 43210 ')).toBe('+919876543210');
    expect(phoneField('IN').parse('')).toBeUndefined();
    const refused = phoneField('IN').safeParse('12345');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Enter a valid phone number for India, or start with + and the country code',
    );
    expect(phoneField('GB').safeParse('98765 43210').error?.issues[0]?.message).toMatch(/for United Kingdom/);
  });
});
