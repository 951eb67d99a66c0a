import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/data/query-client';

/**
 * Around every page that reads data: the query cache, loaded as its own chunk beside the first such page (the
 * router loads a route's lazy modules side by side), never with the public site.
 */
export default function DataShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
