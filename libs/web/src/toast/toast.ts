// A tiny toast store outside React. Because @bolo/web is a federation
// singleton, the shell's <Toaster /> shows toasts raised by any remote.
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@bolo/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; spec §9 default 5000. */
  duration?: number;
}

export interface ToastEntry extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
}

const MAX_VISIBLE = 3;
let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const remaining = toasts.filter((entry) => entry.id !== id);
  if (remaining.length !== toasts.length) {
    toasts = remaining;
    emit();
  }
}

/** Shows a toast; returns its id. Usable outside components too. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const entry: ToastEntry = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  const dropped = toasts.slice(0, Math.max(0, toasts.length - (MAX_VISIBLE - 1)));
  for (const old of dropped) {
    const timer = timers.get(old.id);
    if (timer) clearTimeout(timer);
    timers.delete(old.id);
  }
  toasts = [...toasts.slice(dropped.length), entry];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), entry.duration),
  );
  emit();
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
