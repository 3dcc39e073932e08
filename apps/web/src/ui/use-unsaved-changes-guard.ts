// spec 1 §4: leaving with unsaved changes asks for confirmation; closing the browser also warns.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirmAction } from './confirm.tsx';

export const LEAVE_UNSAVED_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export function useUnsavedChangesGuard(hasUnsavedChanges: boolean, message = LEAVE_UNSAVED_MESSAGE): void {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: 'Unsaved changes',
      message,
      confirmLabel: 'Leave without saving',
      cancelLabel: 'Stay',
      isDanger: true,
    }).then((isLeaving) => (isLeaving ? blocker.proceed() : blocker.reset()));
  }, [blocker, message]);
}
