import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

/**
 * The yardstick issue 15 measures the entry pages against: a minimal React + React Router app, built by the same
 * Vite and served by the same server in the same `npm run perf` run (at /baseline). One page, a heading and a
 * paragraph, rendered in the browser.
 */
function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <h1>Plan your wedding in one place</h1>
      <p>A bare React app: the fastest an entry page built on React and React Router can be on this host.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/baseline">
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
