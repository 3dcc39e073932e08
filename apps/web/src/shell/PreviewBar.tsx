// While a site admin previews as someone else, a bar above every screen says whose view it is and
// leaves it in one click (docs/permissions.md, _Preview as_).
import { Button } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { leavePreviewAs } from '../api/preview-as.ts';
import { useCurrentUser } from '../core/session/use-session.ts';
import classes from './Shell.module.css';

export function PreviewBar() {
  const preview = useCurrentUser().Preview;
  if (!preview) return null;
  return (
    <section aria-label="Preview" className={classes.previewBar}>
      <span>
        Previewing as <strong>{preview.Label}</strong>
      </span>
      <Button
        size="xs"
        variant="white"
        color="dark"
        leftSection={<IconEyeOff size={16} aria-hidden />}
        onClick={leavePreviewAs}
      >
        Leave preview
      </Button>
    </section>
  );
}
