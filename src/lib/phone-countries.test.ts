import { guessPhoneCountry, phoneCountryOf } from './phone-countries';

describe('the default country', () => {
  it('is guessed from the currency until the couple sets it', () => {
    expect(guessPhoneCountry('INR')).toBe('IN');
    expect(guessPhoneCountry('USD')).toBe('US');
    expect(guessPhoneCountry('GBP')).toBe('GB');
    expect(guessPhoneCountry('AED')).toBe('AE');
    expect(guessPhoneCountry('EUR')).toBe('DE');
    // The euro: the browser's region when it is a euro country.
    expect(guessPhoneCountry('EUR', 'fr-FR')).toBe('FR');
    expect(guessPhoneCountry('EUR', 'en-US')).toBe('DE');
    expect(guessPhoneCountry('XYZ')).toBe('US');
    const profile = (phoneCountry: string) => ({ wedding: { phoneCountry }, budget: { currency: 'INR' } });
    expect(phoneCountryOf(profile(''), '')).toBe('IN');
    expect(phoneCountryOf(profile('GB'), '')).toBe('GB');
    expect(phoneCountryOf(profile('ZZ'), '')).toBe('IN');
  });
});
