// Picks a stored file by browsing Box and the portal's own files (the link dialog's Box file tab).
import { FolderBrowser, type PickedEntry } from './FolderBrowser.tsx';

export function FilePicker(props: { onPick: (entry: PickedEntry) => void; folderId?: string }) {
  return <FolderBrowser folderId={props.folderId} onPick={props.onPick} pick="file" showProviders />;
}
