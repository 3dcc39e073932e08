import { Outlet } from 'react-router-dom';

/** Frame mode (spec 1 §2.1): screens embedded in the tracking system, without the portal's chrome. */
export function FrameTemplate() {
  return (
    <main id="main-content" style={{ padding: 24, minHeight: '100vh' }}>
      <Outlet />
    </main>
  );
}
