// The app's theme on <html data-theme>, before the first paint: the first script of every page's head (index.html,
// so the prerendered pages and the app's own shell alike), a plain script because the Content-Security-Policy allows
// no inline one. The couple's choice (Settings → Appearance) is kept in this browser under `wp.theme`; with none, or
// `system`, the system's setting decides, and a change of it applies at once. src/lib/theme.ts sends a new choice as
// `wp:theme` (kept by this page even where storage is refused); another tab's arrives as a storage event.
(() => {
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const stored = () => {
    try {
      return localStorage.getItem('wp.theme');
    } catch {
      return null; // storage refused (a privacy setting): the system decides
    }
  };
  let choice = stored();
  const apply = () => {
    const dark = choice === 'dark' || (choice !== 'light' && system.matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  };
  apply();
  system.addEventListener('change', apply);
  document.addEventListener('wp:theme', (event) => {
    choice = event.detail;
    apply();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== 'wp.theme' && event.key !== null) return;
    choice = stored();
    apply();
  });
})();
