// A code-split part for the registry: fetched when a screen that shows it asks (preloadParts)
// or when first drawn; until its code is here it draws the fallback (nothing, for a part of a
// page; a spinner for a whole screen).
import type { ComponentType, ReactNode } from 'react';
import { preloadable } from '../app/preloadable';
import type { Part } from './registry';

export function split<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): Part<P> {
  const { Screen, preload } = preloadable(factory, fallback);
  return { Component: Screen, preload };
}
