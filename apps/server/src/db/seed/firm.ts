// The demo firm's own addresses, derived from the brand so another firm's deployment changes
// packages/contracts/src/brand.ts only.
import { brand } from '@atrium/contracts';
import { toAsciiSlug } from './names-data.ts';

/** 'meridianpartners.example': staff e-mail domain and public website host (.example never resolves). */
export const FIRM_DOMAIN = `${toAsciiSlug(brand.firmName)}.example`;
export const FIRM_WEBSITE = `https://www.${FIRM_DOMAIN}/`;

/** 'New York' → 'new-york', 'São Paulo' → 'sao-paulo': URL segments for public pages. */
export function toUrlSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
