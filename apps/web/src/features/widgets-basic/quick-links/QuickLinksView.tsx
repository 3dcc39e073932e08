// Quick Links (spec 3 §2.8): each link's title, description and button. http and mailto open a
// window with the link's target, /paths stay in the app, other values are route names — an
// unknown one says 'No matching route found for "{name}"'.
import { Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useNavigateByName, useRoutePath } from '../../../core/routes/use-navigate-by-name.ts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { NothingToShow } from '../../../core/widgets/NothingToShow.tsx';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import classes from './QuickLinks.module.css';
import {
  DEFAULT_LINK_TEXT,
  linkKind,
  type QuickLink,
  QuickLinksAttributesSchema,
} from './quick-links-attributes.ts';

export const NO_LINKS = 'No links yet';

export function QuickLinksView({ section }: WidgetViewProps) {
  const { items } = readAttributes(QuickLinksAttributesSchema, section.Attributes);
  if (items.length === 0) return <NothingToShow title={NO_LINKS} message="Edit the widget to add links." />;
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <div className={classes.text}>
            {item.title && (
              <Text fw={700} c="navy.8">
                {item.title}
              </Text>
            )}
            {item.description && (
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            )}
          </div>
          <QuickLinkButton item={item} />
        </li>
      ))}
    </ul>
  );
}

function QuickLinkButton({ item }: { item: QuickLink }) {
  const kind = linkKind(item.href);
  const href = item.href.trim();
  const label = item.text.trim() || DEFAULT_LINK_TEXT;
  const navigateByName = useNavigateByName();
  const routePath = useRoutePath(kind === 'route' ? href : '');
  const isNewTab = item.target === '_blank';
  // A second name for the button when its text alone ('Open') would not say where it goes.
  const accessibleName = item.title ? `${label}: ${item.title}` : label;
  const common = { size: 'xs' as const, variant: 'light' as const, className: classes.button };
  if (kind === 'window')
    return (
      <Button
        {...common}
        component="a"
        href={href}
        target={item.target}
        rel={isNewTab ? 'noopener noreferrer' : undefined}
        aria-label={accessibleName}
        rightSection={isNewTab ? <IconExternalLink size={14} aria-hidden /> : undefined}
      >
        {label}
      </Button>
    );
  const path = kind === 'path' ? href : routePath;
  if (path)
    return (
      <Button
        {...common}
        component={Link}
        to={path}
        target={isNewTab ? '_blank' : undefined}
        rel={isNewTab ? 'noopener' : undefined}
        aria-label={accessibleName}
      >
        {label}
      </Button>
    );
  return (
    <Button
      {...common}
      aria-label={accessibleName}
      onClick={() => navigateByName(href, undefined, { newTab: isNewTab })}
    >
      {label}
    </Button>
  );
}
