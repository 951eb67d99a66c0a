export { AuthProvider } from './auth-provider';
export { useAuth, useCanEmail, useOptionalAuth, useUserBackend, type AuthContextValue } from './auth-context';
