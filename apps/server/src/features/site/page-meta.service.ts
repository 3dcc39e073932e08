// What a page shows of itself elsewhere: its meta image and its share card (spec 1 §3, §7).
import type { ShareCard } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { findAsset, readAssetImage } from '../assets/assets.service.ts';
import { findEditorName, findViewablePage, setRouteMetaImage } from './routes.service.ts';

const imageMissing = () => notFound('This image does not exist.');

/** spec 1 §7: sent after saving route edits when MetaImage has an OID. */
export async function setPageMetaImage({
  db,
  user,
  uuid,
  oid,
  type,
}: {
  db: Db;
  user: AuthUser;
  uuid: string;
  oid: number;
  type?: string;
}) {
  return db.transaction(async (tx) => {
    const { route } = await findViewablePage(tx, { uuid, user });
    const asset = await findAsset(tx, oid);
    if (!asset) throw imageMissing();
    const identifier = type || asset.typeIdentifier;
    const { version, changed } = await setRouteMetaImage(tx, {
      route,
      oid,
      type: identifier,
      userId: user.ID,
    });
    if (changed) {
      await writeAudit(tx, {
        userId: user.ID,
        action: 'page.metaImage',
        entity: 'route',
        entityId: route.uuid,
        detail: { oid, type: identifier },
      });
    }
    return { OID: oid, Type: { Identifier: identifier }, Version: version };
  });
}

export async function readPageMetaImage({
  db,
  dataDir,
  uuid,
  user,
}: {
  db: Db;
  dataDir: string;
  uuid: string;
  user: AuthUser;
}) {
  const { route } = await findViewablePage(db, { uuid, user });
  if (route.metaImageOid === null) throw imageMissing();
  return readAssetImage({ db, dataDir, id: route.metaImageOid });
}

/** Share-card metadata (spec 1 §3) for promos of this page. */
export async function getShareCard({
  db,
  uuid,
  user,
}: {
  db: Db;
  uuid: string;
  user: AuthUser;
}): Promise<ShareCard> {
  const { route, fullPath } = await findViewablePage(db, { uuid, user });
  const title = route.metaTitle || route.title;
  return {
    url: fullPath,
    type: 'article',
    title,
    description: route.metaDescription,
    image: route.metaImageOid === null ? null : { url: `/api/v2/page/${route.uuid}/metaImage`, alt: title },
    article: {
      published_time: route.publishDate ?? route.createdAt.toISOString(),
      modified_time: route.updatedAt.toISOString(),
      expiration_time: route.expirationDate,
      author: await findEditorName(db, route.updatedBy),
    },
    profile: { first_name: '', last_name: '', username: '', gender: '' },
  };
}
