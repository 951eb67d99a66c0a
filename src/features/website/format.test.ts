import { describe, expect, it } from 'vitest';
import { mapsUrl } from './format';

describe('mapsUrl', () => {
  it('searches the maps for the place, escaped', () => {
    expect(mapsUrl('Taj Falaknuma Palace, Hyderabad & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Taj%20Falaknuma%20Palace%2C%20Hyderabad%20%26%20Co',
    );
  });
});
