import os from 'node:os';

/** The machine a report was measured on (figures depend on it). */
export interface MachineInfo {
  node: string;
  cpus: number;
  cpuModel: string;
  platform: string;
}

/** This machine. */
export function thisMachine(): MachineInfo {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** The one-line caveat every report prints: a shared two-core machine is noisy. */
export const noiseCaveat =
  'Caveat: measured on a shared machine (other work may run at the same time); compare figures ' +
  'within one run (each API route beside the bare Fastify route), not across machines or runs.';
