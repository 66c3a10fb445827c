import { messageResponseSchema } from '@teamboard/shared';
import { MAX_FORM_SUBMISSION_BYTES, formSlugField } from '@teamboard/shared/form';
import { formSubmissionInputSchema, publicFormResponseSchema } from '@teamboard/shared/public-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { showPublicForm, submitForm } from './form-submission.service';

// A link that cannot be a slug is no form's: 404, as for an unknown one.
const slugParams = z.object({ slug: z.string().max(100) });

/**
 * The public side of forms: no session, no cookie read. Anyone with a link sees that form's
 * public definition and may send it answers; nothing else of the board is reachable here.
 */
export const publicFormsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['public forms'];

  app.get(
    '/public/forms/:slug',
    {
      schema: {
        operationId: 'getPublicForm',
        summary: 'Get a published form',
        errors: [410],
        tags,
        params: slugParams,
        response: { 200: publicFormResponseSchema },
      },
    },
    async (request) => ({ form: await showPublicForm(ctx, slugOf(request.params.slug)) }),
  );

  app.post(
    '/public/forms/:slug/submissions',
    {
      bodyLimit: MAX_FORM_SUBMISSION_BYTES,
      config: { idempotent: true },
      schema: {
        operationId: 'submitPublicForm',
        summary: 'Submit a published form',
        errors: [409, 410, 429],
        tags,
        params: slugParams,
        body: formSubmissionInputSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await submitForm(ctx, slugOf(request.params.slug), request.body, request.ip);
      return reply.status(201).send({ message });
    },
  );
};

/** A slug as stored (lowercase), or one no form has. */
function slugOf(param: string): string {
  const parsed = formSlugField.safeParse(param);
  return parsed.success ? parsed.data : '';
}
