import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ReadOnlyState {
  readOnly: boolean;
  setReadOnly: (value: boolean) => void;
}

const ReadOnlyContext = createContext<ReadOnlyState>({ readOnly: false, setReadOnly: () => {} });

/** Whether the current session may only read (§2 Layout badge). Features that learn it call setReadOnly. */
export function ReadOnlyProvider({ children, initial = false }: { children: ReactNode; initial?: boolean }) {
  const [readOnly, setReadOnly] = useState(initial);
  const value = useMemo(() => ({ readOnly, setReadOnly }), [readOnly]);
  return <ReadOnlyContext.Provider value={value}>{children}</ReadOnlyContext.Provider>;
}

export function useReadOnly(): ReadOnlyState {
  return useContext(ReadOnlyContext);
}
