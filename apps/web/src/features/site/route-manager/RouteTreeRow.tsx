// One page of the route manager: drag handle, expand/collapse, title, internal name (click to
// copy) and the row buttons of spec 1 §2.5.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconExternalLink,
  IconFilePlus,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { IconAction } from '../../../ui/IconAction.tsx';
import { useHoverTooltip } from '../../../ui/use-hover-tooltip.tsx';
import { AudienceBadge } from '../audience/AudienceBadge.tsx';
import { ReviewDueBadge } from '../page-review/ReviewDueBadge.tsx';
import classes from './RouteTree.module.css';
import type { FlatRoute } from './route-tree-model.ts';
import type { RouteRowActions } from './use-route-actions.ts';

export const INDENT_PX = 28;

interface RouteTreeRowProps {
  item: FlatRoute;
  depth: number;
  isCollapsed: boolean;
  hasChildren: boolean;
  onToggle: () => void;
  actions: RouteRowActions;
  isDragging?: boolean;
  setNodeRef?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
  dragAttributes?: DraggableAttributes;
  dragListeners?: DraggableSyntheticListeners;
}

export function RouteTreeRow(props: RouteTreeRowProps) {
  const { item, depth, actions, hasChildren } = props;
  const { node } = item;
  const isChild = item.depth > 0;
  const nameHint = useHoverTooltip('Copy the internal name');
  const icon = (label: string, onClick: () => void, children: React.ReactNode, color = 'navy') => (
    <IconAction label={label} ariaLabel={`${label}: ${node.Title}`} onClick={onClick} color={color}>
      {children}
    </IconAction>
  );
  return (
    <li
      ref={props.setNodeRef}
      className={classes.row}
      data-dragging={props.isDragging || undefined}
      style={{ ...props.style, paddingLeft: 8 + depth * INDENT_PX }}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.handle}
        {...props.dragAttributes}
        {...props.dragListeners}
        aria-label={`Move ${node.Title}`}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      {hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={props.onToggle}
          aria-expanded={!props.isCollapsed}
          aria-label={`${props.isCollapsed ? 'Expand' : 'Collapse'} ${node.Title}`}
        >
          {props.isCollapsed ? (
            <IconChevronRight size={16} aria-hidden />
          ) : (
            <IconChevronDown size={16} aria-hidden />
          )}
        </ActionIcon>
      ) : (
        <span className={classes.toggleSpacer} />
      )}
      <div className={classes.label}>
        <div className={classes.titleLine}>
          <Text fw={600} size="sm" c="navy.8" truncate title={node.Title}>
            {node.Title}
          </Text>
          {node.Status === 'disabled' && (
            <Badge size="xs" color="gray" variant="light" className={classes.badge}>
              Disabled
            </Badge>
          )}
          {node.IsHidden && node.Status !== 'disabled' && (
            <Badge size="xs" color="orange" variant="light" className={classes.badge}>
              Hidden
            </Badge>
          )}
          {node.RedirectLink && (
            <Badge size="xs" color="accent" variant="light" className={classes.badge}>
              Redirect
            </Badge>
          )}
          <AudienceBadge audience={node.Audience} size="xs" />
          <ReviewDueBadge pageUuid={node.UUID} size="xs" />
          {node.HasFile && (
            <Badge size="xs" color="teal" variant="light" className={classes.badge}>
              File
            </Badge>
          )}
        </div>
        <div className={classes.nameLine}>
          <UnstyledButton
            className={classes.name}
            onClick={() => actions.copyName(node)}
            {...nameHint.targetProps}
          >
            {node.VueRouterName}
          </UnstyledButton>
          {nameHint.tooltip}
          <Text size="xs" c="dimmed" truncate title={node.FullPath}>
            {node.FullPath}
          </Text>
        </div>
      </div>
      <Group gap={2} wrap="nowrap" className={classes.actions}>
        {isChild && icon('View', () => actions.view(node), <IconExternalLink size={17} aria-hidden />)}
        {isChild && icon('Duplicate', () => void actions.duplicate(node), <IconCopy size={17} aria-hidden />)}
        {icon('Add subpage', () => void actions.addSubpage(node), <IconFilePlus size={17} aria-hidden />)}
        {icon('Edit', () => void actions.edit(node), <IconPencil size={17} aria-hidden />)}
        {icon('Delete', () => void actions.remove(node), <IconTrash size={17} aria-hidden />, 'red')}
      </Group>
    </li>
  );
}
