import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { formatDayIn, formatTime12In } from '@/lib/dates';
import { formatCountIn } from '@/lib/format-number';
import { priceIn } from '../registry-section';
import { en } from './en';
import { es } from './es';
import { hi } from './hi';

describe('guest pages in each language', () => {
  it('writes a wedding day with the language’s weekday and month names, in its order', () => {
    expect(formatDayIn('2026-06-13', en.date.long, en.date)).toBe('Saturday, June 13, 2026');
    expect(formatDayIn('2026-06-13', hi.date.long, hi.date)).toBe('शनिवार, 13 जून 2026');
    expect(formatDayIn('2026-09-02', es.date.long, es.date)).toBe('miércoles, 2 de septiembre de 2026');
  });

  it('writes a time of day with the language’s halves of the day', () => {
    expect(formatTime12In('15:00', en.date)).toBe('3:00 PM');
    expect(formatTime12In('09:30', hi.date)).toBe('9:30 am');
    expect(formatTime12In('00:05', es.date)).toBe('12:05 a. m.');
  });

  it('groups counts as each language does: Indian grouping in Hindi, points in Spanish from five digits', () => {
    expect(formatCountIn(1234567, 'en')).toBe('1,234,567');
    expect(formatCountIn(1234567, 'hi')).toBe('12,34,567');
    expect(formatCountIn(1234567, 'es')).toBe('1.234.567');
    expect(formatCountIn(1234, 'es')).toBe('1234');
    expect(formatCountIn(-12345, 'es')).toBe('-12.345');
    expect(formatCountIn(999, 'hi')).toBe('999');
  });

  it('writes prices with Indian grouping for rupees in every language, and Spanish separators elsewhere', () => {
    expect(priceIn(3000000, 'INR', 'en')).toBe('₹30,00,000');
    expect(priceIn(1234.5, 'USD', 'en')).toBe('$1,234.5');
    expect(priceIn(3000000, 'INR', 'hi')).toBe('₹30,00,000');
    expect(priceIn(3000000, 'INR', 'es')).toBe('₹30,00,000');
    expect(priceIn(1234.5, 'USD', 'es')).toBe('$1.234,5');
  });

  it('fills in names and chooses the plural for a count', () => {
    expect(translator(hi)('rsvp.dear', { name: 'शर्मा परिवार' })).toBe('प्रिय शर्मा परिवार,');
    const es_ = translator(es);
    expect(es_('site.daysToGo', { n: 1, count: '1' })).toBe('Falta 1 día');
    expect(es_('site.daysToGo', { n: 12, count: '12' })).toBe('Faltan 12 días');
    expect(translator(en)('site.daysToGo', { n: 1, count: '1' })).toBe('1 day to go');
  });
});
