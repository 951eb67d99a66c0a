// The site's prerendered pages start the app once they have painted: scripts/prerender.mjs puts this script where
// the build put the app's entry, so the page's text and styles come first and the app's code follows to take the
// page over. A plain script, not a module: it reads its own data attributes (the entry and what it imports first).
(() => {
  const { entry = '', preload = '' } = document.currentScript?.dataset ?? {};
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame has painted; a tab opened in the background paints nothing yet, so it starts at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
})();
