import { z } from 'zod';
import { idField as id } from './fields';
import { publicUserSchema } from './workspace';

/** Messages a page holds by default, and at most. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_MAX_LENGTH = 4000;

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A chat message. Deleted messages stay as tombstones: `deletedAt` set, `content` empty. */
export const messageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  sender: publicUserSchema.nullable(),
  /** Plain text: clients show it as text, never as HTML. */
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  reactions: z.array(z.object({ emoji: z.string(), userIds: z.array(z.string()) })),
  createdAt: z.string(),
  /** When the sender last changed the text; null if never. */
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** A direct chat between two members of a workspace, as one of them sees it. */
export const chatSchema = z.object({
  _id: z.string(),
  type: z.literal('direct'),
  workspaceId: z.string(),
  participants: z.array(z.object({ user: publicUserSchema, unreadCount: z.number().int() })),
  lastMessage: messageSchema.nullable(),
  updatedAt: z.string(),
  /**
   * The other participant left the workspace (or was removed): the conversation stays readable
   * for the caller, but nothing more can be sent or reacted to in it.
   */
  readOnly: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatsQuerySchema = z.object({
  workspaceId: z.string().trim().min(1, 'Workspace is required'),
});
export const chatsResponseSchema = z.object({ chats: z.array(chatSchema) });
export const chatResponseSchema = z.object({ chat: chatSchema });

export const directChatInputSchema = z.object({ workspaceId: id, participantId: id });
export type DirectChatInput = z.input<typeof directChatInputSchema>;

export const messagesQuerySchema = z
  .object({
    before: id.optional(),
    after: id.optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number of messages' })
      .int('limit must be a number of messages')
      .min(1, 'limit must be at least 1')
      .max(MESSAGE_PAGE_MAX, `limit must be at most ${MESSAGE_PAGE_MAX}`)
      .default(MESSAGE_PAGE_SIZE),
  })
  .refine((query) => !(query.before && query.after), 'Ask for messages before or after, not both');
export const messagesResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** A message's text, to send or to put in place of the sender's earlier text. */
export const sendMessageInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Message cannot be empty')
    .max(
      MESSAGE_MAX_LENGTH,
      `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    ),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;
export const chatMessageResponseSchema = z.object({ message: messageSchema });

/** How long "… is typing" shows after the last typing event (spec, section 9). */
export const TYPING_INDICATOR_MS = 3000;

/** Chat room requests: `join-chat {chatId}`, `leave-chat {chatId}`, `typing {chatId}`, `stop-typing {chatId}`. */
export const chatRoomRequestSchema = z.object({ chatId: id });
export type ChatRoomRequest = z.infer<typeof chatRoomRequestSchema>;

/**
 * The chat events a client receives. `new-message` reaches every open socket of both participants
 * (so lists and unread badges update anywhere in the app); a recipient's client acknowledges it
 * (the event's ack callback, with no arguments), which marks the message delivered.
 */
export const newMessageEventSchema = z.object({ chatId: z.string(), message: messageSchema });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
/** A reaction changed or the message was deleted: the message as it now is, to both participants. */
export const messageUpdatedEventSchema = newMessageEventSchema;
export type MessageUpdatedEvent = NewMessageEvent;
/** To the sender: their message reached (`delivered`) or was read by (`read`) `userId`. */
export const messageStatusEventSchema = z.object({
  chatId: z.string(),
  messageId: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  userId: z.string(),
});
export type MessageStatusEvent = z.infer<typeof messageStatusEventSchema>;
/** To the other participant's sockets in the chat room. */
export const userTypingEventSchema = z.object({ chatId: z.string(), user: publicUserSchema });
export type UserTypingEvent = z.infer<typeof userTypingEventSchema>;
export const userStopTypingEventSchema = z.object({ chatId: z.string(), userId: z.string() });
export type UserStopTypingEvent = z.infer<typeof userStopTypingEventSchema>;
