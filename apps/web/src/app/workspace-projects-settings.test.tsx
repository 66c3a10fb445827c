import type { WorkspaceRole } from '@teamboard/shared';
import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBoard, buildFolder } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

function project(overrides: Partial<WorkspaceProject>): WorkspaceProject {
  return {
    _id: 'b-1',
    title: 'Roadmap',
    key: 'ROA',
    status: 'active',
    folder: null,
    memberCount: 3,
    taskCount: 12,
    lastActivityAt: HOUR_AGO,
    createdAt: HOUR_AGO,
    ...overrides,
  };
}

const clients = buildFolder({ _id: 'f-1', name: 'Clients' });
const PROJECTS = [
  project({ folder: { _id: 'f-1', name: 'Clients' } }),
  project({
    _id: 'b-2',
    title: 'Website',
    key: 'WEB',
    status: 'archived',
    memberCount: 1,
    taskCount: 0,
  }),
];

/** Ada (with `role`) on Acme's settings/projects, which holds Roadmap and the archived Website. */
function openProjects(role: WorkspaceRole, extra: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/workspaces/ws-1/projects': () => json(200, { projects: PROJECTS }),
      'GET /api/folders': () => json(200, { folders: [clients] }),
      ...extra,
    },
    ada,
  );
  renderApp('/acme/settings/projects');
  return network;
}

describe('workspace projects settings', () => {
  it('lists every project with its folder, counts, last activity and status', async () => {
    openProjects('member');

    const roadmap = await screen.findByTestId('project-row-b-1');
    expect(within(roadmap).getByRole('link', { name: 'Roadmap' })).toHaveAttribute(
      'href',
      '/acme/projects/b-1',
    );
    expect(
      within(roadmap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['RoadmapROA', 'Clients', '3', '12', '1h ago', 'Active']);
    const website = screen.getByTestId('project-row-b-2');
    expect(within(website).getByText('Archived')).toBeInTheDocument();
    expect(within(website).getAllByRole('cell')[1]).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Only the owner and admins change projects from here.'),
    ).toBeInTheDocument();
  });

  it('lets an admin archive and restore through the board route, then reads the table again', async () => {
    const network = openProjects('admin', {
      'POST /api/boards/b-1/archive': () =>
        json(200, { board: buildBoard({ _id: 'b-1', title: 'Roadmap', status: 'archived' }) }),
      'POST /api/boards/b-2/archive': () =>
        json(200, { board: buildBoard({ _id: 'b-2', title: 'Website' }) }),
    });
    const user = userEvent.setup();

    const roadmap = await screen.findByTestId('project-row-b-1');
    await user.click(within(roadmap).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Roadmap archived')).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('project-row-b-2')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByText('Website restored')).toBeInTheDocument();
    expect(network.calls('POST /api/boards/b-1/archive')).toHaveLength(1);
    await waitFor(() => expect(network.calls('GET /api/workspaces/ws-1/projects')).toHaveLength(3));
  });

  it('deletes a project only after the confirmation', async () => {
    const network = openProjects('owner', {
      'DELETE /api/boards/b-2': () => json(200, { message: 'Board deleted' }),
    });
    const user = userEvent.setup();

    const website = await screen.findByTestId('project-row-b-2');
    await user.click(within(website).getByRole('button', { name: 'Delete' }));
    expect(network.calls('DELETE /api/boards/b-2')).toHaveLength(0);
    expect(within(website).getByText('Delete Website and its tasks?')).toBeInTheDocument();
    await user.click(within(website).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Website deleted')).toBeInTheDocument();
    expect(network.calls('DELETE /api/boards/b-2')).toHaveLength(1);
  });

  it('moves a project to a folder through the board route', async () => {
    const network = openProjects('admin', {
      'PUT /api/boards/b-2/move': () =>
        json(200, { board: buildBoard({ _id: 'b-2', title: 'Website', folderId: 'f-1' }) }),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Folder of Website'), 'Clients');
    expect(await screen.findByText('Moved Website to Clients')).toBeInTheDocument();
    expect(network.calls('PUT /api/boards/b-2/move')[0]?.body).toEqual({ folderId: 'f-1' });
  });

  it('shows the server’s reason when an action is refused', async () => {
    openProjects('admin', {
      'POST /api/boards/b-1/archive': () =>
        json(403, { message: 'You do not have permission to do this', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();

    const roadmap = await screen.findByTestId('project-row-b-1');
    await user.click(within(roadmap).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
