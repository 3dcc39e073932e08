import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint, externalSystemReplies } from './endpoint.ts';
import { assetAddresses } from './endpoint-addresses.ts';
import { FileIdSchema } from './files.ts';

/** spec 3 §2.13, §5: the image explorer accepts these, checked by content, not only by name. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.bmp', '.gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Any uploaded image (library or photo): at most this many pixels a side and in all, read from its header. */
export const MAX_IMAGE_SIDE_PX = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The image explorer's hint (spec 3 §2.13). */
export const OPTIMAL_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** An image of the library (spec 3 §3 Asset), with where to fetch it. */
export const AssetSchema = z.object({
  OID: z.number().int(),
  UUID: z.string().uuid(),
  Title: z.string(),
  Type: z.object({ Identifier: z.string() }),
  MimeType: z.string(),
  Width: z.number().int().nullable(),
  Height: z.number().int().nullable(),
  Url: z.string(),
  CreatedAt: z.string(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const AssetSearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const TagSchema = z.object({ ID: z.number().int(), Name: z.string() });
export type Tag = z.infer<typeof TagSchema>;

/** Share-card metadata of a page (spec 1 §3). */
export const ShareCardSchema = z.object({
  url: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  article: z.object({
    published_time: z.string().nullable(),
    modified_time: z.string().nullable(),
    expiration_time: z.string().nullable(),
    author: z.string().nullable(),
  }),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    gender: z.string(),
  }),
});
export type ShareCard = z.infer<typeof ShareCardSchema>;

/** What the editor's image upload answers: where the stored image lives. */
export const UploadedImageSchema = AssetSchema.extend({ url: z.string() });

export const assetEndpoints = {
  tags: defineEndpoint({
    method: 'GET',
    path: '/api/v2/cms/tags',
    summary: 'Tags for the content filter, by name',
    access: 'user',
    tag: 'cms',
    response: z.array(TagSchema),
  }),
  assets: defineEndpoint({
    method: 'GET',
    path: '/api/v2/webComand/assets',
    summary: 'Image search for the image explorer, newest first',
    access: 'admin',
    tag: 'cms',
    query: AssetSearchQuerySchema,
    response: z.array(AssetSchema),
  }),
  uploadAsset: defineEndpoint({
    method: 'POST',
    path: '/api/v2/webComand/assets',
    acceptsIdempotencyKey: true,
    summary: 'Uploads an image (multipart field "file"): .jpg .png .bmp .gif, checked by content',
    access: 'admin',
    tag: 'cms',
    response: AssetSchema,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v2/cms/upload',
    acceptsIdempotencyKey: true,
    summary: 'The rich-text editor\'s image upload (multipart field "file"); answers the image\'s url',
    access: 'admin',
    tag: 'cms',
    response: UploadedImageSchema,
  }),
  metaImage: defineEndpoint({
    method: 'GET',
    path: '/api/v2/cms/metaImage/:oid',
    summary: 'The bytes of an image of the library',
    access: 'user',
    tag: 'cms',
    params: z.object({ oid: z.coerce.number().int().positive() }),
    query: z.object({ type: z.string().max(100).optional() }),
    response: BinaryResponseSchema,
  }),
  pageMetaImage: defineEndpoint({
    method: 'GET',
    path: '/api/v2/page/:uuid/metaImage',
    summary: "The bytes of a page's meta image",
    access: 'user',
    tag: 'cms',
    params: z.object({ uuid: z.string().uuid() }),
    response: BinaryResponseSchema,
  }),
  setPageMetaImage: defineEndpoint({
    method: 'POST',
    path: '/api/v2/page/:uuid/metaImage/:oid',
    summary: "Sets a page's meta image (sent after saving route edits when MetaImage has an OID)",
    access: 'admin',
    tag: 'cms',
    params: z.object({ uuid: z.string().uuid(), oid: z.coerce.number().int().positive() }),
    query: z.object({ type: z.string().max(100).optional() }),
    response: z.object({
      OID: z.number().int(),
      Type: z.object({ Identifier: z.string() }),
      Version: z.number().int(),
    }),
  }),
  shareCard: defineEndpoint({
    method: 'GET',
    path: '/api/v2/page/og/:uuid',
    summary: 'Share-card metadata of a page, for promos',
    access: 'user',
    tag: 'cms',
    params: z.object({ uuid: z.string().uuid() }),
    response: ShareCardSchema,
  }),
  downloadFile: defineEndpoint({
    ...assetAddresses.downloadFile,
    summary: 'Downloads a stored file (a Box file, or a local file such as a page file) as an attachment',
    access: 'user',
    tag: 'cms',
    params: z.object({ id: FileIdSchema }),
    response: BinaryResponseSchema,
    replies: externalSystemReplies('Box'),
  }),
};
