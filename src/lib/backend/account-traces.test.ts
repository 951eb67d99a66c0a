import { forgetAccountInThisBrowser } from './account-traces';

describe('forgetAccountInThisBrowser', () => {
  it('removes every key that names the account, and nothing of anyone else', () => {
    localStorage.clear();
    localStorage.setItem('wp.ai-provider.u-123', '{"apiKey":"sk-secret"}');
    localStorage.setItem('wp:invite-draft:u-123:i1', '{}');
    localStorage.setItem('wp.ai-provider.u-456', '{"apiKey":"sk-other"}');
    localStorage.setItem('wp:detected-currency', 'USD');
    sessionStorage.setItem('data-safety:u-123', '{}');
    forgetAccountInThisBrowser('u-123');
    expect(Object.keys(localStorage).sort()).toEqual(['wp.ai-provider.u-456', 'wp:detected-currency']);
    expect(sessionStorage.length).toBe(0);
    forgetAccountInThisBrowser('');
    expect(localStorage.length).toBe(2);
  });
});
