// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countLazyImports, parseRouteTable, readRouteTable } from './route-table.mjs';

const root = path.resolve(__dirname, '../..');

describe('route table reader', () => {
  it('finds every lazy page of src/app/routes.tsx, each with a module file that exists', () => {
    const text = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
    const routes = readRouteTable(root);
    // Every import() in the table is a page the walk and the budget must cover.
    expect(routes).toHaveLength(countLazyImports(text));
    for (const r of routes)
      expect(readFileSync(path.join(root, r.source), 'utf8').length, r.source).toBeGreaterThan(0);
  });

  it('knows who can open each page', () => {
    const access = Object.fromEntries(readRouteTable(root).map((r) => [r.path, r.access]));
    expect(access).toMatchObject({
      '/': 'site',
      '/features': 'site',
      '/forgot-password': 'public',
      '/login': 'guest',
      '/signup': 'guest',
      '/budget': 'signed-in',
      '/account': 'signed-in',
      '/admin': 'admin',
      '/dev/mailbox': 'local-only',
      '*': 'fallback',
    });
  });

  it('reads regions in order and resolves aliases and relative modules', () => {
    const text = `
      export const siteRoutes = [page('/s', () => import('@/features/s/s-page'), m)];
      export const publicRoutes = [page('/a', () => import('@/features/a/a-page'), m)];
      export const signedInRoutes = [page("/b", () => import("./b-page"), m)];
      export const tokenRoutes = [page('/i/:token', () => import('@/features/invites/public-invite-page'), m)];
      guestRoutes('/account', [page('/login', () => import('@/features/auth/login-page'), m)]);
      { element: <RequireAdmin />, children: [page('/admin', () => import('@/features/admin/admin-page'), m)] }
      ...(config.localMailbox ? [page('/dev/mailbox', () => import('@/features/auth/mailbox-page'), m)] : []),
      page('*', () => import('./not-found-page'), m)`;
    expect(parseRouteTable(text, { root: '/nowhere', file: 'src/app/routes.tsx' })).toEqual([
      { path: '/s', module: '@/features/s/s-page', source: 'src/features/s/s-page.tsx', access: 'site' },
      { path: '/a', module: '@/features/a/a-page', source: 'src/features/a/a-page.tsx', access: 'public' },
      { path: '/b', module: './b-page', source: 'src/app/b-page.tsx', access: 'signed-in' },
      {
        path: '/i/:token',
        module: '@/features/invites/public-invite-page',
        source: 'src/features/invites/public-invite-page.tsx',
        access: 'token',
      },
      {
        path: '/login',
        module: '@/features/auth/login-page',
        source: 'src/features/auth/login-page.tsx',
        access: 'guest',
      },
      {
        path: '/admin',
        module: '@/features/admin/admin-page',
        source: 'src/features/admin/admin-page.tsx',
        access: 'admin',
      },
      {
        path: '/dev/mailbox',
        module: '@/features/auth/mailbox-page',
        source: 'src/features/auth/mailbox-page.tsx',
        access: 'local-only',
      },
      { path: '*', module: './not-found-page', source: 'src/app/not-found-page.tsx', access: 'fallback' },
    ]);
  });
});
