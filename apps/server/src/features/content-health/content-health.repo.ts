// Read-only SQL of the content-health view: the route tree (trashed rows included, so a link to a
// trashed page can be named as such), old paths of moved pages, and the widgets of pages not in the trash.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

export interface HealthRoute {
  id: number;
  uuid: string;
  parentId: number | null;
  title: string;
  name: string;
  path: string;
  status: string;
  expirationDate: string | null;
  isTrashed: boolean;
  createdOn: string;
  position: number;
  redirectLink: string;
  excludeFromNav: boolean;
  audience: unknown;
  contentFilterJson: string;
  usersFilterJson: string;
  assignmentsFilterJson: string;
  companiesFilterJson: string;
}

export function listRoutes(db: Executor): Promise<HealthRoute[]> {
  return queryRows<HealthRoute>(
    db,
    sql`SELECT id, uuid, parent_id AS "parentId", title, name, path, status,
          expiration_date::text AS "expirationDate", deleted_at IS NOT NULL AS "isTrashed",
          (created_at AT TIME ZONE 'UTC')::date::text AS "createdOn", position, redirect_link AS "redirectLink",
          exclude_from_nav AS "excludeFromNav", audience, content_filter_json AS "contentFilterJson",
          users_filter_json AS "usersFilterJson", assignments_filter_json AS "assignmentsFilterJson",
          companies_filter_json AS "companiesFilterJson"
        FROM routes ORDER BY id`,
  );
}

export function listRedirects(db: Executor): Promise<{ oldPath: string; routeId: number }[]> {
  return queryRows(db, sql`SELECT old_path AS "oldPath", route_id AS "routeId" FROM route_redirects`);
}

export interface HealthSection {
  routeId: number;
  uuid: string;
  title: string;
  text: string;
  typeIdentifier: string;
  componentType: string;
  toRouteName: string;
  attributes: { Name: string; Value: unknown }[];
}

export function listSections(db: Executor): Promise<HealthSection[]> {
  return queryRows<HealthSection>(
    db,
    sql`SELECT s.route_id AS "routeId", s.uuid, s.title, s.text, s.type_identifier AS "typeIdentifier",
          s.component_type AS "componentType", s.to_route_name AS "toRouteName", s.attributes
        FROM sections s JOIN routes r ON r.id = s.route_id
        WHERE r.deleted_at IS NULL
        ORDER BY s.route_id, s.position`,
  );
}
