import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../platform/paths';

/**
 * Production-shaped processes for multi-instance tests: the server compiled as `npm start` compiles
 * it, started as separate Node processes, and nginx in front of them, each on free ports with
 * their files in temporary folders (nothing under /etc or /var).
 */

export const NGINX = '/usr/sbin/nginx';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Whether `url` answers 200; over https trusting only `ca` (a test's own certificate). */
function answersOk(url: string, ca?: string): Promise<boolean> {
  if (!ca) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string, ca?: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${output()}`);
    try {
      if (await answersOk(url, ca)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready in 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Compiles the server into its own folder under apps/server/dist (so parallel runs do not share one). */
export function compileServer(): { entry: string; remove: () => void } {
  const outdir = path.join(repoRoot, 'apps/server/dist', `test-${process.pid}-${Date.now()}`);
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/build.mjs'), outdir], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: 'pipe',
  });
  return {
    entry: path.join(outdir, 'server.js'),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

export interface Instance {
  port: number;
  url: string;
  stop: () => Promise<void>;
}

/** One compiled server process; `env` is all it gets besides PATH (no SESSION_SECRET unless given). */
export async function startInstance(entry: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-instance-'));
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child, () => output);
  return {
    port,
    url,
    stop: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * nginx balancing round-robin over the instances, as a deployment's load balancer does. The
 * balancer listens on `port`, chosen beforehand because it is every instance's PUBLIC_URL. The
 * `x-instance` request header (a, b, …) pins one request to one instance, so a test can say which
 * instance served each step; `x-upstream` in the answer names the instance that did.
 *
 * With `tls`, it speaks HTTPS and HTTP/2 as a deployment's balancer does (docs/deployment.md), with a
 * self-signed certificate for 127.0.0.1 made here; `certificate` is that certificate, for clients
 * that must trust it.
 */
export async function startNginx(
  instances: Instance[],
  port: number,
  { tls = false }: { tls?: boolean } = {},
): Promise<{ url: string; certificate?: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (see .ci/run)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-nginx-'));
  // Workers run as nobody when nginx starts as root; they only need to read what lies here.
  fs.chmodSync(dir, 0o755);
  const certificate = tls ? selfSignedCertificate(dir) : undefined;
  const names = instances.map((_, i) => String.fromCharCode(97 + i));
  const servers = (list: Instance[]) => list.map((i) => `server 127.0.0.1:${i.port};`).join(' ');
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream all_instances { ${servers(instances)} keepalive 16; }
  ${names.map((name, i) => `upstream instance_${name} { ${servers([instances[i] as Instance])} keepalive 4; }`).join('\n  ')}
  map $http_x_instance $pool {
    default all_instances;
    ${names.map((name) => `${name} instance_${name};`).join(' ')}
  }
  server {
    listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};
    ${tls ? `ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;` : ''}
    location / {
      proxy_pass http://$pool;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Server-Sent Events (the kiosk stream) must reach the browser as they are written.
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitFor(
    `${url}/api/health`,
    child,
    () => `${output}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
    certificate,
  );
  return {
    url,
    certificate,
    stop: async () => {
      // SIGTERM is nginx's fast shutdown: the master waits for its workers before it exits.
      await stop(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A self-signed certificate for 127.0.0.1 in `dir` (cert.pem, key.pem), valid for two days; its PEM. */
function selfSignedCertificate(dir: string): string {
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const files = ['-keyout', key, '-out', cert];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject, ...files],
    {
      stdio: 'pipe',
    },
  );
  // nginx's workers run as nobody when it starts as root.
  fs.chmodSync(key, 0o644);
  return fs.readFileSync(cert, 'utf8');
}
