import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPath } from '../test/test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The committed configuration: the test runs it, with only addresses and paths replaced. */
export const NGINX_CONF = path.join(repoRoot, 'deploy/nginx.conf');

export interface NginxPorts {
  https: number;
  http: number;
  upstreams: number[];
}

/** Replaces what `pattern` matches (it must match: the committed file changed otherwise). */
function replaced(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf for this machine: the test's upstream ports, listening on 127.0.0.1 only,
 * its log folder and certificate. Everything else is the committed file.
 */
export function renderNginxConf(ports: NginxPorts, prefix: string): string {
  const upstreams = ports.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  let conf = readFileSync(NGINX_CONF, 'utf8');
  conf = replaced(conf, /( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${upstreams}\n`);
  conf = replaced(conf, /\n {4}listen \[::\][^\n]*/g, '');
  conf = replaced(conf, /listen 80;/, `listen 127.0.0.1:${ports.http};`);
  conf = replaced(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  conf = replaced(conf, /\/var\/log\/nginx\//g, `${prefix}/logs/`);
  conf = replaced(conf, /\/etc\/letsencrypt\/live\/teamboard\.example\.com\//g, `${prefix}/tls/`);
  return conf;
}

function nginxBinary(): string {
  const found = [...testPath.split(':'), '/usr/sbin']
    .map((folder) => path.join(folder, 'nginx'))
    .find((candidate) => existsSync(candidate));
  if (!found) throw new Error('nginx is not installed (apt-get install -y nginx)');
  return found;
}

/** A self-signed certificate for 127.0.0.1, in the prefix's tls folder; answers it (PEM). */
function selfSigned(prefix: string): string {
  const folder = path.join(prefix, 'tls');
  mkdirSync(folder);
  const cert = path.join(folder, 'fullchain.pem');
  const key = path.join(folder, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(cert, 'utf8');
}

/** The main configuration around the committed one: where this nginx keeps its files. */
function mainConf(prefix: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`)
    .join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
${temp}
  include ${prefix}/conf/teamboard.conf;
}
`;
}

export interface RunningNginx {
  /** The HTTPS address clients use. */
  url: string;
  /** The plain HTTP address (redirects only). */
  plainUrl: string;
  /** The certificate clients trust. */
  ca: string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground on the rendered configuration, once it answers. */
export async function startNginx(ports: NginxPorts): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'tb-nginx-'));
  // Workers may run as another user (nginx started as root): they write the temp files.
  chmodSync(prefix, 0o755);
  for (const folder of ['conf', 'logs', 'temp']) mkdirSync(path.join(prefix, folder), 0o777);
  chmodSync(path.join(prefix, 'temp'), 0o777);
  const ca = selfSigned(prefix);
  writeFileSync(path.join(prefix, 'conf/teamboard.conf'), renderNginxConf(ports, prefix));
  writeFileSync(path.join(prefix, 'conf/nginx.conf'), mainConf(prefix));
  let output = '';
  const child = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', path.join(prefix, 'conf/nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }
  const url = `https://127.0.0.1:${ports.https}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await proxied({ url, ca }, '/health').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    plainUrl: `http://127.0.0.1:${ports.http}`,
    ca,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ProxiedOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body, or bytes sent as they are (their content-type in `headers`). */
  body?: object | Buffer;
  /** The address this client connects from (any of 127.0.0.0/8): what nginx sees. */
  localAddress?: string;
}

/** One HTTPS request through nginx, trusting its certificate. */
export function proxied(
  nginx: Pick<RunningNginx, 'url' | 'ca'>,
  requestPath: string,
  options: ProxiedOptions = {},
): Promise<ProxiedAnswer> {
  const json = options.body !== undefined && !Buffer.isBuffer(options.body);
  const body = json ? JSON.stringify(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const sent = httpsRequest(
      `${nginx.url}${requestPath}`,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        ca: nginx.ca,
        localAddress: options.localAddress,
        headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
