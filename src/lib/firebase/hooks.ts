import { useEffect, useState } from 'react';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import type * as z from 'zod/mini';
import { fromSnapshot } from './converters';

export type Live<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * Listens to one document through its schema; null when it does not exist. The listener belongs to
 * the hook and ends with the component. `key` must change whenever the reference does.
 */
export function useDocument<S extends z.ZodMiniType>(
  key: string | null,
  ref: () => DocumentReference,
  schema: S,
): Live<(z.infer<S> & { id: string }) | null> {
  const [state, setState] = useState<{
    key: string | null;
    value: Live<(z.infer<S> & { id: string }) | null>;
  }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    return onSnapshot(
      ref(),
      (snapshot) => {
        try {
          setState({
            key,
            value: { status: 'ready', data: snapshot.exists() ? fromSnapshot(schema, snapshot) : null },
          });
        } catch (error) {
          setState({ key, value: { status: 'error', error: error as Error } });
        }
      },
      (error) => setState({ key, value: { status: 'error', error } }),
    );
    // The reference is identified by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** Listens to a query through the documents' schema. Documents that fail the schema are skipped and logged. */
export function useCollection<S extends z.ZodMiniType>(
  key: string | null,
  query: () => Query,
  schema: S,
): Live<(z.infer<S> & { id: string })[]> {
  const [state, setState] = useState<{ key: string | null; value: Live<(z.infer<S> & { id: string })[]> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    return onSnapshot(
      query(),
      (snapshot) => {
        const items = snapshot.docs.flatMap((d) => {
          try {
            return [fromSnapshot(schema, d)];
          } catch (error) {
            console.error(error);
            return [];
          }
        });
        setState({ key, value: { status: 'ready', data: items } });
      },
      (error) => setState({ key, value: { status: 'error', error } }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
