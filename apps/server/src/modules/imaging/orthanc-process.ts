import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { part10Files } from './demo-dicom';
import type { SyntheticStudy } from './demo-studies';

export const ORTHANC_BINARY = process.env.ORTHANC_BINARY ?? '/usr/sbin/Orthanc';
export const DICOMWEB_PLUGIN =
  process.env.ORTHANC_DICOMWEB_PLUGIN ?? '/usr/share/orthanc/plugins/libOrthancDicomWeb.so';

/** Orthanc is installed here (CI installs it: a missing one fails there instead of skipping). */
export const orthancAvailable = () => existsSync(ORTHANC_BINARY) && existsSync(DICOMWEB_PLUGIN);

export interface RunningOrthanc {
  /** DICOMweb root, e.g. http://127.0.0.1:PORT/dicom-web */
  dicomWebUrl: string;
  url: string;
  username: string;
  password: string;
  upload(studies: SyntheticStudy[]): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A real Orthanc with its DICOMweb plugin (tests: a free port and a temporary folder; `npm run pacs`:
 * a fixed port and a kept folder), 127.0.0.1 only, HTTP Basic auth on, no DICOM port. `stop()` ends
 * it and removes a temporary folder.
 */
export async function startOrthanc(
  options: { port?: number; folder?: string; password?: string } = {},
): Promise<RunningOrthanc> {
  if (!orthancAvailable()) {
    throw new Error(
      `Orthanc is not installed (${ORTHANC_BINARY}); apt-get install -y orthanc orthanc-dicomweb`,
    );
  }
  const temporary = !options.folder;
  const folder = options.folder ?? (await mkdtemp(join(tmpdir(), 'orthanc-')));
  await mkdir(folder, { recursive: true });
  const port = options.port ?? (await freePort());
  const username = 'portal';
  const password = options.password ?? randomBytes(16).toString('hex');
  const config = {
    Name: 'radiology-portal-test',
    StorageDirectory: join(folder, 'storage'),
    IndexDirectory: join(folder, 'index'),
    HttpPort: port,
    RemoteAccessAllowed: false,
    AuthenticationEnabled: true,
    RegisteredUsers: { [username]: password },
    DicomServerEnabled: false,
    HttpServerEnabled: true,
    StableAge: 1,
    Plugins: [DICOMWEB_PLUGIN],
    DicomWeb: { Enable: true, Root: '/dicom-web/', EnableWado: true, WadoRoot: '/wado' },
  };
  const configPath = join(folder, 'orthanc.json');
  await writeFile(configPath, JSON.stringify(config));
  const child: ChildProcess = spawn(ORTHANC_BINARY, [configPath], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/system`, { headers: { authorization } });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Orthanc did not start (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dicomWebUrl: `${url}/dicom-web`,
    username,
    password,
    async upload(studies) {
      let count = 0;
      for (const file of part10Files(studies)) {
        const res = await fetch(`${url}/instances`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/dicom' },
          body: new Uint8Array(file),
        });
        if (!res.ok) throw new Error(`Orthanc refused an instance: ${res.status} ${await res.text()}`);
        count++;
      }
      return count;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (temporary) await rm(folder, { recursive: true, force: true });
    },
  };
}
