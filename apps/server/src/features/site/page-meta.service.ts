// What a page shows of itself elsewhere: its meta image and its share card (spec 1 §3, §7).
import type { ShareCard } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { findAsset, readAssetImage } from '../assets/assets.service.ts';
import * as repo from './routes.repo.ts';
import { findViewablePage } from './routes.service.ts';
import type { SiteContext } from './site-cache.ts';

/** Reading the meta image needs the folder the image files live in. */
export interface PageImageContext extends SiteContext {
  dataDir: string;
}

const imageMissing = () => notFound('This image does not exist.');

/**
 * spec 1 §7: sent after saving route edits when MetaImage has an OID. The route version only
 * moves when the image really changes.
 */
export async function setPageMetaImage(
  ctx: SiteContext,
  { uuid, oid, type }: { uuid: string; oid: number; type?: string },
) {
  const { user } = ctx;
  return ctx.db.transaction(async (tx) => {
    const { route } = await findViewablePage({ ...ctx, db: tx }, { uuid });
    const asset = await findAsset({ db: tx }, { id: oid });
    if (!asset) throw imageMissing();
    const identifier = type || asset.typeIdentifier;
    let version = route.version;
    if (route.metaImageOid !== oid || route.metaImageType !== identifier) {
      const updated = await repo.updateRoute(tx, {
        id: route.id,
        changes: { metaImageOid: oid, metaImageType: identifier, updatedBy: user.ID },
      });
      version = updated?.version ?? route.version;
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

export async function readPageMetaImage(ctx: PageImageContext, { uuid }: { uuid: string }) {
  const { route } = await findViewablePage(ctx, { uuid });
  if (route.metaImageOid === null) throw imageMissing();
  return readAssetImage(ctx, { id: route.metaImageOid });
}

/** Share-card metadata (spec 1 §3) for promos of this page. */
export async function getShareCard(ctx: SiteContext, { uuid }: { uuid: string }): Promise<ShareCard> {
  const { route, fullPath } = await findViewablePage(ctx, { uuid });
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
      author: route.updatedBy === null ? null : ((await repo.findUserName(ctx.db, route.updatedBy)) ?? null),
    },
    profile: { first_name: '', last_name: '', username: '', gender: '' },
  };
}
