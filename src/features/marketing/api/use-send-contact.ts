import { useOptionalAuth } from '@/lib/auth';
import { loadBackend, type ContactMessage } from '@/lib/backend';

/**
 * Sends a contact message through the backend's contact port (the local mailbox in local mode, the `contact` Edge
 * Function in cloud mode). The page is prerendered and can be used before the session check has loaded the backend:
 * then the backend is loaded for the send.
 */
export function useSendContact() {
  const auth = useOptionalAuth();
  return async (message: ContactMessage) => {
    const backend = auth?.backend ?? (await loadBackend());
    await backend.contact.send(message);
  };
}
