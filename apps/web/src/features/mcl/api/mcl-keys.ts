// The mcl module's query keys, apart from its calls so that start-up may use them without the contracts.

export type HierarchyInclude = 'subsidiaries' | 'all';

export const mclKeys = {
  all: ['mcl'] as const,
  assignment: (id: number) => ['mcl', 'assignment', id] as const,
  company: (id: number) => ['mcl', 'company', id] as const,
  hierarchy: (id: number, include: HierarchyInclude) => ['mcl', 'hierarchy', id, include] as const,
  offLimits: (id: number) => ['mcl', 'offLimits', id] as const,
  offLimitsMarks: (ids: readonly number[]) => ['mcl', 'offLimitsMarks', ...ids] as const,
  knownBy: (id: number, family: boolean, page: number) => ['mcl', 'knownBy', id, family, page] as const,
  clients: (partnerId: number, page: number) => ['mcl', 'clients', partnerId, page] as const,
  offLimitsExpiring: (partnerId: number, days: number) =>
    ['mcl', 'offLimitsExpiring', partnerId, days] as const,
  offLimitsDigest: ['mcl', 'offLimitsDigest'] as const,
  certifiedPartners: ['mcl', 'blf-certified'] as const,
  companyFinancials: (id: number, show: string) => ['mcl', 'financials', 'company', id, show] as const,
  partnerFinancials: (partnerId: number) => ['mcl', 'financials', 'partner', partnerId] as const,
};
