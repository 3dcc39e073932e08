import { describe, expect, it } from 'vitest';
import { ProviderZoomInfoCompanySchema, parseIndustries } from './zoominfo-shapes.ts';

describe('ZoomInfo records', () => {
  it('reads ZI_C_INDUSTRIES as a JSON array, JSON text or pipe-separated text', () => {
    expect(parseIndustries(['Software', ' Retail '])).toEqual(['Software', 'Retail']);
    expect(parseIndustries('["Software","Retail"]')).toEqual(['Software', 'Retail']);
    expect(parseIndustries('Software|Retail| ')).toEqual(['Software', 'Retail']);
    expect(parseIndustries('[not json|Retail')).toEqual(['[not json', 'Retail']);
    expect(parseIndustries(null)).toEqual([]);
  });

  it('accepts a numeric id, figures as text and missing optional fields', () => {
    const record = ProviderZoomInfoCompanySchema.parse({
      ZI_C_ID: 123456789,
      ZI_C_COMPANY_NAME: 'Halcyon Retail',
      ZI_C_EMPLOYEES: '1,200',
      ZI_C_EMPLOYEE_GROWTH_2YR: '12.5%',
      ZI_C_INDUSTRIES: 'Retail',
    });
    expect(record).toMatchObject({
      ZI_C_ID: '123456789',
      ZI_C_EMPLOYEES: 1200,
      ZI_C_EMPLOYEE_GROWTH_2YR: 12.5,
      ZI_C_INDUSTRIES: ['Retail'],
      ZI_C_URL: null,
      ZoomInfoUrl: null,
    });
  });
});
