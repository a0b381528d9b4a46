import { sellerDetailsSchema, zatcaPhaseSchema } from '@storefront/contracts';
import * as z from 'zod/mini';

/** The stamp key and certificate of a tenant in the integration phase: paths to PEM files. */
const stampFilesSchema = z.object({
  /** PKCS#8 PEM of the secp256k1 key (keep the file readable by the API's user only). */
  privateKeyFile: z.string().check(z.minLength(1)),
  /** PEM of the certificate ZATCA's onboarding issued (the CSID) for that key. */
  certificateFile: z.string().check(z.minLength(1)),
});

/** What the file may set for one tenant; what it leaves out stays as stored. */
const tenantEntrySchema = z.object({
  seller: z.optional(sellerDetailsSchema),
  /** true or false; null: the default (on for SAR). */
  riyalSign: z.optional(z.nullable(z.boolean())),
  zatcaPhase: z.optional(zatcaPhaseSchema),
  stamp: z.optional(stampFilesSchema),
});

/**
 * `TENANT_SETTINGS_FILE` (docs/product/invoices.md, "Seller settings"): a JSON object from tenant
 * name to the settings to apply at start — the seller's legal details (checked with contracts'
 * `sellerDetailsSchema`), the riyal sign, the ZATCA phase and, for the integration phase, the stamp
 * key and certificate files.
 */
export const tenantSettingsFileSchema = z.record(
  z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'A tenant name is lower case' })),
  tenantEntrySchema,
);

/** One tenant's entry of the settings file. */
export type TenantSettingsEntry = z.infer<typeof tenantEntrySchema>;
/** The settings file, checked. */
export type TenantSettingsFile = z.infer<typeof tenantSettingsFileSchema>;

/** The settings file is not valid JSON or breaks its rules; the message names each field. */
export class TenantSettingsFileError extends Error {
  override readonly name = 'TenantSettingsFileError';
}

/**
 * Checks the settings file's text. Every problem is named by its path, e.g.
 * `demo.seller.vatNumber: A VAT number is 15 digits starting and ending with 3`.
 *
 * @example
 * const settings = parseTenantSettingsFile(await readFile(path, 'utf8'), path);
 */
export function parseTenantSettingsFile(text: string, source: string): TenantSettingsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TenantSettingsFileError(
      `${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const result = tenantSettingsFileSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`,
  );
  throw new TenantSettingsFileError(`${source} has invalid settings:\n  ${problems.join('\n  ')}`);
}
