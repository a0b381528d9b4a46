import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp } from '@storefront/api/testing';

/**
 * Writes the reference API's OpenAPI document (`/swagger.json`, as the app builds it in process
 * on an embedded database) to `target`, for Redocly to lint (`npm run lint:openapi`).
 *
 * @example
 * await writeOpenApiDocument('node_modules/.cache/openapi/storefront.json');
 */
export async function writeOpenApiDocument(target: string): Promise<void> {
  const test = await buildTestApp();
  try {
    const response = await test.app.inject({ method: 'GET', url: '/swagger.json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /swagger.json answered ${response.statusCode}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, response.body);
  } finally {
    await test.close();
  }
}
