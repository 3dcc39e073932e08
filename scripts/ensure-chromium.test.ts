import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lib = path.resolve(import.meta.dirname, 'lib.mjs');

/** Runs ensureChromium in a fresh Node with Chromium looked for where it is not. */
function ensureChromiumWithout(options: string) {
  const script = `import(${JSON.stringify(lib)}).then((m) => console.log('answered', m.ensureChromium(${options})))`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
  });
}

describe('Chromium on a machine without it', () => {
  it('lets npm start serve the portal after saying the command that installs it', () => {
    const result = ensureChromiumWithout('{ serving: true }');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('answered undefined');
    expect(result.stderr).toContain('PDF printing needs Chromium at /nonexistent/chromium');
    expect(result.stderr).toContain('sudo apt-get install -y chromium');
    expect(result.stderr).toContain('CHROMIUM_PATH=');
  });

  it('stops npm test with the same command, as browser tests cannot run', () => {
    const result = ensureChromiumWithout('');
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('answered');
    expect(result.stderr).toContain('Browser tests need Chromium');
    expect(result.stderr).toContain('sudo apt-get install -y chromium');
  });

  it('answers the path of a Chromium that is there', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import(${JSON.stringify(lib)}).then((m) => console.log(m.ensureChromium()))`,
      ],
      { env: { ...process.env, CHROMIUM_PATH: process.execPath }, encoding: 'utf8' },
    );
    expect(result.stdout.trim()).toBe(process.execPath);
  });
});
