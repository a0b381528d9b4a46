import os from 'node:os';

/** The machine a report was measured on (figures depend on it). */
export interface MachineInfo {
  node: string;
  cpus: number;
  cpuModel: string;
  platform: string;
  /** The one-minute load average when measuring: above the core count, other work competed. */
  loadAverage?: number;
}

/** This machine. */
export function thisMachine(): MachineInfo {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

/**
 * The machine in a report's words, e.g. `2 × Xeon (load average 8.3)`.
 *
 * @example
 * describeMachine(thisMachine());
 */
export function describeMachine(machine: MachineInfo): string {
  const load = machine.loadAverage === undefined ? '' : ` (load average ${machine.loadAverage})`;
  return `${machine.cpus} × ${machine.cpuModel}${load}`;
}

/** The one-line caveat every report prints: a shared two-core machine is noisy. */
export const noiseCaveat =
  'Caveat: measured on a shared machine (other work may run at the same time); compare figures ' +
  'within one run (each API route beside the bare Fastify route), not across machines or runs.';
