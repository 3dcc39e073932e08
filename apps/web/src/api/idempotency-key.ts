// A fresh Idempotency-Key per user action: a creating call sent again with it (the client's own
// retry after a refused CSRF token or a refreshed session) is answered the first reply by the
// server instead of creating twice (docs/security.md). getRandomValues, not randomUUID: the portal
// may be served over plain HTTP inside the firm, where randomUUID is missing.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
