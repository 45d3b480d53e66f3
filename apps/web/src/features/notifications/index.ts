export { EmailPreferences } from './components/email-preferences';
export { NotificationBell } from './components/notification-bell';
export { UnsubscribePage } from './pages/unsubscribe-page';
