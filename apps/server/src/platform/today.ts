// The day figures and schedules resolve against: today in UTC, as an ISO date ('2026-11-29'), the
// form every date filter and report preset takes (spec 2 §3).
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
