import { fork } from 'node:child_process';

/**
 * A forked helper process asked one thing at a time over IPC: each question carries an id and its answer
 * comes back with it (an `error` field rejects). `ready` resolves on the child's `{ id: -1, … }` message,
 * for children that announce themselves; it rejects if the child exits first.
 */
export function startChild(
  script: string,
  args: string[] = [],
  execArgv: string[] = [],
  cwd?: string,
  env: NodeJS.ProcessEnv = process.env,
) {
  const child = fork(script, args, { execArgv, cwd, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map<number, (answer: Record<string, unknown>) => void>();
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    waiting.set(-1, resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  ready.catch(() => undefined); // only the children that announce themselves are waited for
  child.on('message', (answer: Record<string, unknown>) => {
    waiting.get(answer.id as number)?.(answer);
    waiting.delete(answer.id as number);
  });
  const ask = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(String(answer.error))) : resolve(answer as T),
      );
      child.send({ id, ...message });
    });
  return { child, ready, ask };
}
