import type { Db } from '../../platform/db/database';
import { defaultAssets, etagOf } from './config.assets';
import { defaultSections } from './config.defaults';
import { createConfigRepository } from './config.repository';
import { sectionNames } from './config.sections';

/** Seeds the demo provider: every configuration section and the default images. */
export async function seedConfig(trx: Db): Promise<void> {
  const repository = createConfigRepository(trx);
  for (const name of sectionNames) {
    await repository.writeSection(name, defaultSections[name], trx);
  }
  const assets = defaultAssets(
    defaultSections.radiology.name,
    defaultSections.theme.properties['--color-primary'] ?? '#0b5d8f',
  );
  for (const [name, svg] of Object.entries(assets)) {
    const data = new TextEncoder().encode(svg);
    await repository.writeAsset(name, 'image/svg+xml', data, etagOf(data), trx);
  }
}
