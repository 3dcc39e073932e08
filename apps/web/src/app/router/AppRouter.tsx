// Top level: /login and /noaccess have their own templates; everything else is the signed-in app.
import { Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../core/session/SessionProvider.tsx';
import { LoginTemplate, NoAccessTemplate } from '../templates/route-templates.ts';
import { SessionEventsBridge } from './SessionEventsBridge.tsx';
import { SignedInApp } from './SignedInApp.tsx';

export function AppRouter() {
  return (
    <SessionProvider>
      <SessionEventsBridge />
      <Routes>
        <Route path="/login" element={<LoginTemplate />} />
        <Route path="/noaccess" element={<NoAccessTemplate />} />
        <Route path="*" element={<SignedInApp />} />
      </Routes>
    </SessionProvider>
  );
}
