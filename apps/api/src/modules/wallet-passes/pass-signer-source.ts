import type { Clock } from '../../platform/clock.ts';
import type { RandomSource } from '../../platform/random-source.ts';
import type { AppConfig } from '../../platform/env.ts';
import { createDemoPassSigner } from './demo-pass-signer.ts';
import { loadDemoPassSigner } from './demo-pass-signer-store.ts';
import { passSignerFromPems, type PassSigner } from './pass-signer.ts';

/** Hands out the signer of passes, making it on first use when it is the demo one. */
export interface PassSignerSource {
  signer(): Promise<PassSigner>;
}

/** What the signer source reads: the configuration and the injected clock and randomness. */
export interface PassSignerSourceOptions {
  config: Pick<AppConfig, 'walletPass' | 'dataDir' | 'nodeEnv'>;
  clock: Clock;
  random: RandomSource;
}

/**
 * The signer of passes: the configured certificate and key (checked here, so a bad PEM stops the
 * start with {@link WalletPassConfigError}), else the demo chain — generated on the first pass
 * request, since RSA keys take a moment, then kept: under `DATA_DIR/wallet-pass/` for later
 * starts, or only in memory in tests (which never write under DATA_DIR). A failed generation is
 * not kept, so the next request tries again.
 *
 * @example
 * const source = createPassSignerSource({ config: app.config, clock: app.deps.clock, random: app.deps.random });
 * const signer = await source.signer();
 */
export function createPassSignerSource(options: PassSignerSourceOptions): PassSignerSource {
  const { config, clock, random } = options;
  const configured = passSignerFromPems(config.walletPass);
  if (configured) return { signer: () => Promise.resolve(configured) };

  let demo: Promise<PassSigner> | undefined;
  const makeDemo = (): Promise<PassSigner> =>
    config.nodeEnv === 'test'
      ? createDemoPassSigner(config.walletPass, clock.now(), random)
      : loadDemoPassSigner({
          dataDir: config.dataDir,
          identity: config.walletPass,
          now: clock.now(),
          random,
        });
  return {
    signer() {
      demo ??= makeDemo().catch((error: unknown) => {
        demo = undefined;
        throw error;
      });
      return demo;
    },
  };
}
