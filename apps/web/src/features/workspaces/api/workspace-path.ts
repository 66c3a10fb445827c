/** `/api/workspaces/<id>/<segment>…` with every part escaped. */
export function workspaceApiPath(idOrUrl: string, ...segments: string[]): string {
  return ['/api/workspaces', idOrUrl, ...segments]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}
