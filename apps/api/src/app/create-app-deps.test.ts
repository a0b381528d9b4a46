import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { generateDemoStampKeys } from '../modules/invoices/zatca/index.ts';
import { testConfig } from '../testing/test-config.ts';
import { createAppDeps, type DatabaseStartStep } from './create-app-deps.ts';

describe('createAppDeps with TENANT_SETTINGS_FILE', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'app-deps-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('applies the file after the seed, and stops the start at a bad field', async () => {
    const file = path.join(folder, 'tenants.json');
    const config = testConfig({ DATA_DIR: folder, TENANT_SETTINGS_FILE: file });
    await writeFile(file, JSON.stringify({ demo: { riyalSign: false, zatcaPhase: 'generation' } }));
    const steps: DatabaseStartStep[] = [];
    const deps = await createAppDeps(config, {
      onError: (error) => {
        throw error;
      },
      onStartStep: (step) => steps.push(step),
      seed: (database) =>
        seedDatabase(database, { now: new Date(), makeStampKeys: generateDemoStampKeys }),
    });
    try {
      expect(steps.map((step) => [step.name, step.outcome])).toEqual([
        ['database', 'pglite'],
        ['migrations', expect.any(String) as unknown],
        ['seed', 'seeded'],
        ['tenant settings', 'demo'],
      ]);
      const [demo] = await deps.database.db.select().from(tenants).where(eq(tenants.name, 'demo'));
      // The seed put demo in the integration phase; the file, applied after it, wins.
      expect(demo).toMatchObject({ riyalSign: false, zatcaPhase: 'generation' });
      expect(deps.zatcaReporting.target).toBe('sandbox');
    } finally {
      await deps.database.close();
    }

    await writeFile(
      file,
      JSON.stringify({ demo: { seller: { legalNameAr: 'متجر', vatNumber: '123' } } }),
    );
    await expect(createAppDeps(config, { onError: () => {} })).rejects.toThrow(
      /demo\.seller\.vatNumber: A VAT number is 15 digits starting and ending with 3/,
    );
  });
});
