// The off-limits badges of a page of companies — listing rows, search hits, palette options — read
// in one call per page (never one per row), from the same check as the company's own box. A list
// screen asks for its first page's badges at start-up, so the call goes by address, without the
// contracts' schemas.
import {
  OFF_LIMITS_MANY_MAX,
  type OffLimitsMark,
  type offLimitsEndpoints,
  recordScreenAddresses,
} from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';
import { mclKeys } from '../api/mcl-keys.ts';

export type OffLimitsMarks = ReadonlyMap<number, OffLimitsMark>;

const NONE: OffLimitsMarks = new Map();

export const marksAddress = address<typeof offLimitsEndpoints.many>(recordScreenAddresses.offLimitsMarks);

/** Each company's state by id; a failed call leaves the rows without badges rather than failing them. */
export async function fetchOffLimitsMarks(
  ids: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffLimitsMarks> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return NONE;
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += OFF_LIMITS_MANY_MAX)
    chunks.push(unique.slice(i, i + OFF_LIMITS_MANY_MAX));
  try {
    const answers = await Promise.all(
      chunks.map((ids) => callEndpoint(marksAddress, { body: { ids }, signal })),
    );
    return new Map(answers.flat().map((mark) => [mark.companyId, mark]));
  } catch (error) {
    if (signal?.aborted) throw error;
    return NONE;
  }
}

/** The marks of the given companies, once loaded (empty until then). */
export function useOffLimitsMarks(ids: readonly number[]): OffLimitsMarks {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: mclKeys.offLimitsMarks(sorted),
    queryFn: ({ signal }) => fetchOffLimitsMarks(sorted, { signal }),
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
  return query.data ?? NONE;
}
