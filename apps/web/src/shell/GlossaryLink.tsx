// The top bar's way to the staff glossary: the firm's words ("MCL", "off limits", "teaming") are one
// click from every screen. The page is a content page that site admins keep.
import { GLOSSARY_PAGE_NAME } from '@atrium/contracts';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function GlossaryLink() {
  return (
    <Tooltip label="Glossary: the firm's words explained" withArrow>
      <ActionIcon
        component={Link}
        to={`/learn?oid=${GLOSSARY_PAGE_NAME}`}
        variant="subtle"
        color="navy"
        size="lg"
        aria-label="Glossary"
      >
        <IconHelpCircle size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
