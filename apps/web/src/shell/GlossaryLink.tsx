// The top bar's way to the staff glossary: the firm's words ("MCL", "off limits", "teaming") are one
// click from every screen. The page is a content page that site admins keep. Its tooltip loads on
// the first hover, so the top bar of the first screen carries no tooltip code.
import { GLOSSARY_PAGE_NAME } from '@atrium/contracts';
import { ActionIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHoverTooltip } from '../ui/use-hover-tooltip.tsx';

export function GlossaryLink() {
  const { targetProps, tooltip } = useHoverTooltip("Glossary: the firm's words explained");
  return (
    <>
      <ActionIcon
        component={Link}
        to={`/learn?oid=${GLOSSARY_PAGE_NAME}`}
        variant="subtle"
        color="navy"
        size="lg"
        aria-label="Glossary"
        {...targetProps}
      >
        <IconHelpCircle size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
      {tooltip}
    </>
  );
}
