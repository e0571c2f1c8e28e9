import { useState } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { storage } from './storage';

/**
 * One piece of local state kept across reloads (a draft, a remembered choice). Reads are checked
 * against the schema, so a value of an older shape or edited by hand reads as absent instead of
 * breaking a screen; the version is part of the key, so a changed shape starts afresh.
 */
export function savedState<S extends StandardSchemaV1>(name: string, version: number, schema: S) {
  const key = `${name}.v${version}`;
  return {
    read: (): StandardSchemaV1.InferOutput<S> | undefined => storage.readJson(key, schema),
    write: (value: StandardSchemaV1.InferOutput<S>) => storage.writeJson(key, value),
    clear: () => storage.remove(key),
  };
}

export type SavedState<T> = {
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
};

/** A screen's state that writes itself through to `saved` on every change (a draft that survives a reload). */
export function useSavedState<T>(saved: SavedState<T>, initial: () => T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => saved.read() ?? initial());
  const set = (next: T) => {
    setValue(next);
    saved.write(next);
  };
  return [value, set];
}
