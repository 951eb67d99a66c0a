import { ComingSoon } from '@/components/coming-soon';

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ComingSoon area="The admin dashboard" />
    </div>
  );
}
