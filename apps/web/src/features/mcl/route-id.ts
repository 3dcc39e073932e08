// A record's id from its route (`/mcl/assignments/:Id`…): a positive 32-bit integer, or null.
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
