// Pure rules of the company tools: the wizard's draft, its step validation (spec 3 §5), the body
// it saves, and the merge screen's default choices.
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_WIZARD_STEPS,
  type Company,
  type CompanySave,
  type GlobalRevenue,
  type LookupOption,
  type MergeChoiceSchema,
  type MergeField,
  RELATIONSHIP,
  withWebScheme,
} from '@atrium/contracts';
import type { z } from 'zod';

export type MergeChoice = z.infer<typeof MergeChoiceSchema>;
export type Relationship = (typeof RELATIONSHIP)[keyof typeof RELATIONSHIP];

export interface CompanyDraft {
  ID?: number;
  Name: string;
  City: string;
  WebAddress: string;
  GlobalRevenue: GlobalRevenue | null;
  isPrivateEquity: boolean;
  countries: LookupOption[];
  industries: LookupOption[];
  Relationship: Relationship | null;
  parent: LookupOption[];
  IsCertain: boolean;
}

export const WIZARD_STEP_COUNT = COMPANY_WIZARD_STEPS.length;

/** The external record a new company is made from: it links to it once created. */
export type CompanySource = { kind: 'zoominfo'; id: string } | { kind: 'invenias'; id: string };

/** What a source (or 'Enter Manually') prefills in the wizard; the user completes the rest. */
export interface CompanySeed {
  Name: string;
  City: string;
  WebAddress: string;
  /** A country name, chosen when the country list has exactly that name. */
  Country?: string;
  source?: CompanySource;
}

export function emptyDraft(name = ''): CompanyDraft {
  return {
    Name: name,
    City: '',
    WebAddress: '',
    GlobalRevenue: null,
    isPrivateEquity: false,
    countries: [],
    industries: [],
    Relationship: null,
    parent: [],
    IsCertain: false,
  };
}

/** The wizard's draft of an existing company: a parent company has ParentID equal to its ID. */
export function draftFromCompany(company: Company): CompanyDraft {
  const isParent = company.ParentID === company.ID || !company.Parent;
  return {
    ID: company.ID,
    Name: company.Name,
    City: company.City,
    WebAddress: company.WebAddress,
    GlobalRevenue: company.GlobalRevenue,
    isPrivateEquity: company.isPrivateEquity,
    countries: company.CompanyCountries.map((c) => ({ ID: c.CountryID, Name: c.Name })),
    industries: company.CompanyIndustries.map((c) => ({ ID: c.IndustryID, Name: c.Name })),
    Relationship: isParent ? RELATIONSHIP.parent : RELATIONSHIP.subsidiary,
    parent: !isParent && company.Parent ? [{ ID: company.Parent.ID, Name: company.Parent.Name }] : [],
    IsCertain: false,
  };
}

/** spec 3 §5: links without a scheme get https:// prefixed. */
export const prefixWebAddress = withWebScheme;

export type DraftErrors = Partial<
  Record<
    | 'Name'
    | 'City'
    | 'WebAddress'
    | 'GlobalRevenue'
    | 'countries'
    | 'industries'
    | 'Relationship'
    | 'parent'
    | 'IsCertain',
    string
  >
>;

const DANGEROUS_SCHEME = /^\s*(javascript|data|vbscript|file):/i;
const WEB_ADDRESS = /^https?:\/\/[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;

/** The errors of one step (0 Details, 1 Industries, 2 Relationship); empty when it may move on. */
export function validateStep(step: number, draft: CompanyDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (step === 0) {
    if (draft.Name.trim() === '') errors.Name = 'Enter the company name.';
    else if (draft.Name.trim().length > COMPANY_LIMITS.maxName)
      errors.Name = `Use at most ${COMPANY_LIMITS.maxName} characters.`;
    if (draft.City.trim() === '') errors.City = 'Enter the city.';
    if (draft.countries.length === 0) errors.countries = 'Choose at least one country.';
    else if (draft.countries.length > COMPANY_LIMITS.maxCountries)
      errors.countries = `Choose at most ${COMPANY_LIMITS.maxCountries} countries.`;
    if (draft.GlobalRevenue === null) errors.GlobalRevenue = 'Choose the global revenue.';
    const web = draft.WebAddress.trim();
    if (DANGEROUS_SCHEME.test(web))
      errors.WebAddress = 'Enter a web address starting with http:// or https://.';
    else if (web !== '' && !WEB_ADDRESS.test(withWebScheme(web)))
      errors.WebAddress = 'Enter a valid web address, such as www.example.com.';
  } else if (step === 1) {
    if (draft.industries.length === 0) errors.industries = 'Choose at least one industry.';
    else if (draft.industries.length > COMPANY_LIMITS.maxIndustries)
      errors.industries = `Choose at most ${COMPANY_LIMITS.maxIndustries} industries.`;
  } else if (step === 2) {
    if (draft.Relationship === null)
      errors.Relationship = 'Choose whether this is a parent company or a subsidiary.';
    else if (draft.Relationship === RELATIONSHIP.parent && !draft.IsCertain)
      errors.IsCertain = `Tick '${COMPANY_MESSAGES.parentCertainty}'`;
    else if (draft.Relationship === RELATIONSHIP.subsidiary && draft.parent.length === 0)
      errors.parent = 'Choose the parent company of this subsidiary.';
  }
  return errors;
}

export const hasErrors = (errors: DraftErrors) => Object.keys(errors).length > 0;

/** The first step with an error, or null when every step is valid. */
export function firstInvalidStep(draft: CompanyDraft): number | null {
  for (let step = 0; step < WIZARD_STEP_COUNT; step++) if (hasErrors(validateStep(step, draft))) return step;
  return null;
}

/** spec 3 §4: choosing parent company clears the parent; the certainty box is asked again. */
export function withRelationship(draft: CompanyDraft, relationship: Relationship): CompanyDraft {
  return relationship === RELATIONSHIP.parent
    ? { ...draft, Relationship: relationship, parent: [] }
    : { ...draft, Relationship: relationship, IsCertain: false };
}

export function toSaveBody(draft: CompanyDraft): CompanySave {
  return {
    ...(draft.ID ? { ID: draft.ID } : {}),
    Name: draft.Name.trim(),
    City: draft.City.trim(),
    WebAddress: prefixWebAddress(draft.WebAddress),
    GlobalRevenue: draft.GlobalRevenue ?? 1,
    isPrivateEquity: draft.isPrivateEquity,
    CompanyCountries: draft.countries.map((c) => ({ CountryID: c.ID })),
    CompanyIndustries: draft.industries.map((c) => ({ IndustryID: c.ID })),
    Relationship: draft.Relationship ?? RELATIONSHIP.parent,
    ParentID: draft.Relationship === RELATIONSHIP.subsidiary ? (draft.parent[0]?.ID ?? null) : null,
    IsCertain: draft.Relationship === RELATIONSHIP.parent && draft.IsCertain,
  };
}

/** Lists may keep both sides; every other field keeps one. */
export const LIST_MERGE_FIELDS: readonly MergeField[] = ['CompanyCountries', 'CompanyIndustries'];

/** The merge screen's starting choice per differing field: what the server keeps without a choice. */
export function defaultMergeChoices(
  fields: { field: MergeField; isSame: boolean; defaultChoice: MergeChoice }[],
): Partial<Record<MergeField, MergeChoice>> {
  const choices: Partial<Record<MergeField, MergeChoice>> = {};
  for (const f of fields) if (!f.isSame) choices[f.field] = f.defaultChoice;
  return choices;
}

/** The choices a field offers: lists may keep both sides. */
export function mergeChoicesOf(field: MergeField): MergeChoice[] {
  return LIST_MERGE_FIELDS.includes(field) ? ['survivor', 'duplicate', 'both'] : ['survivor', 'duplicate'];
}
