import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real S3-speaking server for the S3 blob store's tests: s3rver (the maintained fork
 * `@20minutes/s3rver`, a dev dependency) as its own Node process on 127.0.0.1, on a port it picks
 * itself, its buckets in a temporary folder. It checks AWS signature V4, so requests signed with
 * the wrong secret are refused as by S3. `stop()` ends it and removes the folder.
 *
 * Bucket-level calls go unsigned: the SDK signs CreateBucket and ListObjectsV2 on the path
 * `/bucket/` where s3rver checks `/bucket`, so it refuses them as SignatureDoesNotMatch. Object
 * calls (put, get, delete: all the blob store makes) are signed and checked.
 */
export interface RunningS3Server {
  /** `http://127.0.0.1:PORT`; buckets are addressed path-style (`S3_FORCE_PATH_STYLE=true`). */
  endpoint: string;
  region: string;
  /** s3rver's one account. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Creates a bucket (an anonymous CreateBucket, which s3rver allows). */
  createBucket(name: string): Promise<void>;
  /** The object names of the bucket under a prefix (an anonymous ListObjectsV2). */
  list(bucket: string, prefix: string): Promise<string[]>;
  stop(): Promise<void>;
}

const LAUNCHER = `
const S3rver = require(process.argv[1]);
new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2], silent: true, vhostBuckets: false })
  .run()
  .then(({ port }) => console.log('listening on ' + port))
  .catch((error) => { console.error(error); process.exit(1); });
`;

export async function startS3Server(): Promise<RunningS3Server> {
  const main = createRequire(import.meta.url).resolve('@20minutes/s3rver');
  const folder = await mkdtemp(join(tmpdir(), 'rb-s3rver-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', LAUNCHER, main, folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start in 20 s:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  });

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async createBucket(name) {
      const res = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!res.ok) throw new Error(`s3rver did not create ${name}: ${res.status} ${await res.text()}`);
    },
    async list(bucket, prefix) {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      const res = await fetch(`${endpoint}/${bucket}?${query}`);
      if (!res.ok) throw new Error(`s3rver did not list ${bucket}: ${res.status} ${await res.text()}`);
      return [...(await res.text()).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
