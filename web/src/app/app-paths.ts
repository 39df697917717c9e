/** The shape of a react-router route this needs: its path and children. */
interface RouteLike {
  readonly path?: string;
  readonly children?: readonly RouteLike[];
}

/**
 * The app pages' paths as react-router patterns ("/signin", "/profile/:id", "/:id/loan-terms"),
 * for robots.txt and the check that Hosting sends each of them to the app shell.
 */
export function appPathPatterns(routes: readonly RouteLike[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path && route.path !== '*' && !route.path.endsWith('/*') ? [path] : [];
    return [...own, ...appPathPatterns(route.children ?? [], path)];
  });
}
