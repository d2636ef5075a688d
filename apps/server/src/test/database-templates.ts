import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database';
import {
  type DatabaseTemplates,
  dropDatabase,
  onServer,
  prepareDatabase,
  type TemplateKind,
  withDatabaseName,
} from './databases';

const kinds: TemplateKind[] = ['seeded', 'bare'];

/**
 * The integration project's global set-up: one migrated database of each kind (seeded, bare) per
 * target, which every test database of the run copies instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-db-templates-'));
  const templates: DatabaseTemplates = { pglite: { seeded: '', bare: '' } };
  for (const kind of kinds) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle.db, kind);
    const dump = await (handle.pglite as PGlite).dumpDataDir('none');
    const file = path.join(folder, `${kind}.tar`);
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    await handle.close();
    templates.pglite[kind] = file;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const suffix = randomBytes(4).toString('hex');
    templates.postgres = { seeded: `rb_template_${suffix}_seeded`, bare: `rb_template_${suffix}_bare` };
    for (const kind of kinds) {
      const name = templates.postgres[kind];
      await onServer(adminUrl, (client) => client.query(`create database ${name}`));
      const handle = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), dataDir: 'unused' });
      await prepareDatabase(handle.db, kind);
      await handle.close();
    }
  }
  project.provide('databaseTemplates', templates);
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (adminUrl && templates.postgres)
      for (const kind of kinds) await dropDatabase(adminUrl, templates.postgres[kind]);
  };
}
