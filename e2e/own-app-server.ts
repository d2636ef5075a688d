import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { appServerEnv } from './app-server-env';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Our real server on a database of its own (fresh demo seed, free port), for a spec that changes
 * the provider's configuration or the server's environment: the suite's shared server is used by
 * every worker at once, and a configured map there would change every other spec's pages. Signs in
 * as its own service client, as the suite's automation does (client credentials).
 */
export async function startOwnAppServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-e2e-own-'));
  const client = { clientId: 'e2e-own-automation', clientSecret: randomBytes(32).toString('hex') };
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...appServerEnv({ port, dataDir, client }),
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`own app server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) throw new Error('own app server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /** An admin's `Authorization` header on this server. */
  async function adminAuthorization(): Promise<string> {
    const res = await fetch(`${url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'admin' }),
    });
    if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
    return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
  }

  return {
    url,
    /** Staff change the application section through the config call, over what is stored now. */
    async updateApplication(changes: Record<string, unknown>) {
      const { application } = (await (await fetch(`${url}/api/config`)).json()) as {
        application: Record<string, unknown>;
      };
      const res = await fetch(`${url}/api/admin/config/application`, {
        method: 'PUT',
        headers: { authorization: await adminAuthorization(), 'content-type': 'application/json' },
        body: JSON.stringify({ ...application, ...changes }),
      });
      if (!res.ok) throw new Error(`config update: ${res.status} ${await res.text()}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
