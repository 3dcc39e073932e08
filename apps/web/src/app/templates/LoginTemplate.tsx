// /login has its own layout: the firm's panel and the sign-in card. A signed-in visitor goes
// straight on to where they were heading.
import { brand } from '@atrium/contracts';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sanitizeReturnUrl } from '../../api/return-url.ts';
import { useSession } from '../../core/session/use-session.ts';
import { LogoMark } from '../../shell/Logo.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { ScreenErrorBoundary } from '../../ui/ScreenErrorBoundary.tsx';
import { LoginScreen } from '../wiring.ts';
import classes from './LoginTemplate.module.css';

export function LoginTemplate() {
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={sanitizeReturnUrl(searchParams.get('returnUrl'))} replace />;

  return (
    <div className={classes.page}>
      <header className={classes.brandPanel}>
        <div className={classes.brandRow}>
          <LogoMark size={48} />
          <div>
            <p className={classes.firmName}>{brand.firmName}</p>
            <div className={classes.product}>Atrium</div>
          </div>
        </div>
        <div>
          <p className={classes.tagline}>Everything the firm knows, in one place.</p>
          <p className={classes.subline}>
            Pages, people, offices, assignments and performance for every {brand.memberSingular.toLowerCase()}{' '}
            across the globe.
          </p>
        </div>
        <div className={classes.footnote}>For {brand.firmName} staff only.</div>
      </header>
      <main className={classes.formPanel}>
        <div className={classes.card}>
          <ScreenErrorBoundary>
            <LoginScreen />
          </ScreenErrorBoundary>
        </div>
      </main>
    </div>
  );
}
