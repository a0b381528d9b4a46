import { describe, expect, it } from 'vitest';
import { describeMachine } from './machine.ts';

describe('describeMachine', () => {
  it('names the cores and, when known, the load average while measuring', () => {
    const machine = { node: 'v20', cpus: 2, cpuModel: 'Xeon', platform: 'linux' };
    expect(describeMachine(machine)).toBe('2 × Xeon');
    expect(describeMachine({ ...machine, loadAverage: 8.33 })).toBe('2 × Xeon (load average 8.33)');
  });
});
