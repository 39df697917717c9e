/** Filling an endpoint's path, on its own so the web app takes it without the endpoint list's schemas. */

/** The names of the `:params` in a path, for typed path building on both sides. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `/api/v2/loanRequests/:id/sign` with `{ id: 'abc' }` → `/api/v2/loanRequests/abc/sign`. */
export function endpointPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
