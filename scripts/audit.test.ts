// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit.mjs';

const report = (counts: Record<string, number>, vulnerabilities = {}) => ({
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  vulnerabilities,
});

describe('npm audit check', () => {
  it('passes with only low and moderate advisories', () => {
    expect(judgeAudit(report({ low: 2, moderate: 1 }), true).ok).toBe(true);
  });

  it('fails on a high or critical advisory and names the package', () => {
    const r = judgeAudit(
      report(
        { high: 1 },
        { 'left-pad': { name: 'left-pad', severity: 'high' }, other: { name: 'other', severity: 'low' } },
      ),
      false,
    );
    expect(r).toEqual({
      ok: false,
      message: expect.stringContaining('1 high or critical advisories: left-pad (high)'),
    });
    expect(judgeAudit(report({ critical: 1 }), false).ok).toBe(false);
  });

  it('says NOT CHECKED when the advisory service is unreachable, and fails then only when strict', () => {
    const unreachable = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(judgeAudit(unreachable, false)).toEqual({
      ok: true,
      message: expect.stringContaining('NOT CHECKED'),
    });
    expect(judgeAudit(unreachable, true).ok).toBe(false);
  });
});
