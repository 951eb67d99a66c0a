import { useMemo } from 'react';
import { useAuth } from '@/lib/auth';
import type { VendorApplication } from '@/lib/backend';

/**
 * The signed-in vendor's application (one per account): read it, send it (stored pending whatever is sent), change it
 * while pending, withdraw it. The backend refuses what the rules do not allow; its reasons reach the page as errors.
 */
export function useApplications() {
  const { vendorApplications } = useAuth().backend;
  return useMemo(
    () => ({
      mine: () => vendorApplications.mine(),
      submit: (application: VendorApplication) => vendorApplications.submit(application),
      update: (application: VendorApplication) => vendorApplications.update(application),
      withdraw: () => vendorApplications.withdraw(),
    }),
    [vendorApplications],
  );
}
