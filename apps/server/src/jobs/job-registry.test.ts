import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createJobRegistry } from './job-registry';

const silent = pino({ level: 'silent' });
const HOUR = 3600;

describe('the job registry', () => {
  it('starts its jobs in the order added, and a kick answers how many things the runs did', async () => {
    const ran: string[] = [];
    const recording = (name: string, count: number) => () => {
      ran.push(name);
      return Promise.resolve(count);
    };
    const jobs = createJobRegistry(silent, undefined);
    jobs.add(
      { name: 'sweep', everySeconds: HOUR, run: recording('sweep', 0) },
      { name: 'worker', everySeconds: HOUR, kickable: true, run: recording('worker', 3) },
    );
    await jobs.start();
    expect(ran).toEqual(['sweep', 'worker']);
    expect(await jobs.kick('worker')).toBe(3);
    await jobs.stop();
    expect(await jobs.kick('worker')).toBe(0);
    expect(ran).toEqual(['sweep', 'worker', 'worker']);
  });

  it('refuses a kick to a job that is not kickable or not there, and two jobs of one name', async () => {
    const jobs = createJobRegistry(silent, undefined);
    jobs.add({ name: 'sweep', everySeconds: HOUR, run: () => Promise.resolve(0) });
    await expect(jobs.kick('sweep')).rejects.toThrow('not kickable');
    await expect(jobs.kick('missing')).rejects.toThrow('no background job named "missing"');
    expect(() =>
      jobs.add({ name: 'sweep', everySeconds: HOUR, run: () => Promise.resolve(0) }),
    ).toThrow('two jobs named "sweep"');
  });

  it('leaves a manual job to the test, and an idle-at-start job to its first kick', async () => {
    let runs = 0;
    const run = () => Promise.resolve((runs += 1));
    const jobs = createJobRegistry(silent, undefined);
    jobs.add(
      { name: 'manual', everySeconds: HOUR, kickable: true, manual: true, run },
      { name: 'idle', everySeconds: HOUR, kickable: true, idleAtStart: true, run },
    );
    await jobs.start();
    expect(runs).toBe(0);
    expect(await jobs.kick('manual')).toBe(0);
    await jobs.kick('idle');
    expect(runs).toBe(1);
    await jobs.stopOne('idle');
    await jobs.kick('idle');
    expect(runs).toBe(1);
    await jobs.stop();
  });
});
