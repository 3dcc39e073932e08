// What other features may use of this one besides its service.
export { isConnectorError } from './connector-errors.ts';
export type { ConnectorBytes, ConnectorHttp, ConnectorLog } from './connector-http.ts';
export { buildConnectorHttp, type Connectors, type ConnectorTarget, targetOf } from './connectors.ts';
export { defaultWebsite, type InveniasRecord } from './invenias/invenias-shapes.ts';
export type { SandboxSeedCompany } from './sandbox/sandbox-seed.ts';
export { hasSandboxToken } from './sandbox-token.ts';
export type { ZoomInfoRecord } from './zoominfo/zoominfo-shapes.ts';
