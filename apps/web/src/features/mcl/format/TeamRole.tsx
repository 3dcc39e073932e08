// A team role as the spec writes it ("D 60%"), with the words behind the letter for a pointer's
// tooltip and for a screen reader, which would otherwise read "D 60 percent".
import { VisuallyHidden } from '@mantine/core';
import { teamRoleLabel, teamRoleSpoken } from './mcl-format.ts';

export function TeamRole({ role, percentage }: { role: 'D' | 'H'; percentage: number }) {
  const spoken = teamRoleSpoken(role, percentage);
  return (
    <span title={spoken}>
      <span aria-hidden="true">{teamRoleLabel(role, percentage)}</span>
      <VisuallyHidden component="span">{spoken}</VisuallyHidden>
    </span>
  );
}
