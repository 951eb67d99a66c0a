export { AuthProvider } from './auth-provider';
export { useAuth, useOptionalAuth, useUserBackend, type AuthContextValue } from './auth-context';
