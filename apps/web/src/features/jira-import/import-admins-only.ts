/** What the import pages tell whoever may not manage the board (boards' AdminsOnly). */
export const IMPORT_ADMINS_ONLY = {
  title: 'Only project admins import',
  description:
    'Importing writes many tasks at once: ask an admin of this project to import from Jira.',
};
