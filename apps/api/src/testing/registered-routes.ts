import type { FastifyInstance } from 'fastify';

/** One route: method and path in OpenAPI form (`{param}`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

const linePattern = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app serves, read from Fastify's route tree (`printRoutes`), so a test can check
 * the OpenAPI document against what is really registered, including routes added later.
 *
 * @example
 * const routes = registeredRoutes(app); // [{ method: 'POST', path: '/api/app/otp' }, …]
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = linePattern.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '')) {
      routes.push({ method, path });
    }
  }
  return routes;
}
