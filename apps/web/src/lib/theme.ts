import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'theme';
const listeners = new Set<() => void>();

export function storedTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Bootstrap 5.3 colour modes: every component follows `data-bs-theme` on the root element. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-bs-theme', theme);
}

export function useTheme(): [Theme, (t: Theme) => void] {
  const theme = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, storedTheme);
  const setTheme = useCallback((t: Theme) => {
    localStorage.setItem(KEY, t);
    applyTheme(t);
    for (const l of listeners) l();
  }, []);
  return [theme, setTheme];
}
