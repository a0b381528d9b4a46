import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers gain too little to pay for the compressor (one TCP packet carries them). */
export const compressionThresholdBytes = 1024;

/**
 * Compresses answers over 1 KB (JSON mostly) with brotli or gzip when the client accepts one
 * (@fastify/compress). Left alone: event streams (`text/event-stream`, which the plugin's default
 * types exclude, so events are not held in a compressor's buffer), files sent precompressed (they
 * already carry `content-encoding`) and binary downloads such as `.pkpass` (not a compressible
 * type). Registered before the routes, whose replies its `onSend` hook then sees.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
