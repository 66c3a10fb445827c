/** `/api/workspaces/<id>/<segment>…`, every part escaped. */
export function workspaceBillingPath(workspaceId: string, ...segments: string[]): string {
  return `/api/workspaces/${[workspaceId, ...segments].map(encodeURIComponent).join('/')}`;
}
