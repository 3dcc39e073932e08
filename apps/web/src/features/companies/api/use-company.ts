import type { Company } from '@atrium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error.ts';
import { companiesApi, companyKeys } from './companies-api.ts';

export function useCompany(id: number | null) {
  return useQuery({
    queryKey: companyKeys.company(id ?? 0),
    queryFn: ({ signal }) => companiesApi.get(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
}

export function useConnectors() {
  return useQuery({
    queryKey: companyKeys.connectors,
    queryFn: ({ signal }) => companiesApi.connectors(signal),
    staleTime: 5 * 60_000,
  });
}

/** After a change: the answer's company replaces the cached one; lists reload. */
export function useCompanyUpdated() {
  const queryClient = useQueryClient();
  return (company: Company) => {
    queryClient.setQueryData(companyKeys.company(company.ID), company);
    void queryClient.invalidateQueries({ queryKey: companyKeys.removable(company.ID) });
    void queryClient.invalidateQueries({ queryKey: companyKeys.duplicates });
  };
}

/** The server's message, or the fallback (spec 3 §8). */
export const errorMessage = serverMessage;
