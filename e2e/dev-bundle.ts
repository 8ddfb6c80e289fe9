import { join } from 'node:path';
import { build } from 'esbuild';

let bundle: Promise<string> | null = null;

/**
 * The shop's front end built with React's development runtime, where <StrictMode> mounts every
 * component twice (mount, unmount, mount). `npm run build` ships production React, where
 * StrictMode does nothing, so the StrictMode suite swaps this bundle in for /app.js.
 */
export function developmentShopBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [join(import.meta.dirname, '..', 'apps/demo/src/client/main.tsx')],
    bundle: true,
    write: false,
    outfile: join(import.meta.dirname, '..', '.tmp', 'dev-app.js'),
    format: 'esm',
    jsx: 'automatic',
    conditions: ['kassa-source'],
    define: { 'process.env.NODE_ENV': '"development"' },
    // The stylesheet is served from the production build; this bundle only needs the code.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  }).then((result) => {
    const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
    if (!output) throw new Error('esbuild produced no JavaScript for the shop');
    return output.text;
  });
  return bundle;
}
