/**
 * One server of the pages benchmark (pages-cpu.ts forks it, once per configuration compared): the compiled
 * API (apps/api/dist/server.js, what `npm run serve` runs) started in this process from the environment it
 * was forked with, answering the parent's `{ kind: 'cpu' }` with this process's CPU time so far
 * (process.cpuUsage(), user + system, microseconds) and `{ kind: 'close' }` with a graceful shutdown.
 * Usage (forked with an IPC channel): pages-cpu-target.mjs <path of server.js>
 */
import { pathToFileURL } from 'node:url';

const [server] = process.argv.slice(2);
if (!server || !process.send)
  throw new Error('Usage: fork pages-cpu-target.mjs <server.js> with an IPC channel');

process.on('message', (message) => {
  if (message.kind === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ id: message.id, micros: user + system, systemMicros: system });
  } else if (message.kind === 'close') {
    // The server's own SIGTERM handler closes it and exits (writing a --cpu-prof profile on the way).
    process.kill(process.pid, 'SIGTERM');
  }
});
await import(pathToFileURL(server).href);
process.send({ id: -1 });
