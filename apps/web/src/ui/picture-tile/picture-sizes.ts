// spec 3 §2.6: the picture tile's sizes, in rem, and what each size shows.

export const PICTURE_SIZES_REM = {
  nano: 2.5,
  micro: 5,
  small: 8,
  medium: 10,
  large: 12,
  xlarge: 14,
  xxlarge: 18,
  huge: 22,
} as const;

export type PictureSize = keyof typeof PICTURE_SIZES_REM;

export const DEFAULT_PICTURE_SIZE: PictureSize = 'medium';

/** Smallest first. */
export const PICTURE_SIZE_ORDER = (Object.keys(PICTURE_SIZES_REM) as PictureSize[]).sort(
  (a, b) => PICTURE_SIZES_REM[a] - PICTURE_SIZES_REM[b],
);

/** spec 3 §2.6: pixel size is 16 times rem, whatever the reader's font size. */
export const PX_PER_REM = 16;
/** Sharp on high-density screens: the server is asked for twice the shown size. */
export const REQUEST_SCALE = 2;
/** spec 3 §9: resize debounce. */
export const RESIZE_DEBOUNCE_MS = 100;

export function pictureSizePx(size: PictureSize): number {
  return PICTURE_SIZES_REM[size] * PX_PER_REM;
}

/** The square edge, in px, asked of the image endpoint. */
export function pictureRequestPx(size: PictureSize): number {
  return pictureSizePx(size) * REQUEST_SCALE;
}

/** Reactive mode: the largest size that fits the container's width (the smallest if none does). */
export function sizeForWidth(widthPx: number): PictureSize {
  let chosen: PictureSize = PICTURE_SIZE_ORDER[0];
  for (const size of PICTURE_SIZE_ORDER) {
    if (pictureSizePx(size) <= widthPx) chosen = size;
  }
  return chosen;
}

function isAtLeast(size: PictureSize, floor: PictureSize): boolean {
  return PICTURE_SIZES_REM[size] >= PICTURE_SIZES_REM[floor];
}

/** spec 3 §2.6: in reactive mode the name and city lie over the picture from medium up… */
export function hasNameOverlay(options: { size: PictureSize; isReactive: boolean }): boolean {
  return options.isReactive && isAtLeast(options.size, 'medium');
}

/** …and hovering shows the details from large up. */
export function hasHoverDetails(options: { size: PictureSize; isReactive: boolean }): boolean {
  return options.isReactive && isAtLeast(options.size, 'large');
}
