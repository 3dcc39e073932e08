import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { assignmentQuery } from '../mcl-queries.ts';

/** One assignment; a 4xx answer (unknown or malformed id) is not retried. */
export function useAssignment(id: number | null) {
  return useQuery({ ...assignmentQuery(id ?? 0), enabled: id !== null });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
