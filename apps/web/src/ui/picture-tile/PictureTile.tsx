// The picture tile (spec 3 §2.6): a square photo of a person, initials while there is none or it
// fails to load, and in reactive mode a size that follows the container with name, city and
// hover details on the larger sizes.
import { getRadius, type MantineRadius, Skeleton } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useElementWidth } from '../use-element-width.ts';
import { initialsColor, initialsOf } from './initials.ts';
import classes from './PictureTile.module.css';
import {
  DEFAULT_PICTURE_SIZE,
  hasHoverDetails,
  hasNameOverlay,
  type PictureSize,
  pictureRequestPx,
  pictureSizePx,
  RESIZE_DEBOUNCE_MS,
  sizeForWidth,
} from './picture-sizes.ts';
import { type PictureField, pictureUrl } from './picture-url.ts';

export interface PictureTileProps {
  /** The person's name: the picture's alt text, the initials and their colour. */
  name: string;
  /** Whose picture; none shows the initials. */
  id?: number | string | null;
  field?: PictureField;
  /** Ignored in reactive mode. */
  size?: PictureSize;
  /** Fill the container's width and pick the size from it. */
  isReactive?: boolean;
  /** Shown under the name over the picture (reactive mode, medium and up). */
  city?: string;
  /** Lines shown on hover or focus (reactive mode, large and up): title, office, … */
  details?: readonly string[];
  href?: string;
  target?: string;
  onClick?: () => void;
  radius?: MantineRadius;
}

export function PictureTile(props: PictureTileProps) {
  const { name, isReactive = false, radius = 'md' } = props;
  const measured = useElementWidth<HTMLElement>(RESIZE_DEBOUNCE_MS);
  const fixedSize = props.size ?? DEFAULT_PICTURE_SIZE;
  const size = isReactive && measured.width !== null ? sizeForWidth(measured.width) : fixedSize;

  const id = props.id === '' ? null : (props.id ?? null);
  const src = id === null ? null : pictureUrl({ id, px: pictureRequestPx(size), field: props.field });
  // Per person, not per address: a resize that asks for a sharper copy keeps the picture on show.
  const [loadedId, setLoadedId] = useState<number | string | null>(null);
  const hasLoaded = id !== null && loadedId === id;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showsInitials = src === null || failedSrc === src;

  const hasOverlay = hasNameOverlay({ size, isReactive });
  const hasDetails = hasHoverDetails({ size, isReactive }) && (props.details?.length ?? 0) > 0;
  const isInteractive = Boolean(props.href || props.onClick);

  const style: CSSProperties = {
    width: isReactive ? '100%' : pictureSizePx(fixedSize),
    borderRadius: getRadius(radius),
  };
  const content = (
    <>
      {showsInitials ? (
        <Initials name={name} />
      ) : (
        <>
          {!hasLoaded && <Skeleton className={classes.skeleton} radius={0} />}
          <img
            src={src}
            alt={name}
            className={classes.image}
            data-loaded={hasLoaded || undefined}
            loading="lazy"
            decoding="async"
            onLoad={() => setLoadedId(id)}
            onError={() => setFailedSrc(src)}
          />
        </>
      )}
      {hasOverlay && (
        <span className={classes.overlay}>
          {/* The picture's alt text already names the person. */}
          <span className={classes.overlayName} aria-hidden>
            {name}
          </span>
          {props.city && <span className={classes.overlayCity}>{props.city}</span>}
        </span>
      )}
      {hasDetails && (
        <span className={classes.details}>
          <strong aria-hidden>{name}</strong>
          {props.details?.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      )}
    </>
  );

  const shared = {
    ref: isReactive ? measured.ref : undefined,
    className: classes.tile,
    style,
    'data-overlay': hasOverlay || undefined,
    'data-interactive': isInteractive || undefined,
  };
  if (props.href) {
    return (
      <a
        {...shared}
        href={props.href}
        target={props.target}
        rel={props.target === '_blank' ? 'noopener noreferrer' : undefined}
        onClick={props.onClick}
      >
        {content}
      </a>
    );
  }
  if (props.onClick) {
    return (
      <button {...shared} type="button" onClick={props.onClick}>
        {content}
      </button>
    );
  }
  return <div {...shared}>{content}</div>;
}

function Initials({ name }: { name: string }) {
  const initials = initialsOf(name);
  const color = initialsColor(name);
  return (
    <span
      role="img"
      aria-label={name || 'No picture'}
      className={classes.initials}
      style={{ background: `var(--mantine-color-${color}-1)`, color: `var(--mantine-color-${color}-9)` }}
    >
      {initials || <IconUser style={{ width: '45%', height: '45%' }} stroke={1.5} aria-hidden />}
    </span>
  );
}
