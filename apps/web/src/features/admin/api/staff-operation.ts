import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every daily-operations read lives under this key, so any action can refresh what staff see. */
export const OPS = ['admin', 'operations'] as const;

/** An action: on success every operations read is fetched again, so pages show the server's truth. */
export function useOperation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS }),
  });
}
