import type { AppConfig } from '@/lib/config';
import type { Backend } from '../types';

// Cloud mode: wired in by the auth and data adapters (issue 2 / issue 4).
export async function createSupabaseBackend(_config: AppConfig): Promise<Backend> {
  throw new Error('Cloud mode is not wired yet.');
}
