import {
  checklistItemResponseSchema,
  checklistResponseSchema,
  checklistsResponseSchema,
  createChecklistInputSchema,
  createChecklistItemInputSchema,
  taskResponseSchema,
  updateChecklistInputSchema,
  updateChecklistItemInputSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { gated } from '../../http/gate';
import { initiatorOf } from '../auth/request-initiator';
import { taskGate } from '../boards/board.policy';
import { checklistGate, checklistItemGate } from './checklist.policy';
import { convertItem } from './checklist-convert.service';
import { addItem, changeItem, removeItem } from './checklist-items.service';
import {
  addChecklist,
  changeChecklist,
  listChecklists,
  removeChecklist,
} from './checklists.service';

const taskParams = z.object({ id: z.uuid('Task not found') });
const checklistParams = z.object({ id: z.uuid('Checklist not found') });
const itemParams = z.object({ id: z.uuid('Checklist item not found') });
const deleted = { 204: z.null().describe('Deleted') };

/** A task's checklists: read by whoever sees the task, written by whoever may edit it. */
export const checklistsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['checklists'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/tasks/:id/checklists',
    {
      config: { gate: taskGate('board.view') },
      schema: {
        operationId: 'listTaskChecklists',
        summary: "List a task's checklists",
        tags,
        params: taskParams,
        response: { 200: checklistsResponseSchema },
      },
    },
    async (request) => ({ checklists: await listChecklists(ctx, gated(request, taskGate).task) }),
  );

  app.post(
    '/tasks/:id/checklists',
    {
      config: { gate: taskGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createChecklist',
        summary: 'Add a checklist to a task',
        tags,
        params: taskParams,
        body: createChecklistInputSchema,
        response: { 201: checklistResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, taskGate);
      const checklist = await addChecklist(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send({ checklist });
    },
  );

  app.put(
    '/checklists/:id',
    {
      config: { gate: checklistGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateChecklist',
        summary: 'Rename or reorder a checklist',
        tags,
        params: checklistParams,
        body: updateChecklistInputSchema,
        response: { 200: checklistResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, checklistGate);
      return {
        checklist: await changeChecklist(ctx, access, request.body, initiatorOf(request)),
      };
    },
  );

  app.delete(
    '/checklists/:id',
    {
      config: { gate: checklistGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteChecklist',
        summary: 'Delete a checklist',
        tags,
        params: checklistParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await removeChecklist(ctx, gated(request, checklistGate), initiatorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/checklists/:id/items',
    {
      config: { gate: checklistGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'createChecklistItem',
        summary: 'Add an item to a checklist',
        tags,
        params: checklistParams,
        body: createChecklistItemInputSchema,
        response: { 201: checklistItemResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, checklistGate);
      const item = await addItem(ctx, access, request.body, initiatorOf(request));
      return reply.status(201).send({ item });
    },
  );

  app.put(
    '/checklist-items/:id',
    {
      config: { gate: checklistItemGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'updateChecklistItem',
        summary: 'Update a checklist item',
        tags,
        params: itemParams,
        body: updateChecklistItemInputSchema,
        response: { 200: checklistItemResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, checklistItemGate);
      return { item: await changeItem(ctx, access, request.body, initiatorOf(request)) };
    },
  );

  app.delete(
    '/checklist-items/:id',
    {
      config: { gate: checklistItemGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'deleteChecklistItem',
        summary: 'Delete a checklist item',
        tags,
        params: itemParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await removeItem(ctx, gated(request, checklistItemGate), initiatorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/checklist-items/:id/convert',
    {
      config: { gate: checklistItemGate('board.work') },
      preHandler: app.limitBoardWrites,
      schema: {
        operationId: 'convertChecklistItemToTask',
        summary: 'Turn a checklist item into a task',
        tags,
        params: itemParams,
        response: { 201: taskResponseSchema },
      },
    },
    async (request, reply) => {
      const access = gated(request, checklistItemGate);
      const task = await convertItem(ctx, access, initiatorOf(request));
      return reply.status(201).send({ task });
    },
  );
};
