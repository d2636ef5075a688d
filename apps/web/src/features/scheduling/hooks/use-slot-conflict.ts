import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SLOTS_QUERY_ROOT } from '../api/clinic-slots';
import { resetSlotParams } from '../lib/slot-params';

/**
 * §4: a slot conflict (hold or booking answered 409) opens a modal; closing it clears the slot query
 * parameters and reloads every slot list, so the taken time disappears.
 */
export function useSlotConflict() {
  const [isOpen, setOpen] = useState(false);
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setSearch((current) => resetSlotParams(current), { replace: true });
    void queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_ROOT });
  }, [queryClient, setSearch]);
  return { isOpen, open, close };
}
