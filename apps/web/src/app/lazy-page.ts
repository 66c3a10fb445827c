import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's component, exported as `name` by the module `load` imports. The module becomes its
 * own chunk, downloaded the first time the route matches: a page's code, and the libraries only
 * it uses, reach only those who open it.
 */
export function page<Module, Name extends keyof Module>(
  load: () => Promise<Module & Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  // A function rather than react-router's object form: the router clears the object's fields
  // once loaded, and the route table is shared by every router (each test makes its own).
  return async () => ({ Component: (await load())[name] });
}
