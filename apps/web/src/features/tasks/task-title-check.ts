import { updateTaskInputSchema } from '@teamboard/shared';
import { checkedBy } from '../../components/ui/inline-text-field';

/** A task title checked by the server's own rule. */
export const checkTaskTitle = checkedBy(updateTaskInputSchema.shape.title.unwrap());
