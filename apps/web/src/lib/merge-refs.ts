import type { Ref, RefCallback } from 'react';

/**
 * One ref callback for an element several hooks want (two shortcuts bound to one field, say):
 * each ref is set, and each cleanup a ref callback returns runs when the element goes.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
