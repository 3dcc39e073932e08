// One portal for the whole browser run, on a fresh data folder seeded with a small demo firm.
import { startPortal } from './server.ts';

export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const portal = await startPortal({ env: { ATRIUM_DEMO_SCALE: '0.05' } });
  provide('baseUrl', portal.baseUrl);
  return () => portal.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
