import type { TablerIcon } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import classes from './Shell.module.css';

interface RailButtonProps extends ComponentPropsWithoutRef<'button'> {
  icon: TablerIcon;
  label: string;
}

/** A tool in the rail (Apps, Admin, Sign out): an icon over its visible label. */
export const RailButton = forwardRef<HTMLButtonElement, RailButtonProps>(function RailButton(
  { icon: Icon, label, className, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" className={`${classes.railItem} ${className ?? ''}`} {...props}>
      <Icon size={24} stroke={1.6} aria-hidden />
      <span className={classes.railLabel}>{label}</span>
    </button>
  );
});
