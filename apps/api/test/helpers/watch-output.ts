/** A child process's output (stdout and stderr), and a wait for what it prints. */
import type { ChildProcess } from 'node:child_process';

/** The server's output so far, and a wait for a line that matches. */
export function watchOutput(child: ChildProcess) {
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    output: () => output,
    waitFor: (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        if (pattern.test(output)) resolve();
        else waiters.push({ pattern, resolve });
      }),
  };
}
