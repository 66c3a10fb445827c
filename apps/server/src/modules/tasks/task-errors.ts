import { notFound } from '../../http/app-error';

export const taskNotFound = () => notFound('Task not found');
