// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { estimateMessageTokens, estimateTokens } from './ai-tokens.ts';

describe('estimateTokens', () => {
  it('counts English at about three characters a token, erring high', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('Venues in Goa?')).toBe(5);
    expect(estimateTokens('x'.repeat(3000))).toBe(1000);
  });

  it('counts emoji and other astral characters at three tokens each, so a string of them cannot pass as short', () => {
    expect(estimateTokens('💍')).toBe(3);
    expect(estimateTokens('💍'.repeat(1000))).toBe(3000);
    // Same length in UTF-16 code units as 2,000 "x": six times the estimate.
    expect(estimateTokens('💍'.repeat(1000)) / estimateTokens('x'.repeat(2000))).toBeGreaterThan(4);
    // A family emoji: three people glued by two zero-width joiners.
    expect(estimateTokens('👨‍👩‍👧')).toBe(11);
  });

  it('counts other characters (accents, Devanagari, CJK) one token each', () => {
    expect(estimateTokens('शादी')).toBe(4);
    expect(estimateTokens('婚礼')).toBe(2);
  });

  it('adds the framing of a message', () => {
    expect(estimateMessageTokens({ content: 'abc' })).toBe(5);
  });
});
