/**
 * The job queue's retries (issue 15, decision 037): a job whose handler throws is tried again after its
 * queue's backoff, up to the retry limit, and then left failed; a job that succeeds on a retry is done
 * once. Test queues run by `drain()` (no worker polls under test); instead of waiting out the backoff,
 * a test moves the waiting retry's start to now, as time passing would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { jobsOf as jobsOfQueue, letRetriesStart as letJobsRetry } from './helpers/jobs';

let testApp: TestApp;
const flakyAttempts: string[] = [];
const brokenAttempts: string[] = [];
let flakyFailuresLeft = 2;

const jobsOf = (name: string) => jobsOfQueue(testApp, name);
const letRetriesStart = (name: string) => letJobsRetry(testApp, name);

beforeAll(async () => {
  testApp = await buildTestApp();
  // Queues are declared while the app is built; the queue creates them when it starts.
  testApp.app.jobs.define<{ label: string }>({
    name: 'test-flaky',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 60,
    handler: async (_data, job) => {
      flakyAttempts.push(job.id);
      if (flakyFailuresLeft > 0) {
        flakyFailuresLeft -= 1;
        throw new Error('flaky: not this time');
      }
    },
  });
  testApp.app.jobs.define<{ label: string }>({
    name: 'test-broken',
    retryLimit: 1,
    retryDelay: 30,
    expireInSeconds: 60,
    handler: async (_data, job) => {
      brokenAttempts.push(job.id);
      throw new Error('broken: never');
    },
  });
  await testApp.app.ready();
});

afterAll(async () => {
  await testApp?.close();
});

describe('job retries', () => {
  it('waits out the backoff, runs the job again after its handler throws, and once it succeeds it is done', async () => {
    await testApp.app.jobs.send('test-flaky', { label: 'one' });
    await expect(testApp.app.jobs.drain('test-flaky')).rejects.toThrow('flaky: not this time');
    expect(await jobsOf('test-flaky')).toEqual([{ state: 'retry', retry_count: 0, is_due: false }]);
    // Not before its time.
    expect(await testApp.app.jobs.drain('test-flaky')).toBe(0);
    await letRetriesStart('test-flaky');
    await expect(testApp.app.jobs.drain('test-flaky')).rejects.toThrow('flaky: not this time');
    await letRetriesStart('test-flaky');
    expect(await testApp.app.jobs.drain('test-flaky')).toBe(1);
    expect((await jobsOf('test-flaky')).map((job) => job.state)).toEqual(['completed']);
    expect(flakyAttempts).toHaveLength(3);
    expect(new Set(flakyAttempts).size).toBe(1);
  });

  it('gives up after the retry limit: tried 1 + retryLimit times, then failed for good', async () => {
    await testApp.app.jobs.send('test-broken', { label: 'two' });
    await expect(testApp.app.jobs.drain('test-broken')).rejects.toThrow('broken: never');
    await letRetriesStart('test-broken');
    await expect(testApp.app.jobs.drain('test-broken')).rejects.toThrow('broken: never');
    await letRetriesStart('test-broken');
    expect(await testApp.app.jobs.drain('test-broken')).toBe(0);
    expect((await jobsOf('test-broken')).map((job) => job.state)).toEqual(['failed']);
    expect(brokenAttempts).toHaveLength(2);
  });
});
