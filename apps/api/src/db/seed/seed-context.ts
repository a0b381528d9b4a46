import type { Db } from '../database.ts';

/** A stamp key and its self-signed certificate, both PEM (the ZATCA core's `StampKeys`). */
export interface DemoStampKeys {
  privateKeyPem: string;
  certificatePem: string;
}

/**
 * Makes a demo stamp key and certificate: the ZATCA core's `generateDemoStampKeys`, passed in by
 * whoever seeds (the seed is in the database layer, which imports no module).
 */
export type MakeDemoStampKeys = (commonName: string, now: Date) => DemoStampKeys;

/** What every seed step gets: the database (inside the seed transaction) and the seed's time. */
export interface SeedContext {
  db: Db;
  /** Creation time of seeded rows (the app's clock on first start). */
  now: Date;
  /**
   * Makes the `demo` tenant's stamp key for the integration phase; without it the demo tenant
   * stays in the generation phase.
   */
  makeStampKeys?: MakeDemoStampKeys;
}
