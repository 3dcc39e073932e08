// ZoomInfo company records as the provider sends them (spec 3 §3 field names), read leniently:
// the id may be a number, figures may be text, and ZI_C_INDUSTRIES comes as a JSON array, as JSON
// text or as pipe-separated text. What the company form would refuse does not get through: the
// name follows the form's rule (a record without one is refused), a web address that is not
// http(s) or a city over the form's limit is dropped.
import {
  ConnectorCitySchema,
  ConnectorCompanyNameSchema,
  ConnectorWebAddressSchema,
  connectorText,
  type ZoomInfoCompany,
} from '@atrium/contracts';
import { z } from 'zod';

/** ZI_C_INDUSTRIES in any of its three forms, as a list of names. */
export function parseIndustries(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.trim())
      .filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parseIndustries(parsed);
    } catch {
      // not JSON after all: read it as pipe-separated
    }
  }
  return text
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A figure as a number: 1200, '1,200', '12.5%' → 12.5; anything else → null. */
function toFigure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,$%\s]/g, '');
  if (cleaned === '') return null;
  const figure = Number(cleaned);
  return Number.isFinite(figure) ? figure : null;
}

const text = connectorText(500);
const web = ConnectorWebAddressSchema;
const figure = z.unknown().optional().transform(toFigure);

export const ProviderZoomInfoCompanySchema = z.object({
  ZI_C_ID: z.union([z.string().min(1), z.number().int()]).transform(String),
  ZI_C_COMPANY_NAME: ConnectorCompanyNameSchema,
  ZI_C_URL: web,
  ZI_C_STREET: text,
  ZI_C_CITY: ConnectorCitySchema,
  ZI_C_STATE: text,
  ZI_C_ZIP: text,
  ZI_C_COUNTRY: text,
  ZI_C_REVENUE_RANGE: text,
  ZI_C_IMMEDIATE_PARENT_NAME: text,
  ZI_C_EMPLOYEES: figure,
  ZI_C_EMPLOYEE_GROWTH_2YR: figure,
  ZI_C_INDUSTRIES: z.unknown().optional().transform(parseIndustries),
  ZI_C_TICKER: text,
  ZI_C_TICKERS_ALT: text,
  ZI_C_LATEST_FUNDING_AMOUNT: figure,
  ZI_C_LATEST_FUNDING_DATE: text,
  ZI_C_FACEBOOK_URL: web,
  ZI_C_LINKEDIN_URL: web,
  ZI_C_TWITTER_URL: web,
  ZoomInfoUrl: web,
});

/** A ZoomInfo record as the portal uses it; the API adds which portal company links to it. */
export type ZoomInfoRecord = Omit<ZoomInfoCompany, 'InveniasId' | 'LinkedCompanyID'>;
