import { resolve } from 'node:path';
import { demoStudies } from './demo-studies';
import { startOrthanc } from './orthanc-process';

/**
 * `npm run pacs`: a local Orthanc with the DICOMweb plugin for development, on PACS_PORT (8042) with
 * its data in PACS_DIR (.pacs), loaded with the synthetic demo studies. Prints the settings that
 * point the server at it; Ctrl+C stops it.
 */
async function main() {
  const port = Number(process.env.PACS_PORT ?? 8042);
  const folder = resolve(process.env.PACS_DIR ?? '.pacs');
  const password = process.env.PACS_PASSWORD ?? 'local-pacs-password';
  const orthanc = await startOrthanc({ port, folder, password });
  const count = await orthanc.upload(demoStudies);
  console.log(`Orthanc is listening on ${orthanc.url} with ${count} demo instances. Start the server with:`);
  console.log(
    `  PACS_DICOMWEB_URL=${orthanc.dicomWebUrl} PACS_USERNAME=${orthanc.username} PACS_PASSWORD=${orthanc.password} npm start`,
  );
  const stop = async () => {
    await orthanc.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
