// Top level: /login and /noaccess have their own templates; everything else is the signed-in app.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../core/session/SessionProvider.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { LoginTemplate, NoAccessTemplate } from '../templates/route-templates.ts';
import { SessionEventsBridge } from './SessionEventsBridge.tsx';
import { SignedInApp } from './SignedInApp.tsx';

export function AppRouter() {
  return (
    <SessionProvider>
      <SessionEventsBridge />
      <Routes>
        <Route
          path="/login"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <LoginTemplate />
            </Suspense>
          }
        />
        <Route
          path="/noaccess"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <NoAccessTemplate />
            </Suspense>
          }
        />
        <Route path="*" element={<SignedInApp />} />
      </Routes>
    </SessionProvider>
  );
}
