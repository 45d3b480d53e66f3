/**
 * Debian's nginx in front of Nestlane instances, for the cluster bench and tests: deploy/nginx.conf.template
 * filled in (a prefix folder of its own under the temp folder, a loopback port, the instances) and run in
 * the foreground (`daemon off`), so stopping this process's child stops it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf.template', import.meta.url));
const TEMP_FOLDERS = ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
/** Debian installs it in /usr/sbin, which a user's PATH may not hold. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Whether something accepts connections on the loopback port. */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {{ port: number, upstreams: string[] }} options  upstreams: `127.0.0.1:<port>` of each instance
 * @returns {Promise<{ origin: string, prefix: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ port, upstreams }) {
  const prefix = mkdtempSync(join(tmpdir(), 'nestlane-nginx-'));
  // Workers run as an unprivileged user when the master is root: their folders must be theirs to write.
  chmodSync(prefix, 0o777);
  for (const folder of TEMP_FOLDERS) {
    mkdirSync(join(prefix, folder));
    chmodSync(join(prefix, folder), 0o777);
  }
  const config = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll(
      '{{UPSTREAM_SERVERS}}',
      upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
    );
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  nginx.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  while (!(await isListening(port))) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${errors.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    prefix,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
