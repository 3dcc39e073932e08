// Staff of the demo firm: partners, researchers and administrators spread over the offices by
// office size, named after the office's naming culture, with tenure dates, phones and skills.
import { brand, type Permission } from '@atrium/contracts';
import type { userSkills, users } from '../schema/index.ts';
import type { IdAllocator } from './bulk-insert.ts';
import { fromDayNumber, toDayNumber } from './dates.ts';
import { DEMO_PARTNER_WEIGHT, DEMO_PROFILES, type DemoProfile, SECOND_ADMIN_EMAIL } from './demo-accounts.ts';
import { FIRM_DOMAIN } from './firm.ts';
import { NAME_CULTURES, toAsciiSlug } from './names-data.ts';
import { type Random, WeightedTable } from './random.ts';
import type { LocationRef, ReferenceIndex } from './reference.ts';

type Role = 'Partner' | 'Researcher' | 'Administrator';

/** What later generators need to know about a person, without re-reading rows. */
export interface StaffMember {
  id: number;
  role: Role;
  location: LocationRef;
  practiceGroupId: number | null;
  hireDay: number;
  /** Day the person left; Infinity while active. */
  leftDay: number;
  /** Relative share of new business (partners): a few rainmakers bring most of it. */
  weight: number;
}

export interface StaffResult {
  users: (typeof users.$inferInsert)[];
  userSkills: (typeof userSkills.$inferInsert)[];
  members: StaffMember[];
  partners: StaffMember[];
  demoIds: { admin: number; partner: number; researcher: number };
}

// biome-ignore format: word lists
const RESEARCHER_TITLES = ['Research Associate', 'Research Associate', 'Senior Research Associate', 'Research Manager', 'Associate', 'Senior Associate', 'Knowledge Manager'];
// biome-ignore format: word lists
const ADMIN_TITLES = ['Executive Assistant', 'Executive Assistant', 'Office Manager', 'Finance Manager', 'Billing Coordinator', 'IT Support Specialist', 'HR Generalist', 'Marketing Coordinator', 'Receptionist', 'Knowledge Management Specialist'];
const FINANCE_TITLES = new Set(['Finance Manager', 'Billing Coordinator']);
// biome-ignore format: word lists
const BIO_LINES = [
  'Before joining the firm, {first} spent more than a decade in senior operating roles.',
  '{first} advises boards and chief executives on leadership succession and top-team effectiveness.',
  '{first} leads searches for chief executives and their direct reports across the region.',
  'Earlier in {possessive} career, {first} was a management consultant and an investment banker.',
  '{first} has completed more than a hundred board and executive searches for listed companies and family-owned groups.',
  '{first} co-leads the firm’s work on diversity in leadership.',
];

const permissionsFor = (role: Role, title: string): Permission[] =>
  role === 'Partner'
    ? ['ViewFinancials', 'ExportReports', 'ViewAllAssignments']
    : role === 'Researcher'
      ? ['ViewAllAssignments']
      : FINANCE_TITLES.has(title)
        ? ['ViewFinancials', 'ExportReports']
        : [];

/** Tenure in years by role: partners stay longest, a share of each role joined this year. */
function tenureYears(random: Random, role: Role): number {
  const isNewJoiner = random.chance(role === 'Researcher' ? 0.15 : 0.07);
  if (isNewJoiner) return 0.05 + random.float() * 0.9;
  const median = role === 'Partner' ? 8 : role === 'Researcher' ? 3.5 : 5;
  return Math.min(28, Math.max(1, Math.exp(random.normal(Math.log(median), 0.6))));
}

/** Local number groups never start with 0 in international format. */
const localDigits = (random: Random, length: number) => `${random.int(1, 9)}${random.digits(length - 1)}`;

class UniqueNames {
  private readonly taken = new Set<string>();
  claim(base: string, max = 64): string {
    const stem = base.slice(0, max);
    let candidate = stem;
    for (let n = 2; this.taken.has(candidate); n++) candidate = `${stem}${n}`;
    this.taken.add(candidate);
    return candidate;
  }
}

export function buildStaff(
  random: Random,
  options: {
    count: number;
    reference: ReferenceIndex;
    today: string;
    ids: IdAllocator;
    demoPasswordHash: string;
  },
): StaffResult {
  const { reference, ids } = options;
  const todayDay = toDayNumber(options.today);
  const cultures = Object.keys(NAME_CULTURES);
  const locationTable = new WeightedTable(reference.locations, (l) => l.size);
  const emails = new UniqueNames();
  const logins = new UniqueNames();
  const result: StaffResult = {
    users: [],
    userSkills: [],
    members: [],
    partners: [],
    demoIds: { admin: 0, partner: 0, researcher: 0 },
  };

  const total = Math.max(options.count, 20);
  const partnerCount = Math.max(6, Math.round(total * 0.3));
  const researcherCount = Math.max(4, Math.round(total * 0.4333));
  const ordered: Role[] = [];
  for (let i = 0; i < total; i++)
    ordered.push(
      i < partnerCount ? 'Partner' : i < partnerCount + researcherCount ? 'Researcher' : 'Administrator',
    );
  // Mixed order, so user ids (and the directory's default order) do not cluster by role.
  const roles = random.sample(ordered, ordered.length);
  const demoByRole = new Map<Role, DemoProfile>(DEMO_PROFILES.map((p) => [p.role, p]));

  // One partner per office first when there are enough, so no office lacks a leader.
  const officeLeaders = new Set<number>();
  const practiceLeaders = new Set<number>();
  let partnerIndex = 0;
  const pickLocation = (role: Role): LocationRef => {
    if (
      role === 'Partner' &&
      partnerCount >= reference.locations.length &&
      partnerIndex < reference.locations.length
    ) {
      return reference.locations[partnerIndex++];
    }
    return locationTable.pick(random);
  };

  for (const role of roles) {
    const demo = demoByRole.get(role);
    demoByRole.delete(role);
    const location = demo ? reference.locations.find((l) => l.name === demo.officeCity)! : pickLocation(role);
    const country = location.country;
    const cultureKey = random.chance(0.75) ? country.culture : random.pick(cultures);
    const culture = NAME_CULTURES[cultureKey];
    const names = culture.female && random.chance(0.5) ? culture.female : culture;
    const firstName = demo?.firstName ?? random.pick(names.first);
    const lastName = demo?.lastName ?? random.pick(names.last);
    const practice =
      role === 'Administrator' ? null : random.chance(0.85) ? random.pick(reference.practiceGroups) : null;
    const practiceGroupId = demo
      ? (reference.practiceGroups.find((p) => p.name === demo.practiceGroup)?.id ?? null)
      : (practice?.id ?? null);

    let title = demo?.title ?? '';
    if (!demo && role === 'Partner') {
      if (!officeLeaders.has(location.id)) {
        officeLeaders.add(location.id);
        title = 'Managing Partner';
      } else if (practiceGroupId && !practiceLeaders.has(practiceGroupId)) {
        practiceLeaders.add(practiceGroupId);
        title = `Global Leader, ${reference.practiceGroups.find((p) => p.id === practiceGroupId)!.name}`;
      } else title = random.chance(0.2) ? 'Senior Partner' : 'Partner';
    } else if (!demo) title = random.pick(role === 'Researcher' ? RESEARCHER_TITLES : ADMIN_TITLES);

    const tenure = demo ? demo.tenureYears : tenureYears(random, role);
    const hireDay = todayDay - Math.round(tenure * 365);
    const tenureDays = todayDay - hireDay;
    // A third of partners were promoted from research; the rest were hired as partners.
    const roleChangedDay =
      role === 'Partner' && !demo && tenure > 4 && random.chance(0.33)
        ? hireDay + Math.round(tenureDays * (0.4 + random.float() * 0.55))
        : hireDay;
    const joinDay =
      !demo && random.chance(0.15) ? hireDay + Math.round(tenureDays * random.float() * 0.7) : hireDay;
    const isInactive = !demo && tenureDays > 120 && random.chance(0.08);
    const leftDay = isInactive
      ? hireDay + 60 + Math.round((tenureDays - 60) * random.float())
      : Number.POSITIVE_INFINITY;

    const id = ids.next('users');
    const first = toAsciiSlug(firstName);
    const last = toAsciiSlug(lastName);
    const email = demo?.email ?? `${emails.claim(`${first}.${last}`)}@${FIRM_DOMAIN}`;
    const area = location.area || random.digits(1);
    const usLike = country.iso === 'US' || country.iso === 'CA';
    result.users.push({
      id,
      sourceId: `USR-${String(id).padStart(5, '0')}`,
      uuid: random.uuid(),
      email,
      passwordHash: demo ? options.demoPasswordHash : null,
      firstName,
      lastName,
      title,
      role,
      statusId: isInactive ? 2 : 1,
      locationId: location.id,
      practiceGroupId,
      officePhone: `+${country.dial} ${area} ${usLike ? `555 01${random.digits(2)}` : `${localDigits(random, 4)} ${random.digits(3)}`}`,
      mobilePhone: `+${country.dial} ${usLike ? `${localDigits(random, 3)} 555 01${random.digits(2)}` : `${localDigits(random, 3)} ${random.digits(3)} ${random.digits(3)}`}`,
      adLogin: logins.claim(`${first.charAt(0)}${last}`, 20),
      bio: role === 'Partner' ? partnerBio(random, { firstName, lastName, title, city: location.name }) : '',
      currency: country.currency,
      isSiteAdmin: demo?.isSiteAdmin ?? false,
      blfCertified: role === 'Partner' && random.chance(0.06),
      permissions: demo?.permissions ?? permissionsFor(role, title),
      hireDate: fromDayNumber(hireDay),
      joinDate: fromDayNumber(joinDay),
      roleChangedDate: fromDayNumber(roleChangedDay),
      inactiveDate: isInactive ? fromDayNumber(leftDay) : null,
    });

    const skillCount = role === 'Administrator' ? random.int(0, 1) : random.int(2, 5);
    for (const skill of random.sample(reference.skills, skillCount))
      result.userSkills.push({ userId: id, skillId: skill.id });

    const member: StaffMember = {
      id,
      role,
      location,
      practiceGroupId,
      hireDay,
      leftDay,
      weight: demo?.role === 'Partner' ? DEMO_PARTNER_WEIGHT : Math.exp(random.normal(0, 0.6)),
    };
    result.members.push(member);
    if (role === 'Partner') result.partners.push(member);
    if (demo) {
      const key = demo.isSiteAdmin ? 'admin' : demo.role === 'Partner' ? 'partner' : 'researcher';
      result.demoIds[key] = id;
    }
  }
  // The first active generated administrator becomes the second site admin (DEMO_ACCOUNTS).
  const editor = result.users.find(
    (u) => u.role === 'Administrator' && !u.isSiteAdmin && u.passwordHash === null && u.statusId === 1,
  );
  if (editor)
    Object.assign(editor, {
      email: SECOND_ADMIN_EMAIL,
      passwordHash: options.demoPasswordHash,
      isSiteAdmin: true,
    });
  return result;
}

function partnerBio(
  random: Random,
  p: { firstName: string; lastName: string; title: string; city: string },
): string {
  const role = p.title.startsWith('Global Leader')
    ? `${p.title.replace('Global Leader, ', 'global leader of the ')} practice`
    : p.title.toLowerCase();
  const line = random.pick(BIO_LINES).replaceAll('{first}', p.firstName).replaceAll('{possessive}', 'their');
  return `${p.firstName} ${p.lastName} is ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} in the ${p.city} office of ${brand.firmName}. ${line}`;
}
