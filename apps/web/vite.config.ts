import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStylesWithComponents } from './vite-mantine-styles.ts';
import { noChunkCycles } from './vite-no-chunk-cycles.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every text asset at build time, at the highest levels (paid once
 * here, never per request); the server sends them as such to browsers that accept them.
 */
function precompress(): Plugin {
  return {
    name: 'atrium-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The UI kit's modules: Mantine's components and hooks, floating-ui, the icons and their helpers. */
const UI_KIT =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|react-textarea-autosize|clsx|tslib)[\\/]/;
/** Inputs only an admin's forms use: they stay in the chunks of the forms that need them. */
const FORM_ONLY =
  /[\\/](NumberInput|ColorPicker|ColorInput|ColorSwatch|AlphaSlider|HueSlider|Slider|Stepper|TagsInput|PasswordInput|Chip|Rating|Spoiler|Timeline|Pagination)[\\/]/;
const isSharedUiKit = (id: string) => UI_KIT.test(id) && !FORM_ONLY.test(id);

// The server serves dist/ and falls back to index.html; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [react(), mantineStylesWithComponents(import.meta.dirname), noChunkCycles(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/web.bench.ts reads which chunks each screen loads from it
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the app needs to start comes as one file instead of dozens of small shared
        // chunks, each a request, a preload link and a module to evaluate before the first render.
        // The UI kit's components and icons the screens load after start-up come as one more file:
        // split per component they were 40 to 70 requests of a few hundred bytes for each screen
        // opened with an empty cache, queued six at a time on two cores, which cost a cold screen
        // 50 to 150 ms more than the 70 KB (brotli) of this file (bench: npm run bench -- web).
        // The screens' own shared code stays split as the bundler chooses: gathered into one more
        // file, a cold screen made 1 or 2 requests instead of 10 to 35 yet opened no sooner, since
        // evaluating the larger file cost what the requests had.
        codeSplitting: {
          groups: [
            { name: 'start-up', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
            { name: 'ui-kit', test: isSharedUiKit, priority: 1 },
          ],
        },
      },
    },
  },
});
