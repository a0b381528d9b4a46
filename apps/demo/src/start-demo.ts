import { launchDemo, type RunningDemo } from './launch-demo.ts';
import { ChildProcesses } from './spawn-command.ts';

// `npm start`: the demo (see launchDemo). SIGINT or SIGTERM, at any moment, stops it: during the
// start, the checkout's build (its whole process group) gets the signal and the start winds down;
// once running, open streams end, requests finish and the database closes, keeping the data. The
// process exits only then, so nothing is left running (root package.json runs it with `exec`, so
// npm passes the signal to this process and waits for it).
const children = new ChildProcesses();
const verbose = process.argv.includes('--verbose');
let stopping: NodeJS.Signals | null = null;

const started: Promise<RunningDemo> = launchDemo({ env: process.env, children, verbose });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Every time, not once: Ctrl-C under npm arrives twice (the terminal's and npm's), and a signal
  // left unhandled would end the process before the demo is closed.
  process.on(signal, () => {
    if (stopping) return;
    stopping = signal;
    console.log(`\n${signal}: stopping the demo…`);
    children.signalAll('SIGTERM');
    started
      .then(
        (demo) => demo.close(),
        // The start failed (the build was stopped): launchDemo closed what it had opened.
        () => undefined,
      )
      .then(
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

try {
  await started;
} catch (error) {
  // Stopped during the start: the signal's handler exits once the start has wound down.
  if (!stopping) throw error;
}
