import { launchDemo } from './launch-demo.ts';

// `npm start`: the demo (see launchDemo); closes cleanly on SIGINT/SIGTERM, keeping the data.
const demo = await launchDemo({ env: process.env });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping the demo…`);
    demo.close().then(
      () => {
        console.log('Stopped. Run `npm start` again to continue with the same data.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
