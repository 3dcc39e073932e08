export { initialsColor, initialsOf } from './initials.ts';
export { PictureTile, type PictureTileProps } from './PictureTile.tsx';
export {
  PICTURE_SIZES_REM,
  type PictureSize,
  pictureRequestPx,
  pictureSizePx,
  sizeForWidth,
} from './picture-sizes.ts';
export { type PictureField, pictureUrl } from './picture-url.ts';
