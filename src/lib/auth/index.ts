export { AuthProvider } from './auth-provider';
export { useAuth, useUserBackend, type AuthContextValue } from './auth-context';
