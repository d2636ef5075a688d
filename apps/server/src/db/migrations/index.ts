import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_config';
import * as m0002 from './0002_domain';

/**
 * Every migration, in order. Kysely applies them by name, so a name never changes once landed.
 * Add a new file with the next number and list it here.
 */
export const migrations: Record<string, Migration> = {
  '0001_config': m0001,
  '0002_domain': m0002,
};
