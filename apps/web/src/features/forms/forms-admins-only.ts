/** What the forms pages tell whoever may not manage the board (boards' AdminsOnly). */
export const FORMS_ADMINS_ONLY = {
  title: 'Only project admins manage forms',
  description: 'Ask an admin of this project to create a form or to change one.',
};
