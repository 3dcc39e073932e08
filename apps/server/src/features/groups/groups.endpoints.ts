// Groups Admin calls (site admins only). A change of membership ends cached sessions: other
// processes hear it through the NOTIFY the triggers send; this one forgets its copies at once,
// so the member's very next request is answered with the new groups.
import { adminEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import {
  addGroupMember,
  createGroup,
  deleteGroup,
  listGroups,
  removeGroupMember,
  updateGroup,
} from './groups.service.ts';

export interface GroupRouteDeps {
  db: Db;
  /** The in-process session cache (features/auth): cleared after every change. */
  sessions: { clear(): void };
}

export function registerGroupEndpoints(app: FastifyInstance, { db, sessions }: GroupRouteDeps): void {
  const changed = <T>(result: T): T => {
    sessions.clear();
    return result;
  };
  handleEndpoint(app, e.groups, ({ user }) => listGroups({ db, user }));
  handleEndpoint(app, e.createGroup, async ({ user, body }) =>
    changed(await createGroup({ db, user }, body)),
  );
  handleEndpoint(app, e.updateGroup, async ({ user, params, body }) =>
    changed(await updateGroup({ db, user }, { ...params, ...body })),
  );
  handleEndpoint(app, e.deleteGroup, async ({ user, params }) =>
    changed(await deleteGroup({ db, user }, params)),
  );
  handleEndpoint(app, e.addMember, async ({ user, params, body }) =>
    changed(await addGroupMember({ db, user }, { ...params, ...body })),
  );
  handleEndpoint(app, e.removeMember, async ({ user, params }) =>
    changed(await removeGroupMember({ db, user }, params)),
  );
}
