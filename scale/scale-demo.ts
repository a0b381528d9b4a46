// `npm run scale-demo` (docs/scale-out.md): PostgreSQL (a throwaway cluster, or DATABASE_URL),
// the payment sandbox, two API instances and nginx in front; prints the balancer's URLs and
// stops everything on Ctrl-C.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startScaleStack } from './scale-stack.ts';

const workdir = await mkdtemp(path.join(os.tmpdir(), 'storefront-scale-'));
console.log('Starting PostgreSQL, the payment sandbox, two API instances and nginx…');
const stack = await startScaleStack(workdir);
const demoCart = /cartId=([0-9a-f-]{36})/.exec(stack.instances[1].output())?.[1];
console.log(`
Storefront scale-out demo
  Load balancer (nginx): ${stack.url}
  API instances:         ${stack.instances.map((instance) => instance.url).join(', ')}
  PostgreSQL:            ${stack.postgres.url}
  Payment sandbox:       ${stack.sandboxUrl}${
    demoCart
      ? `
  Checkout (Arabic):     ${stack.url}/?tenant=demo&cartId=${demoCart}&lang=ar
  Checkout (English):    ${stack.url}/?tenant=demo&cartId=${demoCart}&lang=en`
      : ''
  }
  Sign-in codes:         ${stack.instances[0].url}/dev/otp-outbox?mobileNumber=05XXXXXXXX (each
                         instance keeps the codes it sent)
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack
      .stop()
      .then(() => rm(workdir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}
