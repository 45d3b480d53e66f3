/** The auth feature's public module: what the app shell and other features may use. */
export type { SessionUser } from './api/auth-client';
export { getUserInfoQueryOptions, USER_INFO_KEY, useUserInfo } from './api/get-user-info';
export { saveLocale } from './api/save-locale';
export { AuthProvider, useAuth } from './auth-provider';
export { type AuthState, type AuthStore, createAuthStore } from './auth-store';
export { useCurrentUser } from './use-current-user';
