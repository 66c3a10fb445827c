import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title';

function Titled({ parts }: { parts: (string | undefined)[] }) {
  usePageTitle(...parts);
  return null;
}

/** A page with a panel that opens over it, as the task panel does over a board. */
function PageWithPanel({ board, task }: { board: string; task: string | null }) {
  return (
    <>
      <Titled parts={[board, 'Acme']} />
      {task && <Titled parts={[task, board, 'Acme']} />}
    </>
  );
}

describe('pageTitle', () => {
  it('joins the parts, most specific first, and names the app', () => {
    expect(pageTitle(['Website redesign', 'Acme'])).toBe('Website redesign · Acme — Teamboard');
  });

  it('leaves out the parts not known yet, and is the app alone without any', () => {
    expect(pageTitle([undefined, 'Chat', null, 'Acme'])).toBe('Chat · Acme — Teamboard');
    expect(pageTitle([undefined])).toBe('Teamboard');
  });
});

describe('usePageTitle', () => {
  it('names the document while the page is shown and gives the name back when it goes', () => {
    const { unmount } = render(<Titled parts={['Dashboard']} />);
    expect(document.title).toBe('Dashboard — Teamboard');
    unmount();
    expect(document.title).toBe('Teamboard');
  });

  it('lets a panel opened over the page name it, and the page its own again once it closes', () => {
    const { rerender, unmount } = render(<PageWithPanel board="Website" task={null} />);
    expect(document.title).toBe('Website · Acme — Teamboard');

    rerender(<PageWithPanel board="Website" task="WR-1 Draft" />);
    expect(document.title).toBe('WR-1 Draft · Website · Acme — Teamboard');

    // The page's own title changing keeps the open panel's name on the document.
    rerender(<PageWithPanel board="Web" task="WR-1 Draft" />);
    expect(document.title).toBe('WR-1 Draft · Web · Acme — Teamboard');

    rerender(<PageWithPanel board="Web" task={null} />);
    expect(document.title).toBe('Web · Acme — Teamboard');
    unmount();
  });

  it('follows a title that arrives with the data', async () => {
    function Loading() {
      const [name, setName] = useState<string | undefined>(undefined);
      usePageTitle(name, 'People');
      return (
        <button type="button" onClick={() => setName('Tom Teammate')}>
          load
        </button>
      );
    }
    const { unmount } = render(<Loading />);
    expect(document.title).toBe('People — Teamboard');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(document.title).toBe('Tom Teammate · People — Teamboard');
    unmount();
  });
});
