// spec 1 §4: editing mode toggles on or off and only counts when the user is a site admin.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSession } from './session/use-session.ts';

export interface EditingModeValue {
  /** True only for a site admin who turned editing on. */
  isEditing: boolean;
  setEditing: (on: boolean) => void;
  toggleEditing: () => void;
}

const EditingModeContext = createContext<EditingModeValue | null>(null);

export function EditingModeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [isOn, setOn] = useState(false);
  const isAdmin = user?.SiteAdmin === true;
  const value = useMemo<EditingModeValue>(
    () => ({ isEditing: isAdmin && isOn, setEditing: setOn, toggleEditing: () => setOn((on) => !on) }),
    [isAdmin, isOn],
  );
  return <EditingModeContext.Provider value={value}>{children}</EditingModeContext.Provider>;
}

export function useEditingMode(): EditingModeValue {
  const value = useContext(EditingModeContext);
  if (!value) throw new Error('useEditingMode must be used inside <EditingModeProvider>');
  return value;
}
