// How every Chromium of the project starts (PDF printing, browser tests, benchmarks): headless,
// no sandbox (containers run it as root), and none of the background traffic a desktop browser makes.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
