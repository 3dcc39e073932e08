import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import classes from './Breadcrumbs.module.css';
import { buildBreadcrumbs } from './breadcrumbs.ts';

export function Breadcrumbs({ screenTitle }: { screenTitle?: string | null }) {
  const { tree } = useAppRoutes();
  const { pathname } = useLocation();
  const crumbs = useMemo(
    () => buildBreadcrumbs({ tree, pathname, screenTitle }),
    [tree, pathname, screenTitle],
  );
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.key}>
            {index > 0 && (
              <li aria-hidden className={classes.separator}>
                <IconChevronRight size={14} />
              </li>
            )}
            <li className={classes.item}>
              {crumb.path ? (
                <Link to={crumb.path} className={classes.link} title={crumb.label}>
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={crumb.isCurrent ? 'page' : undefined}
                  className={classes.current}
                  title={crumb.label}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
