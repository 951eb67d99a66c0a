import type { TestProject } from 'vitest/node';
import { buildDb } from './harness';

/**
 * Builds the migrated database once for the whole run and hands its data directory to every SQL test file
 * (createDb loads it): applying the 40-odd migrations took each file about 5 s on two busy cores, loading the copy
 * under 2 s. Built again before each rerun in watch mode, so an edited migration is what the rerun tests.
 */
export default async function setup(project: TestProject) {
  const provide = async () => {
    const db = await buildDb();
    const dump = await db.dumpDataDir('none');
    await db.close();
    project.provide('migratedDataDir', new Uint8Array(await dump.arrayBuffer()));
  };
  await provide();
  project.onTestsRerun(provide);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** supabase/migrations and seed.sql applied to PGlite, as a data-directory tarball. */
    migratedDataDir: Uint8Array<ArrayBuffer>;
  }
}
