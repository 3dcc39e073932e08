// The calls of the people widgets (spec 3 §2.6, §7): People Table View (member list), People Tile
// View (member promo), New partners, and the single-partner promo / user intro.
import {
  addMonthsIso,
  MEMBER_LIST_MAX,
  type MemberListPromoRequestSchema,
  type MemberListRequestSchema,
  type MemberListResponse,
  type MemberListSort,
  type NewPartnersRequestSchema,
  type PartnerIntro,
  type Person,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { listPeoplePage } from './directory.service.ts';
import * as repo from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { filterFromRows } from './person-filter.ts';
import { toPerson } from './person-mapping.ts';

const ORDER: Record<MemberListSort, repo.PersonOrder> = {
  Id: 'id',
  lastName: 'lastName',
  joinDate: 'joinDate',
  hireDate: 'hireDate',
  roleChanged: 'roleChanged',
};

/** spec 3 §2.6: paginates only when perPage is set; otherwise the first MEMBER_LIST_MAX people. */
export async function listMembers(
  ctx: ServiceContext,
  input: z.output<typeof MemberListRequestSchema>,
): Promise<MemberListResponse> {
  const perPage = input.perPage ?? null;
  const page = perPage === null ? 1 : input.page;
  const result = await listPeoplePage(ctx, {
    filter: filterFromRows(input.filter, input.adgroup),
    order: ORDER[input.sort],
    direction: input.sortDirection,
    offset: perPage === null ? 0 : (page - 1) * perPage,
    limit: perPage ?? MEMBER_LIST_MAX,
  });
  return { items: result.items, total: result.total, page, perPage };
}

export async function listMemberPromo(
  ctx: ServiceContext,
  input: z.output<typeof MemberListPromoRequestSchema>,
): Promise<Person[]> {
  const rows = await repo.listPeople(ctx.db, {
    filter: filterFromRows(input.filter, input.adgroup),
    order: repo.orderBy(ORDER[input.sort], input.sortDirection),
    offset: 0,
    limit: input.take,
  });
  return rows.map(toPerson);
}

function toPartnerIntro(row: repo.PersonRow): PartnerIntro {
  const partnerSince = row.role === 'Partner' ? (row.roleChangedDate ?? row.hireDate) : null;
  return {
    ...toPerson(row),
    bio: row.bio,
    partnerSince,
    partnerBy:
      partnerSince === null
        ? null
        : row.hireDate === null || partnerSince <= row.hireDate
          ? 'joined'
          : 'promoted',
  };
}

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Partners who joined as, or were promoted to, partner in the last `months` months (today included). */
export async function listNewPartners(
  ctx: PeopleContext,
  input: z.output<typeof NewPartnersRequestSchema>,
): Promise<PartnerIntro[]> {
  const today = ctx.today();
  const filter = {
    ...filterFromRows(input.filter, input.adgroup),
    becamePartnerBetween: { from: dayAfter(addMonthsIso(today, -input.months)), to: today },
  };
  const rows = await repo.listPeople(ctx.db, {
    filter,
    order: repo.orderBy(ORDER[input.sort], input.sortDirection),
    offset: 0,
    limit: input.take,
  });
  return rows.map(toPartnerIntro);
}

/** `GET /api/v2/partner/{id}/new`: anyone's intro card, active or not. */
export async function getPartnerIntro(ctx: ServiceContext, input: { id: number }): Promise<PartnerIntro> {
  const row = await repo.findPerson(ctx.db, input.id);
  if (!row) throw notFound('There is no colleague with this id.');
  return toPartnerIntro(row);
}
