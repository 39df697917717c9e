import { useCallback, useState } from 'react';

function read<T>(key: string, initial: T): T {
  try {
    const kept = globalThis.sessionStorage?.getItem(key);
    return kept === null || kept === undefined ? initial : (JSON.parse(kept) as T);
  } catch {
    return initial;
  }
}

/**
 * useState that this tab keeps (sessionStorage) under `key`, so a choice survives leaving the
 * page and coming back: a link followed in the same tab, the back button, a reload. Where
 * storage is switched off it is plain useState.
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const keep = useCallback(
    (next: T) => {
      setValue(next);
      try {
        globalThis.sessionStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // Not kept; still set for this visit.
      }
    },
    [key],
  );
  return [value, keep];
}
