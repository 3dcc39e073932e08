// Groups Admin: groups and their members. Membership is part of what a session user is
// (the Groups of the session), so every change here reaches the member's next request: database
// triggers announce it on `atrium_sessions` (migration 0006) and every process drops its cached
// sessions; this process drops its own at once (groups.endpoints.ts). Every change is audited.
import {
  GROUP_NAME_TAKEN_MESSAGE,
  type Group,
  MAX_GROUP_MEMBERS,
  type SaveGroupRequestSchema,
  SYSTEM_GROUP_MESSAGE,
  SYSTEM_GROUPS,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext, SystemContext } from '../../platform/service-context.ts';
import * as repo from './groups.repo.ts';

type SaveGroupInput = z.output<typeof SaveGroupRequestSchema>;

const isSystemGroup = (name: string) => (SYSTEM_GROUPS as readonly string[]).includes(name);
const groupMissing = () => notFound('This group does not exist.');
const nameTaken = () => new AppError('nameTaken', GROUP_NAME_TAKEN_MESSAGE, 409);
const systemGroup = () => new AppError('conflict', SYSTEM_GROUP_MESSAGE, 409);

function toGroup(row: repo.GroupRow, members: repo.MemberRow[]): Group {
  return {
    ID: row.id,
    Name: row.name,
    Description: row.description,
    IsSystem: isSystemGroup(row.name),
    Members: members
      .filter((m) => m.groupId === row.id)
      .map((m) => ({ ID: m.id, FullName: `${m.firstName} ${m.lastName}`, Email: m.email, Title: m.title })),
  };
}

async function readGroup(db: ServiceContext['db'], id: number): Promise<Group> {
  const row = await repo.findGroup(db, id);
  if (!row) throw groupMissing();
  return toGroup(row, await repo.listMembers(db, [id]));
}

/** In one transaction, locks the group (a missing one is a 404) and applies `change` to it. */
function changeLockedGroup<T>(
  ctx: ServiceContext,
  { id, change }: { id: number; change: (tx: Executor, group: repo.GroupRow) => Promise<T> },
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const group = await repo.lockGroup(tx, id);
    if (!group) throw groupMissing();
    return change(tx, group);
  });
}

/** Audits a person joining or leaving a group, whether an admin or their own sign-in made it so. */
function auditMembership(
  tx: Executor,
  input: { by: number; group: repo.GroupRow; userId: number; isAdded: boolean; detail?: object },
): Promise<void> {
  return writeAudit(tx, {
    userId: input.by,
    action: input.isAdded ? 'group.addMember' : 'group.removeMember',
    entity: 'group',
    entityId: input.group.id,
    detail: { group: input.group.name, userId: input.userId, ...input.detail },
  });
}

export async function listGroups({ db }: ServiceContext): Promise<Group[]> {
  const rows = await repo.listGroups(db);
  const members = await repo.listMembers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGroup(row, members));
}

export async function createGroup(ctx: ServiceContext, input: SaveGroupInput): Promise<Group> {
  return ctx.db.transaction(async (tx) => {
    if (await repo.findGroupByName(tx, input.Name)) throw nameTaken();
    const row = await repo.insertGroup(tx, { name: input.Name, description: input.Description });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'group.create',
      entity: 'group',
      entityId: row.id,
      detail: { name: row.name },
    });
    return toGroup(row, []);
  });
}

export async function updateGroup(
  ctx: ServiceContext,
  input: SaveGroupInput & { id: number },
): Promise<Group> {
  return changeLockedGroup(ctx, {
    id: input.id,
    change: async (tx, row) => {
      const isRenamed = row.name !== input.Name;
      if (isRenamed && isSystemGroup(row.name)) throw systemGroup();
      const other = await repo.findGroupByName(tx, input.Name);
      if (other && other.id !== row.id) throw nameTaken();
      await repo.updateGroup(tx, row.id, { name: input.Name, description: input.Description });
      await writeAudit(tx, {
        userId: ctx.user.ID,
        action: isRenamed ? 'group.rename' : 'group.update',
        entity: 'group',
        entityId: row.id,
        detail: { from: row.name, to: input.Name, description: input.Description },
      });
      return readGroup(tx, row.id);
    },
  });
}

export async function deleteGroup(ctx: ServiceContext, { id }: { id: number }): Promise<{ ID: number }> {
  return changeLockedGroup(ctx, {
    id,
    change: async (tx, row) => {
      if (isSystemGroup(row.name)) throw systemGroup();
      const members = await repo.listMembers(tx, [id]);
      await repo.deleteGroup(tx, id);
      await writeAudit(tx, {
        userId: ctx.user.ID,
        action: 'group.delete',
        entity: 'group',
        entityId: id,
        detail: { name: row.name, members: members.map((m) => m.id) },
      });
      return { ID: id };
    },
  });
}

export async function addGroupMember(
  ctx: ServiceContext,
  { id, userId }: { id: number; userId: number },
): Promise<Group> {
  return changeLockedGroup(ctx, {
    id,
    change: async (tx, group) => {
      const user = await repo.findUser(tx, userId);
      if (!user) throw notFound('This person does not exist.');
      if ((await repo.countMembers(tx, id)) >= MAX_GROUP_MEMBERS) {
        throw new AppError('validation_failed', `A group holds at most ${MAX_GROUP_MEMBERS} members.`, 400);
      }
      if (await repo.addMember(tx, id, userId)) {
        await auditMembership(tx, {
          by: ctx.user.ID,
          group,
          userId,
          isAdded: true,
          detail: { email: user.email },
        });
      }
      return readGroup(tx, id);
    },
  });
}

export async function removeGroupMember(
  ctx: ServiceContext,
  { id, userId }: { id: number; userId: number },
): Promise<Group> {
  return changeLockedGroup(ctx, {
    id,
    change: async (tx, group) => {
      if (await repo.removeMember(tx, id, userId)) {
        await auditMembership(tx, { by: ctx.user.ID, group, userId, isAdded: false });
      }
      return readGroup(tx, id);
    },
  });
}

/**
 * Single sign-on with a groups claim: the identity provider decides the person's membership of
 * every portal group, by name (case does not matter). Names the portal has no group for are left
 * alone, and no group is created. Each change is audited as the person's own sign-in.
 */
export async function syncGroupsFromProvider(
  { db }: SystemContext,
  { userId, groupNames }: { userId: number; groupNames: string[] },
): Promise<void> {
  const wanted = new Set(groupNames.map((name) => name.trim().toLowerCase()));
  await db.transaction(async (tx) => {
    const groups = await repo.listGroups(tx);
    const current = new Set(await repo.listGroupIdsOfUser(tx, userId));
    for (const group of groups) {
      const isMember = current.has(group.id);
      const shouldBe = wanted.has(group.name.toLowerCase());
      if (isMember === shouldBe) continue;
      if (shouldBe) await repo.addMember(tx, group.id, userId);
      else await repo.removeMember(tx, group.id, userId);
      await auditMembership(tx, { by: userId, group, userId, isAdded: shouldBe, detail: { source: 'sso' } });
    }
  });
}
