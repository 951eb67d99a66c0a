// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, checked on planted code: each planted violation must be reported by
 * the rule that guards it, and the allowed forms must pass. (A rule that silently stopped resolving paths would
 * let everything through; this catches it.)
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

// Linting a planted import resolves what it imports; on a loaded two-core machine one case took over 20 s (when the
// lint still walked every import for cycles; scripts/import-cycles.mjs does that now).
describe('import boundaries', { timeout: 90_000 }, () => {
  it("refuse a relative import of another feature's internals", async () => {
    expect(
      await problems(
        "export { budgetCategoriesCollection } from '../budget/model';\n",
        'src/features/music/planted.ts',
      ),
    ).toContain('import/no-restricted-paths');
  });

  it("refuse an aliased import of another feature's internals", async () => {
    expect(
      await problems(
        "export { budgetCategoriesCollection } from '@/features/budget/model';\n",
        'src/features/music/planted.ts',
      ),
    ).toContain('import/no-restricted-paths');
  });

  it("allow another feature through its index.ts, and lib's typed paths", async () => {
    expect(
      await problems(
        "export { useWeddingDate } from '@/features/schedule';\nexport { paths } from '@/lib/paths';\n",
        'src/features/music/planted.ts',
      ),
    ).toEqual([]);
  });

  it('refuse any of the app shell in a feature: the app sits above the features it routes to', async () => {
    expect(
      await problems("export { routes } from '@/app/routes';\n", 'src/features/music/planted.ts'),
    ).toContain('import/no-restricted-paths');
  });

  it('keep lib below components and features, and the adapters below lib/auth', async () => {
    expect(
      await problems("export { toast } from '@/components/ui/toaster';\n", 'src/lib/data/planted.ts'),
    ).toContain('import/no-restricted-paths');
    expect(
      await problems("export { useAuth } from '@/lib/auth';\n", 'src/lib/backend/local/planted.ts'),
    ).toContain('import/no-restricted-paths');
  });

  it('keep UI primitives free of app code', async () => {
    expect(
      await problems("export { routes } from '@/app/routes';\n", 'src/components/ui/planted.ts'),
    ).toContain('import/no-restricted-paths');
    expect(
      await problems("export { PageHeader } from '../page-header';\n", 'src/components/ui/planted.ts'),
    ).toContain('import/no-restricted-paths');
  });

  it('refuse date helpers taken from another feature instead of lib/dates', async () => {
    expect(
      await problems(
        "export { formatDueDate } from '@/features/tasks';\n",
        'src/features/progress/planted.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await problems("export { formatLongDate } from '@/lib/dates';\n", 'src/features/progress/planted.ts'),
    ).toEqual([]);
  });

  it("refuse a port reached from a feature's component or hook, and allow it in the feature's api/ hooks", async () => {
    const planted = [
      "import { loadBackend } from '@/lib/backend';\nexport const send = async () => (await loadBackend()).public;\n",
      "import { useUserBackend } from '@/lib/auth';\nexport const useFiles = () => useUserBackend().files;\n",
      "import { useAuth } from '@/lib/auth';\nexport const useIt = () => useAuth().userBackend;\n",
      "import { useAuth } from '@/lib/auth';\nexport function useIt() {\n  const { backend } = useAuth();\n  return backend.vendorApplications;\n}\n",
    ];
    for (const code of planted) {
      const inComponent = await problems(code, 'src/features/music/planted.tsx');
      expect(
        inComponent.some((r) => r === 'no-restricted-imports' || r === 'no-restricted-syntax'),
        code,
      ).toBe(true);
      expect(await problems(code, 'src/features/music/use-planted.ts'), code).not.toEqual([]);
      expect(await problems(code, 'src/features/music/api/use-planted.ts'), code).toEqual([]);
    }
    // What the mode is, or who is signed in, is no port.
    expect(
      await problems(
        "import { useAuth } from '@/lib/auth';\nexport const useLocal = () => useAuth().backend.mode === 'local';\n",
        'src/features/music/planted.tsx',
      ),
    ).toEqual([]);
  });
});

describe('colours through semantic tokens (local/no-raw-palette)', () => {
  const raw = async (code: string, filePath = 'src/features/music/planted.tsx') =>
    (await eslint.lintText(code, { filePath }))[0].messages
      .filter((m) => m.ruleId === 'local/no-raw-palette')
      .map((m) => m.message.match(/"([^"]+)"/)?.[1]);

  it('refuses raw palette shades in a className, a cva/cn string and a template', async () => {
    expect(
      await raw(
        [
          'export const A = () => <p className="mt-2 text-gray-700">a</p>;',
          "export const b = ['rounded hover:bg-brand-50', 'sm:border-l-amber-500/60'];",
          "export const c = (on: boolean) => `p-2 ${on ? 'bg-white' : ''} text-[#333]`;",
        ].join('\n'),
      ),
    ).toEqual(['text-gray-700', 'hover:bg-brand-50', 'sm:border-l-amber-500/60', 'bg-white', 'text-[#333]']);
  });

  it('allows the semantic tokens and words that only look alike', async () => {
    expect(
      await raw(
        [
          'export const A = () => <p className="text-muted-foreground bg-accent/60 border-destructive-border">a</p>;',
          "export const words = 'a gray-700 shade; bg-gray and text-white-ish are not classes';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("leaves the invitation's own design its colours", async () => {
    expect(
      await raw("export const paper = 'bg-white text-gray-900';\n", 'src/features/invites/design/planted.ts'),
    ).toEqual([]);
  });
});
