// A folder opened from the Box Documents widget: a modal with back and forward (spec 3 §2.10).
import type { FolderListing } from '@atrium/contracts';

import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { LayerModal } from '../../ui/layers/LayerModal.tsx';
import { FolderBrowser } from './FolderBrowser.tsx';
import type { FolderQuery } from './files-api.ts';

export function FolderModal(props: {
  folderId: string;
  name: string;
  /** The widget's folder: the path starts there and leads no higher. */
  topFolderId?: string;
  query: FolderQuery;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(props.name);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <LayerModal
      opened
      onClose={props.onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size={isPhone ? '100%' : 'min(900px, 95vw)'}
      fullScreen={isPhone}
      styles={{ content: isPhone ? undefined : { minWidth: 680 } }}
    >
      <FolderBrowser
        folderId={props.folderId}
        topFolderId={props.topFolderId}
        query={props.query}
        onFolderChange={(listing: FolderListing) => setTitle(listing.name)}
      />
    </LayerModal>
  );
}
