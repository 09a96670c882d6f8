import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams`, with updates that build on each other. React Router hands an updater the
 * parameters of the last render, so two changes made before the page renders again (a
 * navigation is a transition, and a busy browser delays it) lose the first. Here each update
 * starts from the one before it until the new URL has rendered.
 */
export function useUrlParams(): [URLSearchParams, (update: Update, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // React Router keeps the same object while the URL's query is unchanged.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (fn: Update, options?: NavigateOptions) => {
      const next = fn(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
