import { describe, expect, it } from 'vitest';
import { jiraFileProblem } from './check-file';
import { buildImport } from '../../test/jira-import-fixtures';
import {
  complexityOf,
  mappingProblems,
  personOf,
  serverProblem,
  withEntry,
  withThreshold,
} from './mapping-draft';

const { mapping, preview } = buildImport();

describe('the mapping draft', () => {
  it('turns story points into complexity by the thresholds, above the last being 5', () => {
    const thresholds = [1, 3, 5, 8];
    expect(
      [0, 1, 2, 3, 5, 6, 8, 8.5, 40].map((points) => complexityOf(points, thresholds)),
    ).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
  });

  it("finds an issue's person by name, or by the email that stands for it", () => {
    expect(personOf(preview.people, 'Grace Hopper')?.ref).toBe('grace@example.com');
    expect(personOf(preview.people, 'Grace@Example.com')?.ref).toBe('grace@example.com');
    expect(personOf(preview.people, 'Linus')?.ref).toBe('Linus');
    expect(personOf(preview.people, 'Nobody')).toBeUndefined();
  });

  it('names the place of each problem the server would refuse, and none in a good mapping', () => {
    expect(mappingProblems(mapping)).toEqual([]);

    const broken = withThreshold(
      withEntry(
        withEntry(mapping, 'statuses', 'In Progress', { newColumn: '  ' }),
        'people',
        'Linus',
        { action: 'invite', email: 'not an email' },
      ),
      2,
      2,
    );

    expect(mappingProblems(broken)).toEqual([
      'Status "In Progress": Name the new column',
      expect.stringMatching(/^Person "Linus": /),
      'Story points: Each threshold must be above the one before',
    ]);
  });
});

describe("the server's problems with a mapping", () => {
  it('are named like the page names them, whatever dots a key holds', () => {
    expect(
      [
        { field: 'statuses.In Progress', message: 'Not a column of this project' },
        { field: 'people.grace@example.com.email', message: 'Invalid email' },
        { field: 'complexity', message: 'Each threshold must be above the one before' },
      ].map(serverProblem),
    ).toEqual([
      'Status "In Progress": Not a column of this project',
      'Person "grace@example.com": Invalid email',
      'Story points: Each threshold must be above the one before',
    ]);
  });
});

describe('a file picked for import', () => {
  it('must be a CSV or JSON export with something in it', () => {
    const file = (name: string, text: string) => new File([text], name);
    expect(jiraFileProblem(file('ops.csv', 'Summary\n'))).toBeNull();
    expect(jiraFileProblem(file('ops.JSON', '{}'))).toBeNull();
    expect(jiraFileProblem(file('ops.xlsx', 'PK'))).toBe(
      '"ops.xlsx" is not a CSV or JSON file: export the issues from Jira as CSV or JSON.',
    );
    expect(jiraFileProblem(file('ops.csv', ''))).toBe('"ops.csv" is empty.');
  });
});
