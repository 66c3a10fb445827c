/**
 * Wraps a request that spends a single-use credential (a verification token, an OAuth code): every
 * call with the same key during this page load shares the first request. React StrictMode runs
 * mount effects twice, and the second run must not spend the credential again.
 */
export function oncePerKey<TArg, TResult>(
  request: (arg: TArg) => Promise<TResult>,
  keyOf: (arg: TArg) => string,
): (arg: TArg) => Promise<TResult> {
  const pending = new Map<string, Promise<TResult>>();
  return (arg) => {
    const key = keyOf(arg);
    let promise = pending.get(key);
    if (!promise) {
      promise = request(arg);
      pending.set(key, promise);
    }
    return promise;
  };
}
