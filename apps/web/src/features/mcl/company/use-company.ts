import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '../mcl-queries.ts';

/** spec 3 §3 Company; a 4xx answer (unknown or malformed id) is not retried. */
export function useCompany(id: number | null) {
  return useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
}
