// A company's name in a results table: a link to its page, with the key-account key beside it.
// A long name wraps, as the other cells of these tables do, rather than hide its end.
import { Anchor, Group, Tooltip } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

export function KeyAccountIcon() {
  return (
    <Tooltip label="Key account" withArrow>
      <IconKey
        size={14}
        color="var(--mantine-color-yellow-8)"
        aria-label="Key account"
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

interface CompanyCellProps {
  href: string;
  name: string;
  isKeyAccount: boolean;
  /** The row's own company, in the table of companies: bold, as each table's first column. */
  isStrong?: boolean;
}

export function CompanyCell({ href, name, isKeyAccount, isStrong = false }: CompanyCellProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        {...(isStrong ? { fw: 600, c: 'navy.8' } : {})}
      >
        {name}
      </Anchor>
      {isKeyAccount && <KeyAccountIcon />}
    </Group>
  );
}
