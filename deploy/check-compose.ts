// Checks deploy/compose.yaml against what the deployment needs, since no container engine here can
// run it (no image registry for postgres and nginx): it parses; PostgreSQL, two API instances of
// deploy/Dockerfile and nginx are there; the second instance waits for the first (which migrates);
// each instance's stop timeout outlasts its SHUTDOWN_GRACE_MS; nginx's upstreams are the instances.
//
// Usage: node deploy/check-compose.ts deploy/compose.yaml   (Node 24 strips the types itself)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

interface Service {
  build?: { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  stop_grace_period?: string;
  volumes?: string[];
}

/** `30s`, `1m30s`, `500ms` as milliseconds (the compose file's duration format). */
function durationMs(text: string): number {
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total +=
      Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

const file = process.argv[2] ?? 'deploy/compose.yaml';
const compose = parse(await readFile(file, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const problems: string[] = [];
const services = compose.services;
for (const name of ['postgres', 'api-a', 'api-b', 'nginx']) {
  if (!services[name]) problems.push(`no service ${name}`);
}
const apis = ['api-a', 'api-b'];
for (const name of apis) {
  const api = services[name];
  if (!api) continue;
  if (api.build?.dockerfile !== 'deploy/Dockerfile')
    problems.push(`${name} is not built from deploy/Dockerfile`);
  if (!api.environment?.['DATABASE_URL']?.includes('@postgres:'))
    problems.push(`${name} does not use the postgres service`);
  if (!api.volumes?.some((volume) => volume.endsWith(':/data')))
    problems.push(`${name} has no shared /data volume`);
  const grace = Number(api.environment?.['SHUTDOWN_GRACE_MS'] ?? 25_000);
  const stop = durationMs(api.stop_grace_period ?? '10s');
  if (stop <= grace) {
    problems.push(
      `${name}: stop_grace_period (${stop} ms) must outlast SHUTDOWN_GRACE_MS (${grace} ms)`,
    );
  }
}
if (services['api-b']?.depends_on?.['api-a']?.condition !== 'service_healthy') {
  problems.push('api-b must wait for api-a to be healthy (the first instance migrates)');
}
const nginx = await readFile(path.join(path.dirname(file), 'nginx.conf'), 'utf8');
const upstreams = [...nginx.matchAll(/^\s*server (\S+):8080/gm)].map((match) => match[1]);
if (upstreams.join(',') !== apis.join(',')) {
  problems.push(
    `nginx.conf's upstreams (${upstreams.join(', ')}) are not the instances (${apis.join(', ')})`,
  );
}

if (problems.length > 0) {
  console.error(`${file}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${file}: PostgreSQL, ${apis.length} API instances and nginx, as scale-demo runs them`);
