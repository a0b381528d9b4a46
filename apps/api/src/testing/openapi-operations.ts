import type { FastifyInstance } from 'fastify';

/** One operation of the app's `/swagger.json`, with what a request to it may carry. */
export interface OpenApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's property names, or null when the operation takes no JSON body. */
  bodyProperties: string[] | null;
  formBody: boolean;
}

interface DocumentedOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/**
 * Every operation the app documents, read from its own `/swagger.json`, so suites that walk the
 * whole API (the fuzz, the access matrix) cover routes added later.
 *
 * @example
 * const operations = await openApiOperations(test.app);
 */
export async function openApiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const document = (await app.inject({ method: 'GET', url: '/swagger.json' })).json<{
    paths: Record<string, Record<string, DocumentedOperation>>;
  }>();
  return Object.entries(document.paths).flatMap(([route, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      return {
        method: method.toUpperCase() as OpenApiOperation['method'],
        path: route,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: json ? Object.keys(json.schema?.properties ?? {}) : null,
        formBody: 'application/x-www-form-urlencoded' in content,
      };
    }),
  );
}
