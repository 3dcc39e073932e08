// The demo firm and site, and the factories tests build their own rows with.
export { checksumDemoFirm } from './checksum.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
export {
  BASE_COUNTS,
  DEFAULT_SEED,
  generateDemoFirm,
  type SeedOptions,
  type SeedSummary,
  seedDemoFirm,
} from './demo-firm.ts';
export { type SiteOptions, type SiteSummary, seedDemoSite, siteTree } from './demo-site.ts';
export * from './factories.ts';
