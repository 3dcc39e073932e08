// The files module (spec 3 §2.10): the Box Documents widget, a folder browser over Box and the
// portal's own files (also the rich-text link dialog's Box file tab), and the admin screen of the
// portal's own files. Everything loads on demand.
import { lazy } from 'react';
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export type { PickedEntry } from './FolderBrowser.tsx';

/** A folder browser that picks a file: `onPick({id, name, path})`. */
export const FilePicker = lazy(() => import('./FilePicker.tsx').then((m) => ({ default: m.FilePicker })));

/** /admin/files: the portal's own folders and files. */
export const LocalFilesScreen = lazyScreen(() =>
  import('./LocalFilesScreen.tsx').then((m) => m.LocalFilesScreen),
);

/** The Box Documents widget type, loaded with the widget registry. */
export const loadFilesWidgetTypes = () =>
  import('./files-widgets.ts').then((m) => ({ boxDocuments: m.boxDocumentsWidget }));
