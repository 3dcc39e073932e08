// The colleague finder's picks → its call (spec 3 §2.3): several companies, up to 3 skills, one of the rest.
import { type ColleagueFinderRequest, type LookupOption, MAX_FINDER_SKILLS } from '@atrium/contracts';

export interface FinderPicks {
  companies: LookupOption[];
  industry: LookupOption[];
  function: LookupOption[];
  practiceGroup: LookupOption[];
  subsector: LookupOption[];
  region: LookupOption[];
  license: LookupOption[];
  location: LookupOption[];
  skills: LookupOption[];
}

export const EMPTY_FINDER_PICKS: FinderPicks = {
  companies: [],
  industry: [],
  function: [],
  practiceGroup: [],
  subsector: [],
  region: [],
  license: [],
  location: [],
  skills: [],
};

const first = (options: LookupOption[]) => options[0]?.ID ?? null;

export function finderRequest(picks: FinderPicks, take: number): ColleagueFinderRequest {
  return {
    companies: picks.companies.map((o) => o.ID),
    industry: first(picks.industry),
    function: first(picks.function),
    practiceGroup: first(picks.practiceGroup),
    subsector: first(picks.subsector),
    region: first(picks.region),
    license: first(picks.license),
    location: first(picks.location),
    skills: picks.skills.slice(0, MAX_FINDER_SKILLS).map((o) => o.ID),
    take,
  };
}
