import { type ChildProcess, spawn } from 'node:child_process';
import { demoStudies } from '../apps/server/src/modules/imaging/demo-studies';
import { startOrthanc } from '../apps/server/src/modules/imaging/orthanc-process';

/**
 * The e2e suite's server: a real Orthanc with the DICOMweb plugin (free port, temporary folder,
 * 127.0.0.1 only, HTTP auth) loaded with the synthetic demo studies the seed links to its demo
 * appointments, then our server pointed at it. Playwright's SIGTERM stops both.
 */
async function main() {
  const orthanc = await startOrthanc();
  await orthanc.upload(demoStudies);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PACS_DICOMWEB_URL: orthanc.dicomWebUrl,
      PACS_USERNAME: orthanc.username,
      PACS_PASSWORD: orthanc.password,
    },
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    await orthanc.stop();
    process.exit(code);
  };
  server.once('exit', (code) => void stop(code ?? 1));
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
