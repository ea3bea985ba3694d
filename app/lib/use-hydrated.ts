import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during prerendering and hydration, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
