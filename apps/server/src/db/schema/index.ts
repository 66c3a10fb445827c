export * from './users';
export * from './auth';
export * from './email-outbox';
export * from './workspaces';
export * from './boards';
export * from './tasks';
export * from './comments';
export * from './task-activity';
