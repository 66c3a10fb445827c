import { messageResponseSchema } from '@teamboard/shared';
import {
  createFormInputSchema,
  formResponseSchema,
  formSubmissionsQuerySchema,
  formSubmissionsResponseSchema,
  formsResponseSchema,
  updateFormInputSchema,
} from '@teamboard/shared/form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { boardParams } from '../boards/board-params';
import { boardGate } from '../boards/board.policy';
import { formGate } from './form.policy';
import {
  createForm,
  deleteForm,
  listForms,
  listSubmissions,
  showForm,
  updateForm,
} from './forms.service';
import { gated } from '../../http/gate';

const formParams = z.object({ formId: z.uuid('Form not found') });

/** A board's forms: only those who manage the board build, read and delete them. */
export const formsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['forms'];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/boards/:id/forms',
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'listBoardForms',
        summary: "List a board's forms",
        tags,
        params: boardParams,
        response: { 200: formsResponseSchema },
      },
    },
    async (request) => {
      const access = gated(request, boardGate);
      return { forms: await listForms(ctx, access) };
    },
  );

  app.post(
    '/boards/:id/forms',
    {
      config: { gate: boardGate('board.manage') },
      schema: {
        operationId: 'createForm',
        summary: 'Create a form',
        errors: [402],
        tags,
        params: boardParams,
        body: createFormInputSchema,
        response: { 201: formResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request, reply) => {
      const access = gated(request, boardGate);
      return reply.status(201).send({ form: await createForm(ctx, access, request.body) });
    },
  );

  app.get(
    '/forms/:formId',
    {
      config: { gate: formGate() },
      schema: {
        operationId: 'getForm',
        summary: 'Get a form',
        tags,
        params: formParams,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => {
      const { form } = gated(request, formGate);
      return { form: await showForm(ctx, form) };
    },
  );

  app.put(
    '/forms/:formId',
    {
      config: { gate: formGate() },
      schema: {
        operationId: 'updateForm',
        summary: 'Update a form',
        errors: [402],
        tags,
        params: formParams,
        body: updateFormInputSchema,
        response: { 200: formResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { form, access } = gated(request, formGate);
      return { form: await updateForm(ctx, access, form, request.body) };
    },
  );

  app.delete(
    '/forms/:formId',
    {
      config: { gate: formGate() },
      schema: {
        operationId: 'deleteForm',
        summary: 'Delete a form',
        tags,
        params: formParams,
        response: { 200: messageResponseSchema },
      },
      preHandler: app.limitBoardWrites,
    },
    async (request) => {
      const { form } = gated(request, formGate);
      await deleteForm(ctx, form);
      return { message: 'Form deleted' };
    },
  );

  app.get(
    '/forms/:formId/submissions',
    {
      config: { gate: formGate() },
      schema: {
        operationId: 'listFormSubmissions',
        summary: "List a form's submissions",
        description:
          'Newest first: by numbered `page` (with the total in `meta`), or by `cursor` (the `nextCursor` of the page before); not both. `limit` is 20 unless told, at most 100.',
        tags,
        params: formParams,
        querystring: formSubmissionsQuerySchema,
        response: { 200: formSubmissionsResponseSchema },
      },
    },
    async (request) => {
      const { form, access } = gated(request, formGate);
      return listSubmissions(ctx, access, form, request.query);
    },
  );
};
