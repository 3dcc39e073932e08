// Rows as the contract answers them (spec 3 §3 User/partner, Assignment).
import { createHash } from 'node:crypto';
import {
  ASSIGNMENT_STATUS_NAMES,
  type AssignmentRef,
  type Headcount,
  type LocationRow,
  type Person,
  type PlaceRef,
} from '@atrium/contracts';
import type { AssignmentRow, PersonRow } from './people.repo.ts';
import type { HeadcountColumns, LocationRowData } from './places.repo.ts';

/** Changes whenever the stored photo changes: uploads get a new file name, so its hash will do. */
export const pictureVersionOf = (photoPath: string) =>
  createHash('sha256').update(photoPath).digest('hex').slice(0, 12);

/**
 * The id a picture tile asks for: the person's own when they have a photo, else null, so the web
 * shows initials without a request that would fail.
 */
export const pictureIdOf = (userId: number, photoPath: string | null): number | null =>
  photoPath ? userId : null;

const place = (id: number | null, name: string | null): PlaceRef | null =>
  id === null || name === null ? null : { Id: id, Name: name };

export function toPerson(row: PersonRow): Person {
  return {
    Id: row.id,
    UUID: row.uuid,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    title: row.title,
    role: row.role,
    email: row.email,
    officePhone: row.officePhone,
    mobilePhone: row.mobilePhone,
    location: place(row.locationId, row.locationName),
    city: row.city ?? '',
    license: place(row.licenseId, row.licenseName),
    region: place(row.regionId, row.regionName),
    pictureId: pictureIdOf(row.id, row.photoPath),
    pictureVersion: row.photoPath ? pictureVersionOf(row.photoPath) : null,
    hireDate: row.hireDate,
    joinDate: row.joinDate,
    roleChangedDate: row.roleChangedDate,
  };
}

export const toAssignmentRef = (row: AssignmentRow): AssignmentRef => ({
  ...row,
  statusName: ASSIGNMENT_STATUS_NAMES[row.status],
});

export const toHeadcount = (row: HeadcountColumns): Headcount => ({
  partners: row.partners,
  researchers: row.researchers,
  administrators: row.administrators,
  total: row.total,
});

export function toLocationRow(row: LocationRowData): LocationRow {
  return {
    Id: row.id,
    Name: row.name,
    city: row.city,
    address: row.address,
    phone: row.phone,
    publicUrl: row.publicUrl,
    country: { Id: row.countryId, Name: row.countryName },
    license: { Id: row.licenseId, Name: row.licenseName },
    region: { Id: row.regionId, Name: row.regionName },
    headcount: toHeadcount(row),
  };
}

/** Rows by id, put back in the order of `ids` (ranked lists load their people separately). */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Folded names (lower case, unaccented) in code-unit order: the same order on every database. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
