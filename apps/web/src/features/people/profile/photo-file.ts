// Your Profile's photo: .jpg or .png, at most 5 MB (the server checks the content again).
import { MAX_PHOTO_BYTES, PHOTO_EXTENSIONS } from '@atrium/contracts';

export function photoFileError(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!PHOTO_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'Choose a .jpg or .png file.';
  if (file.size > MAX_PHOTO_BYTES) return `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}
