/** What other features may use of the messages feature (ESLint holds them to this entry). */
export { Conversation } from './components/conversation';
export { ConversationHeader, MessagesLayout } from './components/messages-layout';
export { ThreadList } from './components/thread-list';
export { MessageClientButton } from './components/message-client-button';
export { portalThreadSubtitle, portalThreadTitle } from './components/thread-labels';
export { useThreads } from './api/list-threads';
export { useLiveMessages, isMessagingEvent } from './api/live-messages';
export { unreadMessageCount, unreadMessagesQueryOptions, useUnreadMessageCount, useUnreadMessages } from './api/get-unread-messages';
export { messageKeys } from './api/keys';
