// The editor's image upload (spec 1 §7 POST /api/v2/cms/upload); failures say 'Upload failed'.
import { assetEndpoints } from '@atrium/contracts';
import type { Editor } from '@tiptap/react';
import { uploadFile } from '../../../../api/upload-file.ts';

export const UPLOAD_FAILED = 'Upload failed';

export async function uploadEditorImage(file: File): Promise<{ src: string; alt: string }> {
  const image = await uploadFile({ endpoint: assetEndpoints.upload, file });
  return { src: image.url, alt: image.Title || file.name };
}

/** A failed upload leaves a placeholder in the text; take it out so it is never saved. */
export function removeFailedUploads(editor: Editor | null): void {
  if (!editor || editor.isDestroyed) return;
  const failed: { from: number; to: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.uploadError)
      failed.push({ from: pos, to: pos + node.nodeSize });
  });
  if (failed.length === 0) return;
  const tr = editor.state.tr;
  for (const range of failed.reverse()) tr.delete(range.from, range.to);
  editor.view.dispatch(tr);
}
