import { describe, expect, it } from 'vitest';
import { suggestWorkspaceUrl, workspaceUrlProblem } from './workspace-url';

describe('workspace URLs', () => {
  it('suggests a URL from the name', () => {
    expect(suggestWorkspaceUrl('  Acme Design Studio! ')).toBe('acme-design-studio');
    expect(suggestWorkspaceUrl('Café Zürich')).toBe('cafe-zurich');
    expect(suggestWorkspaceUrl('x'.repeat(47) + ' y')).toBe('x'.repeat(47));
  });

  it('flags malformed and reserved URLs without the server', () => {
    expect(workspaceUrlProblem('acme')).toBeNull();
    expect(workspaceUrlProblem('ac')).toBe('URL must be at least 3 characters');
    expect(workspaceUrlProblem('a--b')).toMatch(/single hyphens/);
    expect(workspaceUrlProblem('settings')).toBe('URL is not available');
  });
});
