import type { PublicUser } from '@teamboard/shared';
import type {
  SuggestionKeyDownProps,
  SuggestionOptions,
  SuggestionProps,
} from '@tiptap/suggestion';

/** The "@name" being typed: the people it matches and how to pick one, or null when none. */
export interface MentionChoices {
  people: PublicUser[];
  /** Where the "@" is on the screen, to put the list under it. */
  rect: DOMRect | null;
  pick: (user: PublicUser) => void;
}

/** What the editor's mention list needs from the component showing it. */
export interface MentionListHost {
  show: (choices: MentionChoices | null) => void;
  /** Arrow keys, Enter, Tab and Escape while the list is open; true when the key was used. */
  keyDown: (event: KeyboardEvent) => boolean;
}

/**
 * The mention extension's suggestion: typing "@" and part of a name offers the matching people
 * (`peopleMatching`), shown by React through `host`, which also takes the list's keys.
 */
export function mentionSuggestion(
  peopleMatching: (query: string) => PublicUser[],
  host: MentionListHost,
): Omit<SuggestionOptions<PublicUser>, 'editor'> {
  const shown = (props: SuggestionProps<PublicUser>) =>
    host.show(
      props.items.length === 0
        ? null
        : {
            people: props.items,
            rect: props.clientRect?.() ?? null,
            pick: (user) => props.command({ id: user._id, label: user.name }),
          },
    );
  return {
    char: '@',
    items: ({ query }) => peopleMatching(query),
    render: () => ({
      onStart: shown,
      onUpdate: shown,
      onExit: () => host.show(null),
      onKeyDown: ({ event }: SuggestionKeyDownProps) => host.keyDown(event),
    }),
  };
}
