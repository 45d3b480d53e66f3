#!/usr/bin/env node
/** `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (proxying /api). */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@nestlane/web'], { stdio: 'inherit' }),
];
console.log('Nestlane dev: open http://localhost:5173 (API on http://localhost:3000)');

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
